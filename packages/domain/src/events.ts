import { z } from 'zod';
import { GEOFENCE_CROSSINGS } from './geofences';
import { ChatMessageSchema } from './chat';
import { DutyStatusSchema } from './duty-moves';
import { NotificationKindSchema } from './notifications';
import { RoleSchema } from './enum-schemas';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';
import type { WorkflowAction } from './workflow';

/**
 * Domain events: what changed, as the live socket pushes it and `GET /api/events` replays it.
 * Each carries the changed record's id (and its vendor's, where it has one) and just enough for
 * a screen to update or know what to refetch. `id` orders them: it grows with every event, so a
 * client keeps the last one it saw and asks for what came after it.
 */
const EventBase = z.object({
  /** The event's place in the outbox: later events have larger ids. */
  id: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
});

const DutyFacts = EventBase.extend({
  dutyId: z.uuid(),
  regId: z.string(),
  status: DutyStatusSchema,
  vendorId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
});

export const DUTY_EVENT_TYPES = [
  'duty.created',
  'duty.assigned',
  'duty.statusChanged',
  'duty.moved',
  'duty.updated',
  'duty.cancelled',
  'duty.arrived',
] as const;

const dutyEvents = [
  DutyFacts.extend({ type: z.literal('duty.created') }),
  /** Given to a vendor, or to a driver and vehicle: `vendorId` and `driverId` say whose now. */
  DutyFacts.extend({ type: z.literal('duty.assigned') }),
  /** Accepted, started, completed or a no-show. */
  DutyFacts.extend({ type: z.literal('duty.statusChanged'), from: DutyStatusSchema }),
  /** Its times changed. */
  DutyFacts.extend({
    type: z.literal('duty.moved'),
    scheduledStart: z.iso.datetime(),
    scheduledEnd: z.iso.datetime(),
  }),
  /** Its other details (places, passengers, category, notes) changed. */
  DutyFacts.extend({ type: z.literal('duty.updated') }),
  DutyFacts.extend({ type: z.literal('duty.cancelled') }),
  /** Its vehicle reached the pickup before the start (live location, docs/live-location.md). */
  DutyFacts.extend({ type: z.literal('duty.arrived'), arrivedAt: z.iso.datetime() }),
] as const;

/** What each workflow action (`@raahi/domain/workflow`) made of a vendor, driver or vehicle. */
export const WORKFLOW_EVENT_NAMES = {
  submit: 'submitted',
  resubmit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  activate: 'activated',
  deactivate: 'deactivated',
  block: 'blocked',
  delete: 'deleted',
} as const satisfies Record<WorkflowAction, string>;

const WORKFLOW_CHANGES = [
  'submitted',
  'approved',
  'rejected',
  'activated',
  'deactivated',
  'blocked',
  'deleted',
] as const;

type Prefixed<Entity extends string, Names extends readonly string[]> = {
  [K in keyof Names]: Names[K] extends string ? `${Entity}.${Names[K]}` : never;
};

/** `vendor.submitted`, `vendor.approved`, … for one kind of record. */
function workflowTypes<Entity extends string>(entity: Entity) {
  const types = WORKFLOW_CHANGES.map((change) => `${entity}.${change}`);
  return z.enum(types as unknown as Prefixed<Entity, typeof WORKFLOW_CHANGES>);
}

const RecordStatus = {
  regId: z.string(),
  approvalStatus: ApprovalStatusSchema,
  accountStatus: AccountStatusSchema,
};

const recordEvents = [
  EventBase.extend({ type: workflowTypes('vendor'), vendorId: z.uuid(), ...RecordStatus }),
  /** A driver may work for several vendors: each of them sees it. */
  EventBase.extend({
    type: workflowTypes('driver'),
    driverId: z.uuid(),
    vendorIds: z.array(z.uuid()),
    ...RecordStatus,
  }),
  EventBase.extend({
    type: workflowTypes('vehicle'),
    vehicleId: z.uuid(),
    vendorId: z.uuid(),
    ...RecordStatus,
  }),
] as const;

