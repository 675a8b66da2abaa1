import type { DomainEvent } from '@raahi/domain/events';
import { useQueryClient, type QueryCache, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { driverKeys } from '../features/drivers/api/keys';
import { dutyKeys } from '../features/duties/api/keys';
import { ADMINS_QUERY_KEY } from '../features/employees/api/list-admins';
import { EMPLOYEES_QUERY_KEY } from '../features/employees/api/list-employees';
import { notificationKeys } from '../features/notifications/api/keys';
import { PROFILE_QUERY_KEY } from '../features/profile/api/get-profile';
import { getUserQueryOptions } from '../features/profile/api/get-user';
import { vehicleKeys } from '../features/vehicles/api/keys';
import { taskKeys } from '../features/tasks/api/keys';
import { sosKeys } from '../features/safety/api/keys';
import { VENDORS_QUERY_KEY } from '../features/vendors/api/list-vendors';
import { chatQueryMatcher, patchChatCaches } from './live-chat-events';
import { dutyQueryMatcher } from './live-duty-events';

/** Who is watching: some events concern their own account. */
export interface LiveViewer {
  userId: string;
  role: string;
  vendorId: string | null;
}

/** Whether a cached query (by its key and data) is made stale by an event. */
type Matcher = (key: readonly unknown[], data: unknown) => boolean;

type EventOf<Prefix extends string> = Extract<DomainEvent, { type: `${Prefix}.${string}` }>;

function isOf<Prefix extends string>(event: DomainEvent, prefix: Prefix): event is EventOf<Prefix> {
  return event.type.startsWith(`${prefix}.`);
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

const under =
  (...prefixes: (readonly unknown[])[]): Matcher =>
  (key) =>
    prefixes.some((prefix) => startsWith(key, prefix));

const anyOf =
  (...matchers: (Matcher | false)[]): Matcher =>
  (key, data) =>
    matchers.some((matcher) => matcher !== false && matcher(key, data));

// The entries of one record under its kind's key (['vendors', 'detail', id], …).
const RECORD_ENTRIES = new Set<unknown>(['detail', 'audit']);

/**
 * Everything under a kind of record's key (its lists, counts, options) except the other
 * records' own pages: a change to one vendor refetches the vendor list, not every vendor open.
 */
const recordOf =
  (root: readonly unknown[], id: string): Matcher =>
  (key) =>
    startsWith(key, root) && !(RECORD_ENTRIES.has(key[1]) && key[2] !== id);

/** Who may drive or serve a duty: a booking's or an assignment's choices. */
const eligibility = under([...dutyKeys.all, 'eligible']);
const ownProfile = under(PROFILE_QUERY_KEY);

function matcherFor(event: DomainEvent, viewer: LiveViewer, cache: QueryCache): Matcher {
  if (isOf(event, 'duty')) return dutyQueryMatcher(event, cache);
  if (isOf(event, 'chat')) return chatQueryMatcher(event, viewer.userId);
  // Only its recipient hears of a notification: the bell and the centre refetch.
  if (event.type === 'notification.created') return under(notificationKeys.all);
  if (isOf(event, 'vendor'))
    return anyOf(
      recordOf(VENDORS_QUERY_KEY, event.vendorId),
      eligibility,
      // A vendor's own people carry its approval in their session (its status page, the menu).
      viewer.vendorId === event.vendorId && ownProfile,
    );
  if (isOf(event, 'driver'))
    return anyOf(
      recordOf(driverKeys.all, event.driverId),
      eligibility,
      // A driver hears only of its own record.
      viewer.role === 'driver' && ownProfile,
    );
  if (isOf(event, 'vehicle')) return anyOf(recordOf(vehicleKeys.all, event.vehicleId), eligibility);
  if (isOf(event, 'document')) {
    // A renewal's documents are kept under the driver or vehicle it renews.
    const driver = event.ownerType === 'driver' || event.ownerType === 'driver-renewal';
    return recordOf(driver ? driverKeys.all : vehicleKeys.all, event.ownerId);
  }
  if (isOf(event, 'employee'))
    return anyOf(
      recordOf(EMPLOYEES_QUERY_KEY, event.userId),
      under(ADMINS_QUERY_KEY, getUserQueryOptions(event.userId).queryKey),
      event.userId === viewer.userId && ownProfile,
    );
  // An SOS raised or answered: the alarms, the driver's card.
  if (isOf(event, 'sos')) return under(sosKeys.all);
  // A kind this build does not know (a newer server): nothing of it is cached here.
  return () => false;
}

const TASK_SOURCES = [
  'duty',
  'vendor',
  'driver',
  'vehicle',
  'document',
  'employee',
  'task',
  'sos',
] as const;

/**
 * Brings the screens up to date with events: the cached queries they touch are invalidated
 * together, and TanStack Query refetches those on screen (the others when next shown). What
 * each event touches is decided here, in one place, from the features' query keys.
 */
export function applyLiveEvents(
  client: QueryClient,
  events: readonly DomainEvent[],
  viewer: LiveViewer,
): Promise<void> {
  const cache = client.getQueryCache();
  patchChatCaches(
    client,
    events.filter((event) => isOf(event, 'chat')),
    viewer.userId,
  );
  const matchers = events.map((event) => matcherFor(event, viewer, cache));
  // Tasks are derived from these records: any change to one may open or close a task.
  if (events.some((event) => TASK_SOURCES.some((prefix) => isOf(event, prefix))))
    matchers.push(under(taskKeys.all));
  return client.invalidateQueries({
    predicate: (query) => matchers.some((matches) => matches(query.queryKey, query.state.data)),
  });
}

/** applyLiveEvents for the signed-in user, with the app's query client. */
export function useApplyLiveEvents(
  viewer: LiveViewer | null,
): (events: readonly DomainEvent[]) => void {
  const client = useQueryClient();
  const userId = viewer?.userId;
  const role = viewer?.role;
  const vendorId = viewer?.vendorId ?? null;
  return useCallback(
    (events) => {
      if (userId && role) void applyLiveEvents(client, events, { userId, role, vendorId });
    },
    [client, userId, role, vendorId],
  );
}
