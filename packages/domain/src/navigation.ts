import { ROLES, dashboardPath, type Role } from './roles';

type PathTarget = string | ((role: Role, userId: string) => string);

interface SidebarEntry {
  readonly key: string;
  readonly label: string;
  readonly path: PathTarget;
  readonly roles: readonly Role[];
}

const STAFFED: readonly Role[] = ['admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER'];

// Spec §6 hide lists, then DESIGN.md §2: entries hidden for every role are features not built yet
// and keep `roles: []` until they are. The spec's driver list leaves Employees visible, but a
// driver has no employee action in the permission table, so the entry is hidden for it.
export const SIDEBAR = [
  { key: 'dashboard', label: 'Dashboard', path: dashboardPath, roles: ROLES },
  { key: 'vendors', label: 'Connected Vendors', path: '/vendors', roles: ['admin', 'ADMIN_USER'] },
  { key: 'drivers', label: 'Connected Drivers', path: '/drivers', roles: STAFFED },
  { key: 'vehicles', label: 'Vehicles', path: '/vehicles', roles: STAFFED },
  { key: 'duties', label: 'Duties', path: '/duties', roles: ROLES },
  // The spec hid Live Location from every role (DESIGN.md: not built); the operator's staff
  // and the vendors' people each see their own vehicles on it.
  { key: 'live-location', label: 'Live Location', path: '/livelocation', roles: STAFFED },
  {
    key: 'employees',
    label: 'Employees',
    path: '/manage-your-employees',
    roles: ['admin', 'vendor'],
  },
  // Every role is told of something (reviews, approvals, duties, reminders): shown to all,
  // although the spec's lists hid Notifications from every role.
  { key: 'notifications', label: 'Notifications', path: '/notifications', roles: ROLES },
  // Every role has conversations (a duty's, operator and vendor, vendor and driver): shown to
  // all, the driver included, although the spec's lists hid Chat from every role.
  { key: 'chat', label: 'Chat', path: '/chat', roles: ROLES },
  // The spec hid Reports from every role (DESIGN.md: not built); each role reads its own scope,
  // the driver only its own performance report (docs/reports.md).
  { key: 'reports', label: 'Reports', path: '/reports', roles: ROLES },
  // The spec hid Rating & Reviews from every role (DESIGN.md: not built); the operator's staff
  // and the vendors' people each see the ratings of their own duties.
  { key: 'rating-reviews', label: 'Rating & Reviews', path: '/rating&reviews', roles: STAFFED },
  // Not in the spec (issue 29): the operator's invoices and tariffs, and each vendor's own
  // settlements and purchase rates, under tabs.
  { key: 'billing', label: 'Billing', path: '/billing', roles: STAFFED },
  { key: 'settings', label: 'Settings', path: '/settings', roles: ['admin', 'ADMIN_USER'] },
  { key: 'logs', label: 'Logs', path: '/logs', roles: [] },
  // The spec hid Company Profile from every role; it is the operator's legal details on every
  // invoice (issue 29): its staff read them, the admin changes them.
  {
    key: 'company-profile',
    label: 'Company Profile',
    path: '/companyprofile',
    roles: ['admin', 'ADMIN_USER'],
  },
  { key: 'support', label: 'Support', path: '/support', roles: [] },
  { key: 'security', label: 'Security', path: '/security', roles: [] },
  // Each staffed role's work queue; the spec hid Tasks from every role (DESIGN.md: not built).
  { key: 'tasks', label: 'Tasks', path: '/tasks', roles: STAFFED },
  { key: 'calendar', label: 'Calendar', path: '/calendar', roles: [] },
  // Everyone chooses the language of their own screens, the driver first of all; the spec's
  // lists hid Languages from every role.
  { key: 'languages', label: 'Languages', path: '/languages', roles: ROLES },
  { key: 'help', label: 'Help', path: '/help', roles: [] },
] as const satisfies readonly SidebarEntry[];

export type SidebarKey = (typeof SIDEBAR)[number]['key'];

export interface SidebarLink {
  key: SidebarKey;
  label: string;
  path: string;
}

function resolveSidebarPath(target: PathTarget, role: Role, userId: string): string {
  return typeof target === 'string' ? target : target(role, userId);
}

export function sidebarFor(role: Role, userId: string): SidebarLink[] {
  return SIDEBAR.filter((entry) => {
    const roles: readonly Role[] = entry.roles;
    return roles.includes(role);
  }).map((entry) => ({
    key: entry.key,
    label: entry.label,
    path: resolveSidebarPath(entry.path, role, userId),
  }));
}

function normalisePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  try {
    // '/rating&reviews' may arrive percent-encoded ('%26') from a link built with encodeURIComponent.
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isUnder(pathname: string, prefix: string): boolean {
  if (pathname === prefix) return true;
  return pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

// Segment boundary so '/drivers' does not light up for '/drivers-archive'; the longest match wins
// so a nested entry would beat its parent.
export function activeSidebarKey<K extends string>(
  entries: readonly { key: K; path: string }[],
  pathname: string,
): K | undefined {
  const current = normalisePathname(pathname);
  let best: { key: K; path: string } | undefined;
  for (const entry of entries) {
    if (isUnder(current, entry.path) && (!best || entry.path.length > best.path.length)) {
      best = entry;
    }
  }
  return best?.key;
}
