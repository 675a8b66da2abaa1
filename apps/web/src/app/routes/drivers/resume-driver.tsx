import type { Driver } from '@raahi/domain/drivers';
import { useTranslation } from 'react-i18next';
import type { ResumeHostProps } from '../../../components/wizard/record-add-page';
import { ResumeRecord, type ResumeDrafts } from '../../../components/wizard/resume-record';
import { useDriver } from '../../../features/drivers/api/get-driver';
import {
  draftFromDriver,
  hasUnsavedNewDriver,
  readDriverDraft,
  writeDriverDraft,
  type DriverDraft,
} from '../../../features/drivers/components/wizard/wizard-draft';

const DRIVER_DRAFTS: ResumeDrafts<Driver, DriverDraft> = {
  read: readDriverDraft,
  write: writeDriverDraft,
  fromRecord: draftFromDriver,
  hasUnsavedNew: hasUnsavedNewDriver,
  recordIdOf: (draft) => draft.driverId,
};

/** Loads a driver from the server into the wizard's draft (Continue onboarding, Edit). */
export function ResumeDriver({ recordId, ...host }: ResumeHostProps) {
  const { t } = useTranslation();
  const query = useDriver(recordId);
  return (
    <ResumeRecord
      {...host}
      record="drivers"
      query={query}
      drafts={DRIVER_DRAFTS}
      text={{
        backToList: t('drivers.details.backToList'),
        cannotEdit: t('drivers.wizard.cannotEdit'),
        notFound: t('drivers.details.notFound.body'),
        replaceDraft: {
          title: t('drivers.wizard.replaceDraft.title'),
          body: (existing) =>
            t('drivers.wizard.replaceDraft.body', { name: existing?.values.name ?? '' }),
          confirm: t('drivers.wizard.replaceDraft.confirm'),
        },
      }}
    />
  );
}
