import { lazy, Suspense } from 'react';
import { sidebarFor } from '@raahi/domain/navigation';
import { can } from '@raahi/domain/permissions';
import { dashboardPath, isOperatorRole, isVendorRole, profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { formatTotal } from '../../../components/list/list-pagination';
import { DashboardChartsSection } from '../../../features/dashboard-charts/components/dashboard-charts-section';
import { useDriverCount } from '../../../features/drivers/api/list-drivers';
import { useComplianceSummary } from '../../../features/vehicles/api/get-compliance-summary';
import { useMeta } from '../../../features/system/api/get-meta';
import { useVendor } from '../../../features/vendors/api/get-vendor';
import { vendorPath } from '../../../features/vendors/lib/vendor-display';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SIDEBAR_ITEMS } from '../../layout/sidebar-items';
import { ComplianceCounts } from './compliance-counts';
import { NextStepCard } from './next-step-card';
import { StatusNotices } from './status-notices';
import { TodayDutiesCard } from './today-duties-card';

// Only a vendor still under review sees its status page (with the resubmit form): its own chunk.
const VendorStatusPage = lazy(() =>
  import('./vendor-status-page').then((m) => ({ default: m.VendorStatusPage })),
);

/** Sidebar targets with a dashboard card, and the catalogue key of the card's sentence. */
const CARD_KEYS = ['vendors', 'drivers', 'vehicles', 'duties', 'employees'] as const;
type CardKey = (typeof CARD_KEYS)[number];
const isCardKey = (key: string): key is CardKey => (CARD_KEYS as readonly string[]).includes(key);
/** Screens that are built; the other cards say they are on the way. */

/** /admin-dashboard and /vendor-dashboard: who you are, where you stand, where to go next. */
export function DashboardPage({ path }: { path: '/admin-dashboard' | '/vendor-dashboard' }) {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.documentTitle'));
  const user = useSession((state) => state.user);
  const meta = useMeta();
  const demo = Boolean(meta.data?.demo);
  const vendorId = user && isRole(user.role) && isVendorRole(user.role) ? user.vendorId : null;
  // The vendor's own record is the truth for its approval (staff accounts do not carry it).
  const vendor = useVendor(vendorId).data;

  // The demo notice stands above the cards: drawn once it is known whether there is one, so
  // it never pushes the page down (a layout shift of 0.036 at 1440 px). The shell asked for the
  // installation’s facts at start, so this rarely waits; a failing answer is not waited for.
  if (!user || !isRole(user.role) || (meta.isPending && meta.failureCount === 0))
    return <SpinnerOverlay />;
  // Each side has its own dashboard, the driver too.
  const home = dashboardPath(user.role);
  if (home !== path) return <Navigate to={home} replace />;

  const approval = vendor?.approvalStatus ?? (isVendorRole(user.role) ? user.approvalStatus : null);
  if (approval && approval !== 'Approved') {
    return (
      <Suspense fallback={<SpinnerOverlay />}>
        <VendorStatusPage user={user} status={approval} vendor={vendor} demo={demo} />
      </Suspense>
    );
  }

  const cards = sidebarFor(user.role, user.id).filter((entry) => isCardKey(entry.key));
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('sidebar.dashboard')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingNoName')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Chip label={t(`roles.${user.role}`)} color="primary" size="small" />
        {user.approvalStatus && (
          <Chip
            label={t('shell.account.approvalStatus', { status: user.approvalStatus })}
            size="small"
            variant="outlined"
          />
        )}
        <Chip
          label={t('shell.account.accountStatus', { status: user.accountStatus })}
          size="small"
          variant="outlined"
        />
      </Box>

      <StatusNotices user={user} demo={demo} />

      {can(user.role, 'duties:read') && <TodayDutiesCard />}

      {can(user.role, 'duties:read') && (
        <DashboardChartsSection
          audience={isOperatorRole(user.role) ? { kind: 'operator' } : { kind: 'vendor', vendorId }}
        />
      )}

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.nextTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          mb: 4,
        }}
      >
        {vendorId && (
          <NextStepCard
            to={vendorPath(vendorId)}
            Icon={StorefrontIcon}
            title={t('dashboard.vendorCard.title')}
            body={t('dashboard.vendorCard.body')}
          />
        )}
        {cards.map(({ key, path: to }) => (
          <NextStepCard
            key={key}
            to={to}
            Icon={SIDEBAR_ITEMS[key].Icon}
            title={t(SIDEBAR_ITEMS[key].label)}
            body={t(`dashboard.cards.${key as CardKey}`)}
            count={key === 'drivers' && <DriverCount enabled={can(user.role, 'drivers:read')} />}
            footer={
              key === 'vehicles' && <VehicleCompliance enabled={can(user.role, 'vehicles:read')} />
            }
          />
        ))}
        <NextStepCard
          to={profilePath(user.role, user.id)}
          Icon={PersonIcon}
          title={t('dashboard.profileCard.title')}
          body={t('dashboard.profileCard.body')}
        />
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.accountTitle')}
        </Typography>
        <Typography color="text.secondary">
          {t('dashboard.accountBody', { regId: user.regId })}
        </Typography>
      </Paper>
    </Box>
  );
}

// The cards' figures read their own queries: an answer draws its chip or line, not the whole
// dashboard again (read in the page, each answer drew its 650 elements once more).

function DriverCount({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const drivers = useDriverCount({ enabled }).data;
  if (!drivers) return null;
  return (
    <Chip
      label={t('dashboard.counts.drivers', { count: drivers.total, total: formatTotal(drivers) })}
      size="small"
      color="primary"
      variant="outlined"
    />
  );
}

function VehicleCompliance({ enabled }: { enabled: boolean }) {
  const summary = useComplianceSummary({ enabled }).data;
  return summary ? <ComplianceCounts summary={summary} /> : null;
}
