import { REQUIRED_DRIVER_DOCUMENTS, type Driver } from '@raahi/domain/drivers';
import { isOperatorRole } from '@raahi/domain/roles';
import { useTranslation } from 'react-i18next';
import type { RecordWizardHostProps } from '../../../../components/wizard/record-add-page';
import { useRecordWizard, type StepSaving } from '../../../../components/wizard/use-record-wizard';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { applyServerErrors } from '../../../../lib/form';
import { useCompanyOptions, useVendorCompanyIds, useVendorOptions } from '../../../../lib/options';
import { useApplyDriverAction } from '../../api/apply-driver-action';
import { useCreateDriver } from '../../api/create-driver';
import { useDriver } from '../../api/get-driver';
import { useUpdateDriver } from '../../api/update-driver';
import {
  STEP_FIELDS,
  stepOfField,
  stepChanges,
  WIZARD_STEPS,
  type DriverFormValues,
  type WizardStep,
} from './driver-form';
import { driverFormResolver } from './validate-driver-form';
import { clearDriverDraft, writeDriverDraft, type DriverDraft } from './wizard-draft';
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
  const operator = isOperatorRole(role);
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const apply = useApplyDriverAction();

  async function saveStep(
    step: WizardStep,
    { form, meta, setMeta, setServerError }: StepSaving<DriverFormValues, DriverDraft>,
  ): Promise<boolean> {
    if (step === 'documents' || step === 'review') return true;
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

  const {
    meta,
    step,
    record: driver,
    frame,
  } = useRecordWizard({
    texts: 'drivers.wizard',
    stepText: (key, part) => t(`drivers.wizard.steps.${key}.${part}`),
    caption: t('sidebar.drivers'),
    nameOf: (saved) => ({ name: saved?.name ?? initialDraft.values.name }),
    resolver: driverFormResolver({ chooseVendor: operator }),
    initialDraft,
    storage,
    writeDraft: writeDriverDraft,
    clearDraft: clearDriverDraft,
    steps: WIZARD_STEPS,
    savingSteps: ['identity', 'contact', 'preferences'],
    recordSteps: ['documents', 'review'],
    uploads: {
      step: 'documents',
      required: REQUIRED_DRIVER_DOCUMENTS,
      missing: (slot) =>
        t('drivers.wizard.missingDocument', { slot: t(`drivers.documents.slots.${slot}`) }),
    },
    recordIdOf: (draft) => draft.driverId,
    useRecord: useDriver,
    saveStep,
    applyAction: (saved, action) => apply.mutateAsync({ driverId: saved.id, action }),
    pending: { saving: create.isPending || update.isPending, finishing: apply.isPending },
    stepOfField,
    headingId: 'driver-wizard-step',
    onStartOver,
    onFinished,
  });

  const companies = useCompanyOptions();
  // A driver serves its vendors' client companies only (saved with step 1): no others are offered.
  const vendorCompanyIds = useVendorCompanyIds(
    driver.data?.associatedVendors.map((vendor) => vendor.id) ?? [],
  );
  const companyOptions = (companies.data ?? []).filter((company) =>
    vendorCompanyIds?.has(company.id),
  );
  const vendors = useVendorOptions({ enabled: operator });

  return (
    <WizardFrame {...frame}>
      <WizardStepContent
        step={step}
        driver={driver}
        operator={operator}
        vendors={vendors.data ?? []}
        companies={companyOptions}
        aadharMasked={meta.aadharMasked}
        papersLocked={meta.approvalStatus === 'Approved'}
        onEditStep={frame.onStep}
      />
    </WizardFrame>
  );
}
