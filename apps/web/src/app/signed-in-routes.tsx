import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../lib/session';
import { RequireAuth } from './guards/require-auth';
import { lazyComponent } from '../lib/lazy-component';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { PublicLayout } from './layout/public-layout';
import { askForScreenData } from './screen-data';
import type { ScreenKey } from './routes/coming-soon';
import { RouteErrorBoundary } from './routes/route-error';

// The signed-in app's routes (spec §2), and the not-found page for a path that is none of them:
// a chunk of their own, which the landing and public pages never download (the entry held this
// table, each screen's lazy import and its preload list: 3.4 KB gzip of every first load).

const ComingSoonPage = lazyScreen(() =>
  import('./routes/coming-soon').then((m) => ({ default: m.ComingSoonPage })),
);
const AppShell = lazyScreen(() =>
  import('./layout/app-shell').then((m) => ({ default: m.AppShell })),
);
const DashboardPage = lazyScreen(() =>
  import('./routes/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const DriverDashboardPage = lazyScreen(() =>
  import('./routes/dashboard/driver-dashboard-page').then((m) => ({
    default: m.DriverDashboardPage,
  })),
);
const EmployeesPage = lazyScreen(() =>
  import('./routes/employees/employees-page').then((m) => ({ default: m.EmployeesPage })),
);
const EmployeeAddPage = lazyScreen(() =>
  import('./routes/employees/employee-add-page').then((m) => ({ default: m.EmployeeAddPage })),
);
const EmployeeDetailsPage = lazyScreen(() =>
  import('./routes/employees/employee-details-page').then((m) => ({
    default: m.EmployeeDetailsPage,
  })),
);
const DriversListPage = lazyScreen(() =>
  import('./routes/drivers/drivers-list-page').then((m) => ({ default: m.DriversListPage })),
);
const DriverAddPage = lazyScreen(() =>
  import('./routes/drivers/driver-add-page').then((m) => ({ default: m.DriverAddPage })),
);
const DriverDetailsPage = lazyScreen(() =>
  import('./routes/drivers/driver-details-page').then((m) => ({ default: m.DriverDetailsPage })),
);
const VehiclesListPage = lazyScreen(() =>
  import('./routes/vehicles/vehicles-list-page').then((m) => ({ default: m.VehiclesListPage })),
);
const VehicleAddPage = lazyScreen(() =>
  import('./routes/vehicles/vehicle-add-page').then((m) => ({ default: m.VehicleAddPage })),
);
const VehicleDetailsPage = lazyScreen(() =>
  import('./routes/vehicles/vehicle-details-page').then((m) => ({
    default: m.VehicleDetailsPage,
  })),
);
const VendorsPage = lazyScreen(() =>
  import('./routes/vendors/vendors-page').then((m) => ({ default: m.VendorsPage })),
);
const VendorPage = lazyScreen(() =>
  import('./routes/vendors/vendor-page').then((m) => ({ default: m.VendorPage })),
);
const DutiesPage = lazyScreen(() =>
  import('./routes/duties/duties-page').then((m) => ({ default: m.DutiesPage })),
);
const DutySlipPage = lazyScreen(() =>
  import('./routes/duties/duty-slip-page').then((m) => ({ default: m.DutySlipPage })),
);
const ProfilePage = lazyScreen(() =>
  import('./routes/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const ChatPage = lazyScreen(() =>
  import('./routes/chat/chat-page').then((m) => ({ default: m.ChatPage })),
);
const LiveLocationPage = lazyScreen(() =>
  import('./routes/live-location/live-location-page').then((m) => ({
    default: m.LiveLocationPage,
  })),
);
const DevicesPage = lazyScreen(() =>
  import('./routes/live-location/devices-page').then((m) => ({ default: m.DevicesPage })),
);
const TasksPage = lazyScreen(() =>
  import('./routes/tasks/tasks-page').then((m) => ({ default: m.TasksPage })),
);
const RatingReviewsPage = lazyScreen(() =>
  import('./routes/ratings/rating-reviews-page').then((m) => ({ default: m.RatingReviewsPage })),
);
const ReportsPage = lazyScreen(() =>
  import('./routes/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const ReportPage = lazyScreen(() =>
  import('./routes/reports/report-page').then((m) => ({ default: m.ReportPage })),
);
const BillingPage = lazyScreen(() =>
  import('./routes/billing/billing-page').then((m) => ({ default: m.BillingPage })),
);
const SettlementsPage = lazyScreen(() =>
  import('./routes/billing/settlements-page').then((m) => ({ default: m.SettlementsPage })),
);
const TariffsPage = lazyScreen(() =>
  import('./routes/billing/tariffs-page').then((m) => ({ default: m.TariffsPage })),
);
const InvoicesPage = lazyScreen(() =>
  import('./routes/billing/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const ClientsPage = lazyScreen(() =>
  import('./routes/billing/clients-page').then((m) => ({ default: m.ClientsPage })),
);
const CompanyProfilePage = lazyScreen(() =>
  import('./routes/company-profile/company-profile-page').then((m) => ({
    default: m.CompanyProfilePage,
  })),
);
const NotificationsPage = lazyScreen(() =>
  import('./routes/notifications/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const LanguagesPage = lazyScreen(() =>
  import('./routes/languages/languages-page').then((m) => ({ default: m.LanguagesPage })),
);
const SettingsPage = lazyScreen(() =>
  import('./routes/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const NotFoundPage = lazyComponent(() => import('./routes/not-found').then((m) => m.NotFoundPage));

/** A route whose feature is not built yet; replace it with the real page when it lands. */
function comingSoon(path: string, screen: ScreenKey): RouteObject {
  return { path, element: <ComingSoonPage screen={screen} /> };
}

const profileRoutes: RouteObject[] = [
  'admin/profile/:userId',
  'vendor/profile/:userId',
  'admin-user/profile/:userId',
  'vendor-user/profile/:userId',
  'profile/:userId',
].map((path) => ({ path, element: <ProfilePage /> }));

const protectedRoutes: RouteObject[] = [
  { path: 'admin-dashboard', element: <DashboardPage path="/admin-dashboard" /> },
  { path: 'vendor-dashboard', element: <DashboardPage path="/vendor-dashboard" /> },
  { path: 'driver-dashboard', element: <DriverDashboardPage /> },
  { path: 'vendors', element: <VendorsPage /> },
  { path: 'vendors/:vendorId', element: <VendorPage /> },
  { path: 'drivers', element: <DriversListPage /> },
  { path: 'drivers/add', element: <DriverAddPage /> },
  { path: 'drivers/:driverId', element: <DriverDetailsPage /> },
  { path: 'vehicles', element: <VehiclesListPage /> },
  { path: 'vehicles/add', element: <VehicleAddPage /> },
  { path: 'vehicles/:vehicleId', element: <VehicleDetailsPage /> },
  { path: 'manage-your-employees', element: <EmployeesPage /> },
  { path: 'manage-your-employees/add', element: <EmployeeAddPage /> },
  { path: 'manage-your-employees/:userId', element: <EmployeeDetailsPage /> },
  ...profileRoutes,
  { path: 'duties', element: <DutiesPage /> },
  { path: 'duties/:dutyId/slip', element: <DutySlipPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'tasks', element: <TasksPage /> },
  { path: 'livelocation', element: <LiveLocationPage /> },
  { path: 'livelocation/devices', element: <DevicesPage /> },
  // One route, so opening a conversation keeps the list mounted beside it.
  { path: 'chat/:conversationId?', element: <ChatPage /> },
  // Sidebar-only targets (spec §2). The path is matched literally, '&' included.
  { path: 'reports', element: <ReportsPage /> },
  { path: 'reports/:kind', element: <ReportPage /> },
  { path: 'rating&reviews', element: <RatingReviewsPage /> },
  // Billing's tabs (issue 29): settlements until its screen lands.
  { path: 'billing', element: <BillingPage /> },
  { path: 'billing/invoices', element: <InvoicesPage /> },
  { path: 'billing/tariffs', element: <TariffsPage /> },
  { path: 'billing/settlements', element: <SettlementsPage /> },
  { path: 'billing/clients', element: <ClientsPage /> },
  comingSoon('logs', 'logs'),
  { path: 'companyprofile', element: <CompanyProfilePage /> },
  comingSoon('support', 'support'),
  comingSoon('security', 'security'),
  comingSoon('calendar', 'calendar'),
  { path: 'languages', element: <LanguagesPage /> },
  comingSoon('help', 'help'),
];

const signedInRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RequireAuth />
      </RouteErrorBoundary>
    ),
    children: [{ element: <AppShell />, children: protectedRoutes }],
  },
  {
    element: (
      <RouteErrorBoundary>
        <PublicLayout />
      </RouteErrorBoundary>
    ),
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * Starts loading the shell and the screen `pathname` shows, signed in, and asks for the
 * screen's first answers meanwhile; answers when the code has come: the route table renders
 * the shell and the screen without a spinner between them.
 */
export function preloadSignedIn(pathname: string): Promise<unknown> {
  const session = useSession.getState();
  if (!session.hasToken()) return Promise.resolve();
  askForScreenData(pathname, session.user);
  return preloadScreens(signedInRoutes, pathname);
}

/** Every path the public table does not name: a signed-in screen, or not found. */
export function SignedInRoutes() {
  const { pathname } = useLocation();
  const signedIn = useSession((state) => state.hasToken());
  // The screen's code comes with the shell's, not after it (idempotent: once per screen).
  if (signedIn) void preloadScreens(signedInRoutes, pathname);
  return useRoutes(signedInRoutes);
}
