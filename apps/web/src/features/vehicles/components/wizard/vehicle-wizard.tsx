import { formatVehicleNumber } from '@raahi/domain/kyc';
import { isOperatorRole, type Role } from '@raahi/domain/roles';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  VEHICLE_IMAGE_SLOTS,
  type Vehicle,
} from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../../components/records/confirm-dialog';
import {
  WizardFooter,
  WizardHeader,
  WizardProblems,
  type Problem,
} from '../../../../components/wizard/wizard-chrome';
import { WizardProgress } from '../../../../components/wizard/wizard-progress';
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

interface VehicleWizardProps {
  initialDraft: VehicleDraft;
  role: Role;
  storage: Storage | null;
  /** The local draft is gone; show a fresh wizard. */
  onStartOver: () => void;
  /** Submitted (or, for a vehicle already reviewed, saved): the draft is gone. */
  onFinished: (vehicle: Vehicle) => void;
}

type Meta = Omit<VehicleDraft, 'values' | 'ownerId'>;

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
  const [meta, setMeta] = useState<Meta>(() => {
    const { values: _values, ownerId: _owner, ...rest } = initialDraft;
    return rest;
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [photosChecked, setPhotosChecked] = useState(false);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const apply = useApplyVehicleAction();
  const vehicle = useVehicle(meta.vehicleId);
  const vendors = useVendorOptions({ enabled: operator });
  const busy = create.isPending || update.isPending || apply.isPending;
  const step = WIZARD_STEPS[meta.activeStep] ?? 'details';
  const stepLabels = WIZARD_STEPS.map((key) => t(`vehicles.wizard.steps.${key}.label`));

  // Every change is written through, so a reload finds the same step and data.
  useEffect(() => {
    const save = () =>
      writeVehicleDraft(storage, {
        ownerId: initialDraft.ownerId,
        ...meta,
        values: form.getValues(),
      });
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, meta, storage, initialDraft.ownerId]);

  function goTo(next: number) {
    setServerError(null);
    setProblems([]);
    setMeta((current) => ({ ...current, activeStep: Math.min(Math.max(next, 0), LAST_STEP) }));
    heading.current?.focus();
  }

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
    const changes = stepChanges(step, form.getValues());
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
    setServerError(null);
    setProblems([]);
    if (await saveStep()) goTo(meta.activeStep + 1);
  }

  async function onFinish() {
    if (busy || !vehicle.data) return;
    setServerError(null);
    setProblems([]);
    const action =
      meta.approvalStatus === 'Staged'
        ? 'submit'
        : meta.approvalStatus === 'Rejected'
          ? 'resubmit'
          : null;
    try {
      const finished = action
        ? await apply.mutateAsync({ vehicleId: vehicle.data.id, action })
        : vehicle.data;
      clearVehicleDraft(storage);
      const number = formatVehicleNumber(finished.vehicleNumber);
      toast.success(t(action ? 'vehicles.wizard.submitted' : 'vehicles.wizard.saved', { number }));
      onFinished(finished);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors().length > 0) {
        setServerError(error.message);
        setProblems(error.fieldErrors());
      } else setServerError(isApiError(error) ? error.message : t('errors.unexpected'));
    }
  }

  const finishLabel =
    meta.approvalStatus === 'Staged'
      ? t('vehicles.wizard.submit')
      : meta.approvalStatus === 'Rejected'
        ? t('vehicles.wizard.resubmit')
        : t('vehicles.wizard.done');

  const needsVehicle = step !== 'details';
  const number = formatVehicleNumber(
    vehicle.data?.vehicleNumber ?? initialDraft.values.vehicleNumber.toUpperCase(),
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
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  } else if (step === 'compliance') {
    content = <ComplianceStep vehicle={vehicle.data} />;
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
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <WizardHeader
        caption={t('sidebar.vehicles')}
        title={title}
        regId={vehicle.data?.regId ?? null}
        busy={busy}
        onStartOver={() => setConfirmStartOver(true)}
      />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <WizardProgress
          steps={stepLabels}
          activeStep={meta.activeStep}
          onStep={goTo}
          compact={compact}
        />
      </Paper>

      <FormProvider {...form}>
        <Paper
          component="form"
          noValidate
          variant="outlined"
          aria-labelledby="vehicle-wizard-step"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'review' ? onFinish() : onNext());
          }}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
        >
          <Box>
            <Typography
              id="vehicle-wizard-step"
              ref={heading}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ outline: 'none' }}
            >
              {t(`vehicles.wizard.steps.${step}.title`)}
            </Typography>
            <Typography color="text.secondary">
              {t(`vehicles.wizard.steps.${step}.intro`)}
            </Typography>
          </Box>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <WizardProblems
            problems={shownProblems}
            activeStep={meta.activeStep}
            onStep={goTo}
            stepOfField={stepOfField}
            stepLabel={(index) => stepLabels[index] ?? ''}
          />
          {content}
          <WizardFooter
            review={step === 'review'}
            saves={step === 'details' || step === 'compliance'}
            activeStep={meta.activeStep}
            finishLabel={finishLabel}
            busy={busy}
            saving={create.isPending || update.isPending}
            finishing={apply.isPending}
            ready={!needsVehicle || Boolean(vehicle.data)}
            onBack={() => goTo(meta.activeStep - 1)}
          />
        </Paper>
      </FormProvider>

      <ConfirmDialog
        open={confirmStartOver}
        title={t('vehicles.wizard.startOverConfirm.title')}
        body={
          meta.vehicleId
            ? t('vehicles.wizard.startOverConfirm.saved', { number })
            : t('vehicles.wizard.startOverConfirm.unsaved')
        }
        confirmLabel={t('records.wizard.startOver')}
        danger
        onConfirm={() => {
          clearVehicleDraft(storage);
          setConfirmStartOver(false);
          onStartOver();
        }}
        onClose={() => setConfirmStartOver(false)}
      />
    </Box>
  );
}