export const DOCUMENT_OWNER_TYPES = [
  'driver',
  'vehicle',
  'driver-renewal',
  'vehicle-renewal',
] as const;

const otherEvents = [
  /** A file of a driver or vehicle (or of a renewal of theirs) was uploaded or removed. */
  EventBase.extend({
    type: z.literal('document.changed'),
    ownerType: z.enum(DOCUMENT_OWNER_TYPES),
    ownerId: z.uuid(),
    slot: z.string(),
    change: z.enum(['uploaded', 'removed']),
    vendorIds: z.array(z.uuid()),
  }),
  /** Staff were added (by invitation or with a temporary password). */
  EventBase.extend({
    type: z.literal('employee.invited'),
    userId: z.uuid(),
    role: RoleSchema,
    vendorId: z.uuid().nullable(),
  }),
  /** Staff accepted their invitation and set a password. */
  EventBase.extend({
    type: z.literal('employee.joined'),
    userId: z.uuid(),
    role: RoleSchema,
    vendorId: z.uuid().nullable(),
  }),
  /**
   * A manual task (`@raahi/domain/tasks`) was added or changed; `vendorId` is its organisation
   * (null: the operator's), whose people refetch their queues and badges.
   */
  EventBase.extend({
    type: z.literal('task.changed'),
    taskId: z.uuid(),
    vendorId: z.uuid().nullable(),
  }),
  /**
   * The account's password was changed by its holder (the forced first change too); only the
   * account hears of it.
   */
  EventBase.extend({
    type: z.literal('account.passwordChanged'),
    userId: z.uuid(),
    role: RoleSchema,
  }),
  /**
   * The account signed in from a device it had not signed in from before (never its first
   * sign-in): `device` describes the browser, e.g. 'Chrome on Android'. Only the account hears.
   */
  EventBase.extend({
    type: z.literal('account.newDeviceSignIn'),
    userId: z.uuid(),
    role: RoleSchema,
    device: z.string(),
  }),
  /**
   * An SOS (`@raahi/domain/safety`) was raised: the operators, the duty's vendor and its driver
   * hear of it; the operators' and vendor's open pages sound until it is acknowledged.
   */
  EventBase.extend({
    type: z.literal('sos.raised'),
    alertId: z.uuid(),
    source: z.enum(['driver', 'passenger']),
    vendorId: z.uuid().nullable(),
    driverId: z.uuid().nullable(),
    dutyRegId: z.string().nullable(),
    vehicleId: z.uuid().nullable(),
    vehicleNumber: z.string().nullable(),
    /** A map link to where it was raised (null: no position known). */
    map: z.string().nullable(),
  }),
  /** Someone of the operator or the vendor acknowledged an SOS: the alarms stop. */
  EventBase.extend({
    type: z.literal('sos.acknowledged'),
    alertId: z.uuid(),
    vendorId: z.uuid().nullable(),
    driverId: z.uuid().nullable(),
  }),
  /**
   * A vehicle entered or left a geofence (`@raahi/domain/geofences`): on its duty's timeline
   * when it had one; notified when the geofence says so. The vehicle's vendor sees it.
   */
  EventBase.extend({
    type: z.literal('geofence.crossed'),
    crossing: z.enum(GEOFENCE_CROSSINGS),
    geofenceId: z.uuid(),
    geofenceName: z.string(),
    notify: z.boolean(),
    vehicleId: z.uuid(),
    vehicleNumber: z.string(),
    vendorId: z.uuid(),
    /** The duty the vehicle was on or driving to, if any. */
    dutyId: z.uuid().nullable(),
    dutyRegId: z.string().nullable(),
    driverId: z.uuid().nullable(),
    at: z.iso.datetime({ offset: true }),
  }),
  /** A notification for `userId` (`@raahi/domain/notifications`): its bell counts up. */
  EventBase.extend({
    type: z.literal('notification.created'),
    notificationId: z.uuid(),
    userId: z.uuid(),
    kind: NotificationKindSchema,
  }),
] as const;

