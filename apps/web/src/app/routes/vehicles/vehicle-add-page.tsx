import { can } from '@raahi/domain/permissions';
import { isVendorRole, type Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import {
  newVehicleDraft,
  readVehicleDraft,
} from '../../../features/vehicles/components/wizard/vehicle-draft';
import { VehicleWizard } from '../../../features/vehicles/components/wizard/vehicle-wizard';
import { isRole } from '../../../lib/is-role';
import { useSession, type SessionUser } from '../../../lib/session';
import { browserStorage } from '../../../lib/stored-draft';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResumeVehicle } from './resume-vehicle';

interface HostProps {
  user: SessionUser;
  role: Role;
  storage: Storage | null;
}

/** One wizard from the draft in storage (or a new one), read once when it mounts. */
function StoredWizard({
  user,
  role,
  storage,
  onStartOver,
}: HostProps & { onStartOver: () => void }) {
  const navigate = useNavigate();
  const [initial] = useState(() => readVehicleDraft(storage, user.id) ?? newVehicleDraft(user.id));
  return (
    <VehicleWizard
      initialDraft={initial}
      role={role}
      storage={storage}
      onStartOver={onStartOver}
      onFinished={(vehicle) => void navigate(`/vehicles/${encodeURIComponent(vehicle.id)}`)}
    />
  );
}

/** Starting over remounts the wizard, which then finds no draft. */
function WizardHost(props: HostProps) {
  const [version, setVersion] = useState(0);
  return (
    <StoredWizard key={version} {...props} onStartOver={() => setVersion((count) => count + 1)} />
  );
}

/**
 * /vehicles/add: the onboarding wizard. With ?vehicleId= it first loads that vehicle into the
 * draft (Continue onboarding, Edit), then drops the parameter so a reload keeps the draft.
 */
export function VehicleAddPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.wizard.documentTitle'));
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const [loaded, setLoaded] = useState(0);
  const storage = browserStorage();
  const resumeId = params.get('vehicleId');
  const onLoaded = useCallback(() => setLoaded((count) => count + 1), []);

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'vehicles:write')) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {t('vehicles.wizard.notAllowed')}
      </Alert>
    );
  }
  if (isVendorRole(user.role) && user.approvalStatus !== 'Approved') {
    return (
      <Alert
        severity="warning"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to="/vendor-dashboard" color="inherit" size="small">
            {t('comingSoon.backToDashboard')}
          </Button>
        }
      >
        <AlertTitle>{t('vehicles.wizard.vendorNotApproved.title')}</AlertTitle>
        {t('vehicles.wizard.vendorNotApproved.body')}
      </Alert>
    );
  }
  if (resumeId) {
    return (
      <ResumeVehicle
        vehicleId={resumeId}
        user={user}
        role={user.role}
        storage={storage}
        onLoaded={onLoaded}
      />
    );
  }
  return <WizardHost key={loaded} user={user} role={user.role} storage={storage} />;
}
