import type { Role } from '@raahi/domain/roles';
import type { SessionUser } from '@raahi/domain/auth';
import type { QueryClient } from '@tanstack/react-query';
import { getUnreadTotalQueryOptions } from '../features/chat/api/get-unread-total';
import { askForDriverDay } from '../features/duties/api/driver-day';
import { todayIst } from '../features/duties/lib/ist';
import { sharingQueryOptions } from '../features/live-location/api/sharing';
import { countUnreadNotificationsQueryOptions } from '../features/notifications/api/count-unread-notifications';
import { getProfileQueryOptions } from '../features/profile/api/get-profile';
import { mySosQueryOptions } from '../features/safety/api/mine';
import { getMetaQueryOptions } from '../features/system/api/get-meta';
import { isRole } from '../lib/is-role';
import { queryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

/** What the shell around every signed-in screen shows: the person, the badges, the demo note. */
function askForShell(client: QueryClient) {
  void client.prefetchQuery(getProfileQueryOptions());
  void client.prefetchQuery(getMetaQueryOptions());
  void client.prefetchQuery(countUnreadNotificationsQueryOptions());
  void client.prefetchQuery(getUnreadTotalQueryOptions());
}

function askForDriverDashboard(client: QueryClient, role: Role) {
  if (role !== 'driver') return;
  void client.prefetchQuery(sharingQueryOptions());
  void client.prefetchQuery(mySosQueryOptions());
  askForDriverDay(client, todayIst());
}

/** The screen narrower than 600 px the duties screen opens on its list for (its useMediaQuery). */
const PHONE = theme.breakpoints.down('sm').replace(/^@media\s*/, '');

function askForDuties(client: QueryClient, role: Role) {
  // Without matchMedia (jsdom) the width is unknown: not a phone, as useMediaQuery answers.
  const phone = window.matchMedia?.(PHONE).matches ?? false;
  const search = window.location.search;
  // Its own chunk, beside the screen's: what it reads the address with stays out of the shell.
  void import('../features/duties/api/duties-screen').then(({ askForDutiesScreen }) =>
    askForDutiesScreen(client, { search, role, phone }),
  );
}

/** What a screen asks the server for first, by its path, for the role that opens it. */
const FIRST_QUERIES: Record<string, (client: QueryClient, role: Role) => void> = {
  '/driver-dashboard': askForDriverDashboard,
  '/duties': askForDuties,
};

/**
 * Asks for the shell's and the screen's first answers alongside their code on a signed-in
 * start. Left to them, they were asked for once the code had come and rendered: one more round
 * trip before the first card, and each answer drew the page again as it came.
 */
export function askForScreenData(pathname: string, user: SessionUser | null): void {
  // An account on a temporary password is shown only the screen that replaces it (the API
  // refuses the rest).
  if (!user || !isRole(user.role) || user.mustChangePassword) return;
  const { role } = user;
  askForShell(queryClient);
  FIRST_QUERIES[pathname]?.(queryClient, role);
}
