import { REQUIRED_DRIVER_DOCUMENTS, type Driver } from '@raahi/domain/drivers';
import { isOperatorRole, type Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form';
import { useApplyDriverAction } from '../../api/apply-driver-action';
import { useCreateDriver } from '../../api/create-driver';
import { useDriver } from '../../api/get-driver';
import { useCompanyOptions } from '../../api/list-company-options';
import { useVendorOptions } from '../../../../lib/options';
import { useUpdateDriver } from '../../api/update-driver';
import { ConfirmDialog } from '../../../../components/records/confirm-dialog';
import {
  LAST_STEP,
  STEP_FIELDS,
  stepOfField,
  stepChanges,
  WIZARD_STEPS,
  type DriverFormValues,
} from './driver-form';
import { driverFormResolver } from './validate-driver-form';
import { clearDriverDraft, writeDriverDraft, type DriverDraft } from './wizard-draft';
import {
  WizardFooter,
  WizardHeader,
  WizardProblems,
  type Problem,
} from '../../../../components/wizard/wizard-chrome';
import { WizardProgress } from '../../../../components/wizard/wizard-progress';
import { WizardStepContent } from './wizard-step-content';

interface DriverWizardProps {
  initialDraft: DriverDraft;
  role: Role;
  storage: Storage | null;
  /** The local draft is gone; show a fresh wizard. */
  onStartOver: () => void;
  /** Submitted (or, for a driver already reviewed, saved): the draft is gone. */
  onFinished: (driver: Driver) => void;
}

type Meta = Omit<DriverDraft, 'values' | 'ownerId'>;

/**
 * Adding a driver in five steps. Leaving step 1 saves the driver on the server (Staged), since
 * documents need a record to belong to; each later step saves its own fields. The step, the
 * data and the server id stay in local storage, so a reload continues where it stopped.
 */
export function DriverWizard({
  initialDraft,
  role,
  storage,
  onStartOver,
  onFinished,
}: DriverWizardProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const operator = isOperatorRole(role);
  const form = useForm<DriverFormValues>({
    resolver: driverFormResolver({ chooseVendor: operator }),
    defaultValues: initialDraft.values,
    mode: 'onTouched',
  });
  const [meta, setMeta] = useState<Meta>(() => {
    const { values: _values, ownerId: _owner, ...rest } = initialDraft;
    return rest;
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [documentsChecked, setDocumentsChecked] = useState(false);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const create = useCreateDriver();
  const update = useUpdateDriver();
  const apply = useApplyDriverAction();
  const driver = useDriver(meta.driverId);
  const companies = useCompanyOptions();
  const vendors = useVendorOptions({ enabled: operator });
  const busy = create.isPending || update.isPending || apply.isPending;
  const step = WIZARD_STEPS[meta.activeStep] ?? 'identity';

  // Every change is written through, so a reload finds the same step and data.
  useEffect(() => {
    const save = () =>
      writeDriverDraft(storage, {
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

  // Once Next has asked for them, the missing documents are listed live, so the list empties
  // as they are uploaded.
  const missingDocuments: Problem[] = REQUIRED_DRIVER_DOCUMENTS.filter(
    (slot) => !driver.data?.images.some((image) => image.slot === slot),
  ).map((slot) => ({
    field: `images.${slot}`,
    message: t('drivers.wizard.missingDocument', { slot: t(`drivers.documents.slots.${slot}`) }),
  }));
  const shownProblems = documentsChecked && step === 'documents' ? missingDocuments : problems;

  async function saveStep(): Promise<boolean> {
    if (step === 'documents') {
      setDocumentsChecked(true);
      return missingDocuments.length === 0;
    }
    if (step === 'review') return true;
    const fields = STEP_FIELDS[step];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return false;
    const changes = stepChanges(step, form.getValues());
    if (!operator) delete changes.associatedVendors;
    try {
      const saved = meta.driverId
        ? await update.mutateAsync({ driverId: meta.driverId, changes })
        : await create.mutateAsync(changes);
      form.setValue('aadharNumber', '');
      setMeta((current) => ({
        ...current,
        driverId: saved.id,
        approvalStatus: saved.approvalStatus,
        aadharMasked: saved.aadharNumber,
      }));
      return true;
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, fields));
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
    if (busy || !driver.data) return;
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
        ? await apply.mutateAsync({ driverId: driver.data.id, action })
        : driver.data;
      clearDriverDraft(storage);
      toast.success(
        t(action ? 'drivers.wizard.submitted' : 'drivers.wizard.saved', { name: finished.name }),
      );
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
      ? t('drivers.wizard.submit')
      : meta.approvalStatus === 'Rejected'
        ? t('drivers.wizard.resubmit')
        : t('drivers.wizard.done');

  const needsDriver = step === 'documents' || step === 'review';
  const stepLabels = WIZARD_STEPS.map((key) => t(`drivers.wizard.steps.${key}.label`));

  const name = driver.data?.name ?? initialDraft.values.name;
  const title = !meta.driverId
    ? t('drivers.wizard.title.add')
    : meta.approvalStatus === 'Staged'
      ? t('drivers.wizard.title.continue', { name })
      : t('drivers.wizard.title.edit', { name });

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <WizardHeader
        caption={t('sidebar.drivers')}
        title={title}
        regId={driver.data?.regId ?? null}
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
          aria-labelledby="driver-wizard-step"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'review' ? onFinish() : onNext());
          }}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
        >
          <Box>
            <Typography
              id="driver-wizard-step"
              ref={heading}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ outline: 'none' }}
            >
              {t(`drivers.wizard.steps.${step}.title`)}
            </Typography>
            <Typography color="text.secondary">
              {t(`drivers.wizard.steps.${step}.intro`)}
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
          <WizardStepContent
            step={step}
            driver={driver}
            operator={operator}
            vendors={vendors.data ?? []}
            companies={companies.data ?? []}
            aadharMasked={meta.aadharMasked}
            onEditStep={goTo}
          />
          <WizardFooter
            review={step === 'review'}
            saves={step === 'identity' || step === 'contact' || step === 'preferences'}
            activeStep={meta.activeStep}
            finishLabel={finishLabel}
            busy={busy}
            saving={create.isPending || update.isPending}
            finishing={apply.isPending}
            ready={!needsDriver || Boolean(driver.data)}
            onBack={() => goTo(meta.activeStep - 1)}
          />
        </Paper>
      </FormProvider>

      <ConfirmDialog
        open={confirmStartOver}
        title={t('drivers.wizard.startOverConfirm.title')}
        body={
          meta.driverId
            ? t('drivers.wizard.startOverConfirm.saved', { name })
            : t('drivers.wizard.startOverConfirm.unsaved')
        }
        confirmLabel={t('records.wizard.startOver')}
        danger
        onConfirm={() => {
          clearDriverDraft(storage);
          setConfirmStartOver(false);
          onStartOver();
        }}
        onClose={() => setConfirmStartOver(false)}
      />
    </Box>
  );
}