export const CHAT_EVENT_TYPES = [
  'chat.message',
  'chat.messageHidden',
  'chat.read',
  'chat.membersChanged',
] as const;

/**
 * Chat's events go to the conversation's members only (their user ids), never to every
 * operator: a vendor's talk with its driver is theirs.
 */
const chatEvents = [
  /** A new message (a system line included), `state` as its author sees it: `sent`. */
  EventBase.extend({
    type: z.literal('chat.message'),
    conversationId: z.uuid(),
    message: ChatMessageSchema,
  }),
  /** An admin hid a message: `message` is what everyone sees now. */
  EventBase.extend({
    type: z.literal('chat.messageHidden'),
    conversationId: z.uuid(),
    message: ChatMessageSchema,
  }),
  /** A member read up to a message: its author's messages up to it show `read`. */
  EventBase.extend({
    type: z.literal('chat.read'),
    conversationId: z.uuid(),
    userId: z.uuid(),
    lastReadMessageId: z.uuid(),
  }),
  /** Members joined or left (a duty reassigned): refetch the conversation and the list. */
  EventBase.extend({ type: z.literal('chat.membersChanged'), conversationId: z.uuid() }),
] as const;

/** Events only their addressed users see; what one person is told is nobody else's business. */
export const MEMBERS_ONLY_EVENT_TYPES: readonly string[] = [
  ...CHAT_EVENT_TYPES,
  'notification.created',
  // An account's security is its own: operators are not told of each other's sign-ins.
  'account.passwordChanged',
  'account.newDeviceSignIn',
];

/** Whether only the event's addressed users may see it (operators included only by name). */
export function isMembersOnlyEvent(type: string): boolean {
  return MEMBERS_ONLY_EVENT_TYPES.includes(type);
}

export const DomainEventSchema = z.discriminatedUnion('type', [
  ...dutyEvents,
  ...recordEvents,
  ...otherEvents,
  ...chatEvents,
]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DutyEvent = Extract<DomainEvent, { type: (typeof DUTY_EVENT_TYPES)[number] }>;
export type ChatEvent = Extract<DomainEvent, { type: (typeof CHAT_EVENT_TYPES)[number] }>;

type Draft<Event> = Event extends unknown ? Omit<Event, 'id' | 'occurredAt'> : never;
/** An event as a service writes it: the outbox gives it its id and time. */
export type DomainEventDraft = Draft<DomainEvent>;

/** A live-socket message: the event's type, and the event. */
export interface EventMessage {
  event: DomainEventType;
  data: DomainEvent;
}

export const EVENTS_PAGE_SIZE = 100;
/** How long events can be replayed; a client offline for longer refetches what it shows. */
export const EVENTS_KEPT_HOURS = 24;

export const EventsQuerySchema = z.object({
  /** The last event id the client saw (`registered` gives the one to start from). */
  after: z.coerce.number().int().min(0),
  /**
   * The `lastEventId` of the socket's `registered` message: the replay goes up to it even when
   * this request reaches a server process that has not delivered that far yet. Without it, up to
   * what the answering process has delivered.
   */
  through: z.coerce.number().int().min(0).optional(),
});
export type EventsQuery = z.infer<typeof EventsQuerySchema>;

export const EventsPageSchema = z.object({
  /** The caller's events after `after`, oldest first, at most EVENTS_PAGE_SIZE. */
  items: z.array(DomainEventSchema),
  /** Ask again with the last item's id: there are more. */
  hasMore: z.boolean(),
  /**
   * Events after `after` are no longer kept (EVENTS_KEPT_HOURS): refetch what is shown
   * instead of replaying.
   */
  expired: z.boolean(),
});
export type EventsPage = z.infer<typeof EventsPageSchema>;
