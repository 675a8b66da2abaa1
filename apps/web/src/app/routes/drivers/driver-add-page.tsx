import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordAddPage } from '../../../components/wizard/record-add-page';
import { DriverWizard } from '../../../features/drivers/components/wizard/driver-wizard';
import {
  newDriverDraft,
  readDriverDraft,
} from '../../../features/drivers/components/wizard/wizard-draft';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResumeDriver } from './resume-driver';

/**
 * /drivers/add: the onboarding wizard. With ?driverId= it first loads that driver into the
 * draft (Continue onboarding, Edit), then drops the parameter so a reload keeps the draft.
 */
export function DriverAddPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('drivers.wizard.documentTitle'));
  const navigate = useNavigate();
  return (
    <RecordAddPage
      record="drivers"
      resumeParam="driverId"
      notAllowed={t('drivers.wizard.notAllowed')}
      vendorNotApproved={{
        title: t('drivers.wizard.vendorNotApproved.title'),
        body: t('drivers.wizard.vendorNotApproved.body'),
      }}
      readDraft={readDriverDraft}
      newDraft={newDriverDraft}
      renderWizard={(host) => (
        <DriverWizard
          {...host}
          onFinished={(driver) => void navigate(`/drivers/${encodeURIComponent(driver.id)}`)}
        />
      )}
      renderResume={(resume) => <ResumeDriver {...resume} />}
    />
  );
}
