import { can } from '@raahi/domain/permissions';
import { dashboardPath, type Role } from '@raahi/domain/roles';
import type { Vendor } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { AccountChip, ApprovalChip } from '../../../components/records/status-chips';
import { useVendor } from '../../../features/vendors/api/get-vendor';
import { VendorActions } from '../../../features/vendors/components/detail/vendor-actions';
import { VendorDetails } from '../../../features/vendors/components/detail/vendor-details';
import { VendorHistory } from '../../../features/vendors/components/detail/vendor-history';
import { VendorOperations } from '../../../features/vendors/components/detail/vendor-operations';
import { EditVendorDialog } from '../../../features/vendors/components/edit-vendor-dialog';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { RatingSummaryCard } from '../../../features/ratings/components/rating-summary-card';
import { isRole } from '../../../lib/is-role';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileSection } from '../profile/profile-section';

/** Opens the edit form: `?edit=1`, so a link (e.g. from a rejection notice) can open it too. */
const EDIT_PARAM = 'edit';

function VendorView({ vendor, role }: { vendor: Vendor; role: Role }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_PARAM) === '1';
  const setEditing = (open: boolean) =>
    void setParams(open ? { [EDIT_PARAM]: '1' } : {}, { replace: !open });

  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {can(role, 'vendors:list') && (
        <Box>
          <Button component={RouterLink} to="/vendors" startIcon={<ArrowBackIcon />} size="small">
            {t('vendors.detail.back')}
          </Button>
        </Box>
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Box>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('vendors.detail.caption')}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            translate="no"
            sx={{ mb: 1, overflowWrap: 'anywhere' }}
          >
            {vendor.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Chip label={t('shell.account.id', { regId: vendor.regId })} size="small" />
            <ApprovalChip status={vendor.approvalStatus} labelled />
            <AccountChip status={vendor.accountStatus} labelled />
          </Box>
          {vendor.submittedAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('vendors.detail.submittedAt', { date: formatDateTime(vendor.submittedAt) })}
            </Typography>
          )}
        </Box>
        <VendorActions vendor={vendor} actions={recordActionsFor('vendors', role, vendor)}>
          {canEditRecord('vendors', role, vendor) && (
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('vendors.detail.edit')}
            </Button>
          )}
        </VendorActions>
      </Paper>

      {vendor.approvalStatus === 'Rejected' && vendor.rejectionReason && (
        <Alert severity="error">
          <AlertTitle>{t('vendors.detail.rejectedTitle')}</AlertTitle>
          {vendor.rejectionReason}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <ProfileSection id="vendor-details-title" title={t('vendors.detail.details')}>
          <VendorDetails vendor={vendor} />
        </ProfileSection>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <ProfileSection id="vendor-operations-title" title={t('vendors.detail.operations')}>
            <VendorOperations vendor={vendor} />
          </ProfileSection>
          {can(role, 'ratings:read') && <RatingSummaryCard of="vendors" id={vendor.id} />}
          <ProfileSection id="vendor-history-title" title={t('vendors.detail.history')}>
            <VendorHistory vendorId={vendor.id} />
          </ProfileSection>
        </Box>
      </Box>

      {editing && (
        <EditVendorDialog
          key={vendor.updatedAt}
          vendor={vendor}
          open
          onClose={() => setEditing(false)}
        />
      )}
    </Box>
  );
}

/** /vendors/:vendorId: one vendor, its statuses and actions, an edit form and its history. */
export function VendorPage() {
  const { t } = useTranslation();
  const { vendorId = '' } = useParams();
  const user = useSession((state) => state.user);
  const query = useVendor(vendorId);
  // A malformed id is a 400; for the person it is the same as a vendor that is not there.
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    query.data?.name ??
      t(missing ? 'vendors.detail.notFoundTitle' : 'vendors.detail.documentTitle'),
  );

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (query.data) return <VendorView vendor={query.data} role={user.role} />;

  if (missing) {
    const operator = can(user.role, 'vendors:list');
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, textAlign: 'center' }}>
        <StorefrontIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('vendors.detail.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('vendors.detail.notFoundBody')}
        </Typography>
        <Button
          component={RouterLink}
          to={operator ? '/vendors' : dashboardPath(user.role)}
          variant="contained"
        >
          {t(operator ? 'vendors.detail.back' : 'vendors.detail.notFoundBack')}
        </Button>
      </Paper>
    );
  }

  if (query.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('vendors.detail.retry')}
          </Button>
        }
      >
        {t('vendors.detail.loadFailed', {
          message: isApiError(query.error) ? query.error.message : t('errors.unexpected'),
        })}
      </Alert>
    );
  }

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
