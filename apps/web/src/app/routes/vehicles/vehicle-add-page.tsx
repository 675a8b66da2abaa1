import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordAddPage } from '../../../components/wizard/record-add-page';
import {
  newVehicleDraft,
  readVehicleDraft,
} from '../../../features/vehicles/components/wizard/vehicle-draft';
import { VehicleWizard } from '../../../features/vehicles/components/wizard/vehicle-wizard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResumeVehicle } from './resume-vehicle';

/**
 * /vehicles/add: the onboarding wizard. With ?vehicleId= it first loads that vehicle into the
 * draft (Continue onboarding, Edit), then drops the parameter so a reload keeps the draft.
 */
export function VehicleAddPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.wizard.documentTitle'));
  const navigate = useNavigate();
  return (
    <RecordAddPage
      record="vehicles"
      resumeParam="vehicleId"
      notAllowed={t('vehicles.wizard.notAllowed')}
      vendorNotApproved={{
        title: t('vehicles.wizard.vendorNotApproved.title'),
        body: t('vehicles.wizard.vendorNotApproved.body'),
      }}
      readDraft={readVehicleDraft}
      newDraft={newVehicleDraft}
      renderWizard={(host) => (
        <VehicleWizard
          {...host}
          onFinished={(vehicle) => void navigate(`/vehicles/${encodeURIComponent(vehicle.id)}`)}
        />
      )}
      renderResume={(resume) => <ResumeVehicle {...resume} />}
    />
  );
}
