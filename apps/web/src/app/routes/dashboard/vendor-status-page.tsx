import type { SessionUser } from '@raahi/domain/auth';
import type { ApprovalStatus } from '@raahi/domain/statuses';
import type { Vendor } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountChip, ApprovalChip } from '../../../components/records/status-chips';
import { VendorActions } from '../../../features/vendors/components/detail/vendor-actions';
import { vendorPath } from '../../../features/vendors/lib/vendor-display';
import { formatDateTime } from '../../../lib/format-date';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StatusNotices } from './status-notices';

export type WaitingStatus = Exclude<ApprovalStatus, 'Approved'>;

const ICONS = { Pending: HourglassTopIcon, Rejected: ReportProblemIcon, Staged: EditNoteIcon };

interface VendorStatusPageProps {
  user: SessionUser;
  status: WaitingStatus;
  /** The vendor as the server has it; absent while it loads. */
  vendor: Vendor | undefined;
  demo: boolean;
}

/**
 * What a vendor whose registration is not approved sees instead of the dashboard: where it
 * stands, why it was turned down, and how to correct and resubmit it (spec: a Pending vendor
 * sees its status).
 */
export function VendorStatusPage({ user, status, vendor, demo }: VendorStatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.vendorStatus.documentTitle'));
  const Icon = ICONS[status];
  const own = user.vendorId ? vendorPath(user.vendorId) : null;
  const moves = vendor
    ? recordActionsFor('vendors', user.role, vendor).filter(
        (a) => a === 'submit' || a === 'resubmit',
      )
    : [];
  const editable = vendor ? canEditRecord('vendors', user.role, vendor) : false;
  const links = (
    <>
      {own && editable && status !== 'Pending' && (
        <Button component={RouterLink} to={`${own}?edit=1`} variant="outlined">
          {t('dashboard.vendorStatus.fix')}
        </Button>
      )}
      {own && (
        <Button component={RouterLink} to={own}>
          {t('dashboard.vendorStatus.view')}
        </Button>
      )}
    </>
  );
  // The owner's account carries the same approval status; show the new one at once.
  const showNewStatus = (updated: Vendor) => {
    const current = useSession.getState().user;
    if (current)
      useSession.getState().setUser({ ...current, approvalStatus: updated.approvalStatus });
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('sidebar.dashboard')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
          <Icon
            color={status === 'Rejected' ? 'error' : status === 'Pending' ? 'warning' : 'action'}
            sx={{ fontSize: 40, mt: 0.5, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
              {t(`dashboard.approval.${status}.title`)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {vendor && <Chip label={vendor.name} size="small" color="primary" />}
              <ApprovalChip status={status} labelled />
              <AccountChip status={vendor?.accountStatus ?? user.accountStatus} labelled />
            </Box>
          </Box>
        </Box>
        {status === 'Pending' && vendor?.submittedAt && (
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {t('dashboard.vendorStatus.pendingSince', {
              date: formatDateTime(vendor.submittedAt),
            })}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`dashboard.approval.${status}.body`)}
        </Typography>
        {status === 'Rejected' && vendor?.rejectionReason && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{t('dashboard.vendorStatus.reasonTitle')}</AlertTitle>
            {vendor.rejectionReason}
          </Alert>
        )}
        {status !== 'Pending' && vendor && !editable && moves.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('dashboard.vendorStatus.staffNote')}
          </Alert>
        )}
        {vendor ? (
          <VendorActions vendor={vendor} actions={moves} onDone={showNewStatus}>
            {links}
          </VendorActions>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{links}</Box>
        )}
      </Paper>
      <StatusNotices user={user} demo={demo} />
    </Box>
  );
}
