import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
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
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDriver } from '../../../features/drivers/api/get-driver';
import { AssignedVehicle } from '../../../features/drivers/components/assigned-vehicle';
import { DriverActions } from '../../../features/drivers/components/driver-actions';
import {
  canEditDriver,
  driverActionsFor,
} from '../../../features/drivers/components/driver-actions-for';
import { DriverAudit } from '../../../features/drivers/components/driver-audit';
import { DriverDetailsSection } from '../../../features/drivers/components/driver-details';
import { DriverDocuments } from '../../../features/drivers/components/driver-documents';
import { DriverHeader } from '../../../features/drivers/components/driver-header';
import { isApiError } from '../../../lib/api-error';
import { isRole } from '../../../lib/is-role';
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

/** /drivers/:driverId: everything about one driver, its documents, actions and history. */
export function DriverDetailsPage() {
  const { t } = useTranslation();
  const { driverId = '' } = useParams();
  const user = useSession((state) => state.user);
  const query = useDriver(driverId);
  const driver = query.data;
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    driver ? driver.name : t(missing ? 'drivers.details.notFound.title' : 'drivers.details.title'),
  );

  const back = (
    <Link
      component={RouterLink}
      to="/drivers"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('drivers.details.backToList')}
    </Link>
  );

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  const role = user.role;

  if (missing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, textAlign: 'center' }}>
        <PersonOffIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('drivers.details.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('drivers.details.notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/drivers" variant="contained">
          {t('drivers.details.backToList')}
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
  if (!driver) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }

  const actions = driverActionsFor(role, driver);
  const editable = canEditDriver(role, driver);
  const staged = driver.approvalStatus === 'Staged';
  const editPath = `/drivers/add?driverId=${encodeURIComponent(driver.id)}`;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box>{back}</Box>
      <DriverHeader driver={driver} caption={t('drivers.details.caption')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {editable && (
            <Button
              component={RouterLink}
              to={editPath}
              variant={staged ? 'contained' : 'outlined'}
              startIcon={staged ? <PlayArrowIcon /> : <EditOutlinedIcon />}
            >
              {staged ? t('drivers.details.continue') : t('drivers.details.edit')}
            </Button>
          )}
          <DriverActions driver={driver} actions={actions} />
        </Box>
      </DriverHeader>

      {driver.approvalStatus === 'Rejected' && (
        <Alert severity="error">
          <AlertTitle>{t('drivers.details.rejected')}</AlertTitle>
          {driver.rejectionReason}
        </Alert>
      )}
      {staged && <Alert severity="info">{t('drivers.details.stagedNotice')}</Alert>}
      {driver.approvalStatus === 'Pending' && (
        <Alert severity="warning">
          {t(
            can(role, 'drivers:review')
              ? 'drivers.details.pendingReviewer'
              : 'drivers.details.pending',
          )}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="identity" />
        <DriverDetailsSection driver={driver} section="contact" />
      </Box>
      <Section id="driver-documents" title={t('drivers.sections.documents')}>
        <DriverDocuments
          driverId={driver.id}
          images={driver.images}
          editable={false}
          restricted={isOperatorRole(role)}
        />
      </Section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="preferences" />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Section id="driver-vehicle" title={t('drivers.sections.vehicle')}>
            <AssignedVehicle driver={driver} linkable={can(role, 'vehicles:read')} />
          </Section>
          <DriverDetailsSection driver={driver} section="record" />
        </Box>
      </Box>
      {can(role, 'audit:read') && (
        <Section id="driver-history" title={t('drivers.sections.history')}>
          <DriverAudit driverId={driver.id} />
        </Section>
      )}
    </Box>
  );
}
