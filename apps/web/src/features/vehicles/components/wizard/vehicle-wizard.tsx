import { formatVehicleNumber } from '@raahi/domain/formats';
import { isOperatorRole } from '@raahi/domain/roles';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  VEHICLE_IMAGE_SLOTS,
  type Vehicle,
} from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../../components/query-states';
import type { RecordWizardHostProps } from '../../../../components/wizard/record-add-page';
import { useRecordWizard, type StepSaving } from '../../../../components/wizard/use-record-wizard';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form';
import { useVendorOptions } from '../../../../lib/options';
import { useVehicle } from '../../api/get-vehicle';
import { useApplyVehicleAction } from '../../api/apply-vehicle-action';
import { useCreateVehicle } from '../../api/create-vehicle';
import { useUpdateVehicle } from '../../api/update-vehicle';
import { VehicleDocuments } from '../vehicle-documents';
import { ComplianceStep } from './compliance-step';
import { DetailsStep } from './details-step';
import { ReviewStep } from './review-step';
import { clearVehicleDraft, writeVehicleDraft, type VehicleDraft } from './vehicle-draft';
import {
  formFieldOf,
  STEP_FIELDS,
  stepChanges,
  stepOfField,
  vehicleFormResolver,
  WIZARD_STEPS,
  type VehicleFormValues,
  type WizardStep,
} from './vehicle-form';

type VehicleWizardProps = RecordWizardHostProps<VehicleDraft> & {
  /** Submitted (or, for a vehicle already reviewed, saved): the draft is gone. */
  onFinished: (vehicle: Vehicle) => void;
};

/**
 * Adding a vehicle in four steps. Leaving step 1 saves it on the server (Staged), since photos
 * and certificates need a record to belong to; the compliance step saves its own fields. The
 * step, the data and the server id stay in local storage, so a reload continues where it
 * stopped.
 */
export function VehicleWizard({
  initialDraft,
  role,
  storage,
  onStartOver,
  onFinished,
}: VehicleWizardProps) {
  const { t } = useTranslation();
  const operator = isOperatorRole(role);
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const apply = useApplyVehicleAction();

  async function saveStep(
    step: WizardStep,
    { form, meta, setMeta, setServerError }: StepSaving<VehicleFormValues, VehicleDraft>,
  ): Promise<boolean> {
    if (step === 'photos' || step === 'review') return true;
    const fields = STEP_FIELDS[step] as readonly Path<VehicleFormValues>[];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return false;
    // An approved vehicle's papers are renewed from its page, where the operator reviews them.
    const papersLocked = meta.approvalStatus === 'Approved';
    const changes = stepChanges(step, form.getValues(), { papersLocked });
    if (!operator || meta.vehicleId) delete changes.vendorId;
    try {
      const saved = meta.vehicleId
        ? await update.mutateAsync({ vehicleId: meta.vehicleId, changes })
        : await create.mutateAsync(changes);
      setMeta((current) => ({
        ...current,
        vehicleId: saved.id,
        approvalStatus: saved.approvalStatus,
      }));
      return true;
    } catch (error) {
      // The server names nested paths ('insurance.validTill'); the form's fields are flat.
      setServerError(applyServerErrors(error, form.setError, fields, formFieldOf));
      return false;
    }
  }

  const {
    meta,
    step,
    record: vehicle,
    frame,
  } = useRecordWizard({
    texts: 'vehicles.wizard',
    stepText: (key, part) => t(`vehicles.wizard.steps.${key}.${part}`),
    caption: t('sidebar.vehicles'),
    nameOf: (saved) => ({
      number: formatVehicleNumber(saved?.vehicleNumber ?? initialDraft.values.vehicleNumber),
    }),
    resolver: vehicleFormResolver({ chooseVendor: operator }),
    initialDraft,
    storage,
    writeDraft: writeVehicleDraft,
    clearDraft: clearVehicleDraft,
    steps: WIZARD_STEPS,
    savingSteps: ['details', 'compliance'],
    recordSteps: ['compliance', 'photos', 'review'],
    uploads: {
      step: 'photos',
      required: REQUIRED_VEHICLE_DOCUMENTS,
      missing: (slot) =>
        t('vehicles.wizard.missingPhoto', { slot: t(`vehicles.documents.slots.${slot}`) }),
    },
    recordIdOf: (draft) => draft.vehicleId,
    useRecord: useVehicle,
    saveStep,
    applyAction: (saved, action) => apply.mutateAsync({ vehicleId: saved.id, action }),
    pending: { saving: create.isPending || update.isPending, finishing: apply.isPending },
    stepOfField,
    headingId: 'vehicle-wizard-step',
    onStartOver,
    onFinished,
  });
  const vendors = useVendorOptions({ enabled: operator });

  let content;
  if (step === 'details') {
    content = (
      <DetailsStep
        vendors={operator ? (vendors.data ?? []) : null}
        vendorLocked={Boolean(meta.vehicleId)}
      />
    );
  } else if (!vehicle.data) {
    content = vehicle.isError ? (
      <Alert severity="error">
        {isApiError(vehicle.error) && vehicle.error.status === 404
          ? t('vehicles.wizard.vehicleGone')
          : t('errors.unexpected')}
      </Alert>
    ) : (
      <LoadingBlock py={6} />
    );
  } else if (step === 'compliance') {
    content = (
      <ComplianceStep vehicle={vehicle.data} papersLocked={meta.approvalStatus === 'Approved'} />
    );
  } else if (step === 'photos') {
    content = (
      <VehicleDocuments
        vehicleId={vehicle.data.id}
        images={vehicle.data.images}
        slots={VEHICLE_IMAGE_SLOTS}
        editable
      />
    );
  } else {
    content = <ReviewStep vehicle={vehicle.data} operator={operator} onEditStep={frame.onStep} />;
  }

  return <WizardFrame {...frame}>{content}</WizardFrame>;
}
