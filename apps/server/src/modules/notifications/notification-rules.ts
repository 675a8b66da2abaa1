import type { DomainEvent } from '@raahi/domain/events';
import type { NotificationKind, NotificationParams } from '@raahi/domain/notifications';
import { profilePath } from '@raahi/domain/roles';

/** Who is to be told, before the people are looked up. */
export interface RecipientGroups {
  /** Every admin and ADMIN_USER. */
  operators?: boolean;
  /** Each vendor's owner and VENDOR_USERs. */
  vendorIds?: (string | null)[];
  /** Each driver's own account. */
  driverIds?: (string | null)[];
  /** Whoever created (invited) these accounts. */
  invitersOf?: string[];
  /** These accounts themselves (what happened to the account is told to it alone). */
  accounts?: string[];
  /** Never these accounts (the one who joined is not told of it). */
  except?: string[];
}

/** What an event tells, and to whom; the record's facts are added from the database. */
export interface NotificationPlan {
  eventId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  to: RecipientGroups;
  /** A rejection: its reason is read from this record. */
  reasonOf?: { entity: 'vendor' | 'driver' | 'vehicle'; id: string };
  /** An account whose name the words use. */
  nameOf?: string;
}

const DUTY_KINDS: Partial<Record<DomainEvent['type'], NotificationKind>> = {
  'duty.assigned': 'duty-assigned',
  'duty.moved': 'duty-moved',
  'duty.updated': 'duty-updated',
  'duty.cancelled': 'duty-cancelled',
};

const recordLink = {
  vendor: (id: string) => `/vendors/${id}`,
  driver: (id: string) => `/drivers/${id}`,
  vehicle: (id: string) => `/vehicles/${id}`,
} as const;

/**
 * Whom an event from the backbone notifies, and of what (docs/notifications.md's table):
 * submitted for review → the operators; approved or rejected → the record's owner (a vendor's
 * people; a driver and its vendors; a vehicle's vendor); a duty assigned, moved, changed or
 * cancelled → its vendor's people and its driver; an SOS → the operators and the duty's vendor's
 * people; staff joined → their inviter and their vendor's people; a password changed or a
 * sign-in from a new device → the account alone. Every other event notifies nobody (null).
 */
export function planFor(event: DomainEvent): NotificationPlan | null {
  const eventId = event.id;
  const dutyKind = DUTY_KINDS[event.type];
  if (dutyKind && 'dutyId' in event && 'regId' in event) {
    const params: NotificationParams = { regId: event.regId };
    if (event.type === 'duty.moved') params.scheduledStart = event.scheduledStart;
    return {
      eventId,
      kind: dutyKind,
      params,
      link: `/duties?duty=${event.dutyId}`,
      to: { vendorIds: [event.vendorId], driverIds: [event.driverId] },
    };
  }
  if (event.type === 'account.passwordChanged')
    return {
      eventId,
      kind: 'password-changed',
      params: { changedAt: event.occurredAt },
      link: profilePath(event.role, event.userId),
      to: { accounts: [event.userId] },
    };
  if (event.type === 'account.newDeviceSignIn')
    return {
      eventId,
      kind: 'new-device-sign-in',
      params: { device: event.device, signedInAt: event.occurredAt },
      link: profilePath(event.role, event.userId),
      to: { accounts: [event.userId] },
    };
  if (event.type === 'sos.raised')
    return {
      eventId,
      kind: 'sos-raised',
      params: {
        source: event.source,
        regId: event.dutyRegId ?? '-',
        vehicleNumber: event.vehicleNumber ?? '-',
        map: event.map ?? '-',
      },
      link: event.vehicleId ? `/livelocation?vehicle=${event.vehicleId}` : '/livelocation',
      to: { operators: true, vendorIds: [event.vendorId] },
    };
  if (event.type === 'geofence.crossed' && event.notify)
    return {
      eventId,
      kind: 'geofence-crossed',
      params: {
        vehicleNumber: event.vehicleNumber,
        crossing: event.crossing,
        geofence: event.geofenceName,
        at: event.at,
        regId: event.dutyRegId ?? '-',
      },
      link: `/livelocation?vehicle=${event.vehicleId}`,
      to: { operators: true, vendorIds: [event.vendorId] },
    };
  if (event.type === 'employee.joined')
    return {
      eventId,
      kind: 'invitation-accepted',
      params: { role: event.role },
      link: `/manage-your-employees/${event.userId}`,
      to: {
        invitersOf: [event.userId],
        vendorIds: [event.vendorId],
        except: [event.userId],
      },
      nameOf: event.userId,
    };
  return workflowPlan(event);
}

function workflowPlan(event: DomainEvent): NotificationPlan | null {
  const [entity, change] = event.type.split('.') as [string, string];
  if (change !== 'submitted' && change !== 'approved' && change !== 'rejected') return null;
  const base = { eventId: event.id, params: {} as NotificationParams };
  let plan: NotificationPlan;
  if (entity === 'vendor' && 'vendorId' in event && event.vendorId) {
    const id = event.vendorId;
    plan = {
      ...base,
      kind: `vendor-${change}`,
      link: change === 'submitted' ? recordLink.vendor(id) : '/vendor-dashboard',
      to: change === 'submitted' ? { operators: true } : { vendorIds: [id] },
      reasonOf: { entity: 'vendor', id },
    };
  } else if (entity === 'driver' && 'driverId' in event && 'vendorIds' in event) {
    plan = {
      ...base,
      kind: `driver-${change}`,
      link: recordLink.driver(event.driverId),
      to:
        change === 'submitted'
          ? { operators: true }
          : { vendorIds: event.vendorIds, driverIds: [event.driverId] },
      reasonOf: { entity: 'driver', id: event.driverId },
    };
  } else if (entity === 'vehicle' && 'vehicleId' in event && event.vehicleId) {
    plan = {
      ...base,
      kind: `vehicle-${change}`,
      link: recordLink.vehicle(event.vehicleId),
      to: change === 'submitted' ? { operators: true } : { vendorIds: [event.vendorId] },
      reasonOf: { entity: 'vehicle', id: event.vehicleId },
    };
  } else return null;
  if ('regId' in event) plan.params.regId = event.regId;
  if (change !== 'rejected') delete plan.reasonOf;
  return plan;
}

/** The people behind recipient groups, as the database knows them. */
export interface Directory {
  operators: string[];
  /** Vendor id → its owner's and VENDOR_USERs' accounts. */
  vendorPeople: Map<string, string[]>;
  /** Driver id → its account. */
  driverAccounts: Map<string, string>;
  /** Account id → who created it. */
  inviters: Map<string, string | null>;
  /** The named accounts that are not deleted. */
  accounts: Set<string>;
}

/** The accounts a plan's groups name, each once, without its exceptions. */
export function recipientsOf(to: RecipientGroups, directory: Directory): string[] {
  const ids = new Set<string>();
  if (to.operators) directory.operators.forEach((id) => ids.add(id));
  for (const vendorId of to.vendorIds ?? [])
    if (vendorId) directory.vendorPeople.get(vendorId)?.forEach((id) => ids.add(id));
  for (const driverId of to.driverIds ?? []) {
    const account = driverId ? directory.driverAccounts.get(driverId) : undefined;
    if (account) ids.add(account);
  }
  for (const userId of to.invitersOf ?? []) {
    const inviter = directory.inviters.get(userId);
    if (inviter) ids.add(inviter);
  }
  for (const userId of to.accounts ?? []) if (directory.accounts.has(userId)) ids.add(userId);
  for (const id of to.except ?? []) ids.delete(id);
  return [...ids];
}
