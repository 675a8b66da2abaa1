import { formatVehicleNumber } from '@raahi/domain/formats';
import { isOperatorRole } from '@raahi/domain/roles';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  VEHICLE_IMAGE_SLOTS,
  type Vehicle,
} from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../../components/query-states';
import { toast } from 'react-toastify';
import { finishActionOf, useWizardState } from '../../../../components/wizard/use-wizard-state';
import type { Problem } from '../../../../components/wizard/wizard-chrome';
import type { RecordWizardHostProps } from '../../../../components/wizard/record-add-page';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form';
import { useVendorOptions } from '../../../../lib/options';
import { useVehicle } from '../../api/get-vehicle';
import { useCreateVehicle, useUpdateVehicle } from '../../api/save-vehicle';
import { useApplyVehicleAction } from '../../api/vehicle-actions';
import { VehicleDocuments } from '../vehicle-documents';
import { ComplianceStep } from './compliance-step';
import { DetailsStep } from './details-step';
import { ReviewStep } from './review-step';
import { clearVehicleDraft, writeVehicleDraft, type VehicleDraft } from './vehicle-draft';
import {
  formFieldOf,
  LAST_STEP,
  STEP_FIELDS,
  stepChanges,
  stepOfField,
  vehicleFormResolver,
  WIZARD_STEPS,
  type VehicleFormValues,
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
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const operator = isOperatorRole(role);
  const form = useForm<VehicleFormValues>({
    resolver: vehicleFormResolver({ chooseVendor: operator }),
    defaultValues: initialDraft.values,
    mode: 'onTouched',
  });
  const {
    meta,
    setMeta,
    serverError,
    setServerError,
    problems,
    heading,
    clearErrors,
    goTo,
    showFinishError,
  } = useWizardState({
    form,
    initialDraft,
    storage,
    writeDraft: writeVehicleDraft,
    lastStep: LAST_STEP,
  });
  const [photosChecked, setPhotosChecked] = useState(false);

  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const apply = useApplyVehicleAction();
  const vehicle = useVehicle(meta.vehicleId);
  const vendors = useVendorOptions({ enabled: operator });
  const busy = create.isPending || update.isPending || apply.isPending;
  const step = WIZARD_STEPS[meta.activeStep] ?? 'details';
  // An approved vehicle's papers are renewed from its page, where the operator reviews them.
  const papersLocked = meta.approvalStatus === 'Approved';
  const stepLabels = WIZARD_STEPS.map((key) => t(`vehicles.wizard.steps.${key}.label`));

  // Once Next has asked for them, the missing photos are listed live, so the list empties as
  // they are uploaded.
  const missingPhotos: Problem[] = REQUIRED_VEHICLE_DOCUMENTS.filter(
    (slot) => !vehicle.data?.images.some((image) => image.slot === slot),
  ).map((slot) => ({
    field: `images.${slot}`,
    message: t('vehicles.wizard.missingPhoto', { slot: t(`vehicles.documents.slots.${slot}`) }),
  }));
  const shownProblems = photosChecked && step === 'photos' ? missingPhotos : problems;

  async function saveStep(): Promise<boolean> {
    if (step === 'photos') {
      setPhotosChecked(true);
      return missingPhotos.length === 0;
    }
    if (step === 'review') return true;
    const fields = STEP_FIELDS[step] as readonly Path<VehicleFormValues>[];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return false;
    const changes = stepChanges(step, form.getValues(), { papersLocked });
    if (!operator || meta.vehicleId) delete changes.vendorId;
    try {
      const saved = meta.vehicleId
        ? await update.mutateAsync({
            vehicleId: meta.vehicleId,
            changes: changes,
          })
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

  async function onNext() {
    if (busy) return;
    clearErrors();
    if (await saveStep()) goTo(meta.activeStep + 1);
  }

  const action = finishActionOf(meta.approvalStatus);

  async function onFinish() {
    if (busy || !vehicle.data) return;
    clearErrors();
    try {
      const finished = action
        ? await apply.mutateAsync({ vehicleId: vehicle.data.id, action })
        : vehicle.data;
      clearVehicleDraft(storage);
      const number = formatVehicleNumber(finished.vehicleNumber);
      toast.success(t(action ? 'vehicles.wizard.submitted' : 'vehicles.wizard.saved', { number }));
      onFinished(finished);
    } catch (error) {
      showFinishError(error);
    }
  }

  const finishLabel =
    action === 'submit'
      ? t('vehicles.wizard.submit')
      : action === 'resubmit'
        ? t('vehicles.wizard.resubmit')
        : t('vehicles.wizard.done');

  const needsVehicle = step !== 'details';
  const number = formatVehicleNumber(
    vehicle.data?.vehicleNumber ?? initialDraft.values.vehicleNumber,
  );
  const title = !meta.vehicleId
    ? t('vehicles.wizard.title.add')
    : meta.approvalStatus === 'Staged'
      ? t('vehicles.wizard.title.continue', { number })
      : t('vehicles.wizard.title.edit', { number });

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
    content = <ComplianceStep vehicle={vehicle.data} papersLocked={papersLocked} />;
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
    content = <ReviewStep vehicle={vehicle.data} operator={operator} onEditStep={goTo} />;
  }

  return (
    <WizardFrame
      header={{ caption: t('sidebar.vehicles'), title, regId: vehicle.data?.regId ?? null }}
      steps={stepLabels}
      activeStep={meta.activeStep}
      onStep={goTo}
      compact={compact}
      form={form}
      stepHeading={{
        id: 'vehicle-wizard-step',
        title: t(`vehicles.wizard.steps.${step}.title`),
        intro: t(`vehicles.wizard.steps.${step}.intro`),
      }}
      headingRef={heading}
      onSubmit={() => void (step === 'review' ? onFinish() : onNext())}
      serverError={serverError}
      problems={shownProblems}
      stepOfField={stepOfField}
      footer={{
        review: step === 'review',
        saves: step === 'details' || step === 'compliance',
        finishLabel,
        saving: create.isPending || update.isPending,
        finishing: apply.isPending,
        ready: !needsVehicle || Boolean(vehicle.data),
      }}
      busy={busy}
      startOver={{
        title: t('vehicles.wizard.startOverConfirm.title'),
        body: meta.vehicleId
          ? t('vehicles.wizard.startOverConfirm.saved', { number })
          : t('vehicles.wizard.startOverConfirm.unsaved'),
      }}
      onStartOver={() => {
        clearVehicleDraft(storage);
        onStartOver();
      }}
    >
      {content}
    </WizardFrame>
  );
}
