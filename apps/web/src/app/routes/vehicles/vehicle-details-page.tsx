import { formatVehicleNumber } from '@raahi/domain/kyc';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import { COMPLIANCE_DOCUMENT_SLOTS, VEHICLE_IMAGE_SLOTS } from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NoCrashOutlinedIcon from '@mui/icons-material/NoCrashOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useVehicle } from '../../../features/vehicles/api/get-vehicle';
import { ComplianceTimeline } from '../../../features/vehicles/components/compliance-timeline';
import { DriverAssignment } from '../../../features/vehicles/components/driver-assignment';
import { VehicleActions } from '../../../features/vehicles/components/vehicle-actions';
import { VehicleAudit } from '../../../features/vehicles/components/vehicle-audit';
import { VehicleDocuments } from '../../../features/vehicles/components/vehicle-documents';
import { VehicleHeader } from '../../../features/vehicles/components/vehicle-header';
import { VehicleSummary } from '../../../features/vehicles/components/vehicle-summary';
import { isApiError } from '../../../lib/api-error';
import { isRole } from '../../../lib/is-role';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /vehicles/:vehicleId: one vehicle, its photos, papers, driver, actions and history. */
export function VehicleDetailsPage() {
  const { t } = useTranslation();
  const { vehicleId = '' } = useParams();
  const user = useSession((state) => state.user);
  const query = useVehicle(vehicleId);
  const vehicle = query.data;
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    vehicle
      ? formatVehicleNumber(vehicle.vehicleNumber)
      : t(missing ? 'vehicles.details.notFound.title' : 'vehicles.details.title'),
  );

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  const role = user.role;

  if (missing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, textAlign: 'center' }}>
        <NoCrashOutlinedIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('vehicles.details.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('vehicles.details.notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/vehicles" variant="contained">
          {t('vehicles.details.backToList')}
        </Button>
      </Paper>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('records.list.retry')}
          </Button>
        }
      >
        {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
      </Alert>
    );
  }
  if (!vehicle) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }

  const actions = recordActionsFor('vehicles', role, vehicle);
  const writer = canEditRecord('vehicles', role, vehicle);
  // Details are edited through the wizard while the vehicle is being onboarded or was sent back.
  const reopen =
    writer && (vehicle.approvalStatus === 'Staged' || vehicle.approvalStatus === 'Rejected');
  const staged = vehicle.approvalStatus === 'Staged';
  const editPath = `/vehicles/add?vehicleId=${encodeURIComponent(vehicle.id)}`;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Link
          component={RouterLink}
          to="/vehicles"
          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('vehicles.details.backToList')}
        </Link>
      </Box>
      <VehicleHeader vehicle={vehicle}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {reopen && (
            <Button
              component={RouterLink}
              to={editPath}
              variant={staged ? 'contained' : 'outlined'}
              startIcon={staged ? <PlayArrowIcon /> : <EditOutlinedIcon />}
            >
              {staged ? t('vehicles.details.continue') : t('vehicles.details.edit')}
            </Button>
          )}
          <VehicleActions vehicle={vehicle} actions={actions} />
        </Box>
      </VehicleHeader>

      {vehicle.approvalStatus === 'Rejected' && (
        <Alert severity="error">
          <AlertTitle>{t('vehicles.details.rejected')}</AlertTitle>
          {vehicle.rejectionReason}
        </Alert>
      )}
      {staged && <Alert severity="info">{t('vehicles.details.stagedNotice')}</Alert>}
      {vehicle.approvalStatus === 'Pending' && (
        <Alert severity="warning">
          {t(
            can(role, 'vehicles:review')
              ? 'vehicles.details.pendingReviewer'
              : 'vehicles.details.pending',
          )}
        </Alert>
      )}

      <Section id="vehicle-photos" title={t('vehicles.sections.photos')}>
        <VehicleDocuments
          vehicleId={vehicle.id}
          images={vehicle.images}
          slots={VEHICLE_IMAGE_SLOTS}
          editable={false}
        />
      </Section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section id="vehicle-compliance" title={t('vehicles.sections.compliance')}>
          <ComplianceTimeline vehicle={vehicle} />
        </Section>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section id="vehicle-driver" title={t('vehicles.sections.driver')}>
            <DriverAssignment
              vehicle={vehicle}
              editable={writer}
              linkDrivers={can(role, 'drivers:read')}
            />
          </Section>
          <Section id="vehicle-details" title={t('vehicles.sections.details')}>
            <VehicleSummary vehicle={vehicle} operator={isOperatorRole(role)} />
          </Section>
        </Box>
      </Box>
      <Section id="vehicle-certificates" title={t('vehicles.sections.certificates')}>
        <VehicleDocuments
          vehicleId={vehicle.id}
          images={vehicle.images}
          slots={COMPLIANCE_DOCUMENT_SLOTS}
          editable={false}
        />
      </Section>
      {can(role, 'audit:read') && (
        <Section id="vehicle-history" title={t('vehicles.sections.history')}>
          <VehicleAudit vehicleId={vehicle.id} />
        </Section>
      )}
    </Box>
  );
}
