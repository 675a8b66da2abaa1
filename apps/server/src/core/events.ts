import { WORKFLOW_EVENT_NAMES, type DomainEventDraft } from '@raahi/domain/events';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { afterCommit, type Executor } from '../db/client.js';
import { outboxInsert, type OutboxEntry } from './event-outbox.repository.js';

/** Who, besides the operators, may see an event. */
export interface EventAudience {
  vendorIds?: (string | null)[];
  /** Driver records: their drivers see the event. */
  driverIds?: (string | null)[];
  userIds?: (string | null)[];
}

/** The people an event concerns by its own content: its vendors and its driver. */
function audienceOf(event: DomainEventDraft): EventAudience {
  if (
    event.type === 'notification.created' ||
    event.type === 'account.passwordChanged' ||
    event.type === 'account.newDeviceSignIn'
  )
    return { userIds: [event.userId] };
  if (event.type === 'geofence.crossed')
    return { vendorIds: [event.vendorId], driverIds: [event.driverId] };
  if (event.type === 'sos.raised' || event.type === 'sos.acknowledged')
    return { vendorIds: [event.vendorId], driverIds: [event.driverId] };
  // A chat event names its members itself (`also.userIds`).
  if ('conversationId' in event) return {};
  if ('dutyId' in event) return { vendorIds: [event.vendorId], driverIds: [event.driverId] };
  if (event.type === 'document.changed')
    return {
      vendorIds: event.vendorIds,
      driverIds: event.ownerType === 'driver' ? [event.ownerId] : [],
    };
  if (event.type === 'employee.invited' || event.type === 'employee.joined')
    return { vendorIds: [event.vendorId], userIds: [event.userId] };
  // What is left: a vendor's, driver's or vehicle's workflow step.
  if ('driverId' in event) return { vendorIds: event.vendorIds, driverIds: [event.driverId] };
  return { vendorIds: [event.vendorId] };
}

const present = (ids: (string | null)[] | undefined) => [
  ...new Set((ids ?? []).filter((id): id is string => id !== null)),
];

/** An event as the outbox stores it: its fields, and who besides the operators may see it. */
export function outboxEntry(event: DomainEventDraft, also: EventAudience = {}): OutboxEntry {
  const own = audienceOf(event);
  const { type, ...data } = event;
  return {
    type,
    data,
    vendorIds: present([...(own.vendorIds ?? []), ...(also.vendorIds ?? [])]),
    driverIds: present([...(own.driverIds ?? []), ...(also.driverIds ?? [])]),
    userIds: present([...(own.userIds ?? []), ...(also.userIds ?? [])]),
  };
}

/**
 * Records a domain event in the caller's transaction (never outside one: a rollback must take
 * the event with it). After the commit the dispatcher delivers it to the operators, and to
 * the vendors and drivers it concerns, plus those of `also` (a duty's previous vendor and driver
 * learn that it left them).
 */
export async function emitEvent(
  tx: Executor,
  event: DomainEventDraft,
  also: EventAudience = {},
): Promise<void> {
  await outboxInsert(tx, [outboxEntry(event, also)]);
  eventsWritten(tx);
}

/** Records several events in the caller's transaction, in one statement, in this order. */
export async function emitEvents(tx: Executor, events: DomainEventDraft[]): Promise<void> {
  await outboxInsert(
    tx,
    events.map((event) => outboxEntry(event)),
  );
  if (events.length > 0) eventsWritten(tx);
}

const committedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever events written in this process have been committed: the
 * dispatchers' wake-up (a notification inside the writing transaction would serialise every
 * commit in the database behind one lock, at a third of the bookings per second).
 */
export function onEventsCommitted(listener: () => void): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

/** Says that `db` wrote events: the listeners hear it once they are committed. */
export function eventsWritten(db: Executor): void {
  afterCommit(db, () => {
    for (const listener of committedListeners) listener();
  });
}

/** The record a workflow step moves, as its events name it. */
export type WorkflowSubject =
  | { entity: 'vendor'; vendorId: string; regId: string }
  | { entity: 'driver'; driverId: string; vendorIds: string[]; regId: string }
  | { entity: 'vehicle'; vehicleId: string; vendorId: string; regId: string };

/** The event of a workflow step: `vendor.approved`, `driver.blocked`, … with the new statuses. */
export function workflowEvent(
  subject: WorkflowSubject,
  action: WorkflowAction,
  statuses: { approvalStatus: ApprovalStatus; accountStatus: AccountStatus },
): DomainEventDraft {
  const { entity, ...names } = subject;
  return {
    ...names,
    ...statuses,
    type: `${entity}.${WORKFLOW_EVENT_NAMES[action]}`,
  } as DomainEventDraft;
}
