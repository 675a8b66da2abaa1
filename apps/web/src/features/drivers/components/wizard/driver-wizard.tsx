import { REQUIRED_DRIVER_DOCUMENTS, type Driver } from '@raahi/domain/drivers';
import { isOperatorRole } from '@raahi/domain/roles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { applyServerErrors } from '../../../../lib/form';
import { useApplyDriverAction } from '../../api/apply-driver-action';
import { useCreateDriver } from '../../api/create-driver';
import { useDriver } from '../../api/get-driver';
import { useCompanyOptions, useVendorCompanyIds, useVendorOptions } from '../../../../lib/options';
import { useUpdateDriver } from '../../api/update-driver';
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
import type { Problem } from '../../../../components/wizard/wizard-chrome';
import type { RecordWizardHostProps } from '../../../../components/wizard/record-add-page';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { finishActionOf, useWizardState } from '../../../../components/wizard/use-wizard-state';
import { WizardStepContent } from './wizard-step-content';

type DriverWizardProps = RecordWizardHostProps<DriverDraft> & {
  /** Submitted (or, for a driver already reviewed, saved): the draft is gone. */
  onFinished: (driver: Driver) => void;
};

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
    writeDraft: writeDriverDraft,
    lastStep: LAST_STEP,
  });
  const [documentsChecked, setDocumentsChecked] = useState(false);

  const create = useCreateDriver();
  const update = useUpdateDriver();
  const apply = useApplyDriverAction();
  const driver = useDriver(meta.driverId);
  const companies = useCompanyOptions();
  // A driver serves its vendors' client companies only (saved with step 1): no others are offered.
  const vendorCompanyIds = useVendorCompanyIds(
    driver.data?.associatedVendors.map((vendor) => vendor.id) ?? [],
  );
  const companyOptions = (companies.data ?? []).filter((company) =>
    vendorCompanyIds?.has(company.id),
  );
  const vendors = useVendorOptions({ enabled: operator });
  const busy = create.isPending || update.isPending || apply.isPending;
  const step = WIZARD_STEPS[meta.activeStep] ?? 'identity';

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
    clearErrors();
    if (await saveStep()) goTo(meta.activeStep + 1);
  }

  const action = finishActionOf(meta.approvalStatus);

  async function onFinish() {
    if (busy || !driver.data) return;
    clearErrors();
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
      showFinishError(error);
    }
  }

  const finishLabel =
    action === 'submit'
      ? t('drivers.wizard.submit')
      : action === 'resubmit'
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
    <WizardFrame
      header={{ caption: t('sidebar.drivers'), title, regId: driver.data?.regId ?? null }}
      steps={stepLabels}
      activeStep={meta.activeStep}
      onStep={goTo}
      compact={compact}
      form={form}
      stepHeading={{
        id: 'driver-wizard-step',
        title: t(`drivers.wizard.steps.${step}.title`),
        intro: t(`drivers.wizard.steps.${step}.intro`),
      }}
      headingRef={heading}
      onSubmit={() => void (step === 'review' ? onFinish() : onNext())}
      serverError={serverError}
      problems={shownProblems}
      stepOfField={stepOfField}
      footer={{
        review: step === 'review',
        saves: step === 'identity' || step === 'contact' || step === 'preferences',
        finishLabel,
        saving: create.isPending || update.isPending,
        finishing: apply.isPending,
        ready: !needsDriver || Boolean(driver.data),
      }}
      busy={busy}
      startOver={{
        title: t('drivers.wizard.startOverConfirm.title'),
        body: meta.driverId
          ? t('drivers.wizard.startOverConfirm.saved', { name })
          : t('drivers.wizard.startOverConfirm.unsaved'),
      }}
      onStartOver={() => {
        clearDriverDraft(storage);
        onStartOver();
      }}
    >
      <WizardStepContent
        step={step}
        driver={driver}
        operator={operator}
        vendors={vendors.data ?? []}
        companies={companyOptions}
        aadharMasked={meta.aadharMasked}
        papersLocked={meta.approvalStatus === 'Approved'}
        onEditStep={goTo}
      />
    </WizardFrame>
  );
}
