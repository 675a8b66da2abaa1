import type { DutyMove, DutyStatus } from '@raahi/domain/duty-constants';
import type { DomainEventDraft } from '@raahi/domain/events';
import type { DutyRow } from './duty-selections.repository.js';

type Facts = Pick<DutyRow, 'id' | 'regId' | 'status' | 'vendorId' | 'driverId'>;

/** What every duty event says of the duty (@raahi/domain/events). */
const factsOf = (duty: Facts) => ({
  dutyId: duty.id,
  regId: duty.regId,
  status: duty.status as DutyStatus,
  vendorId: duty.vendorId,
  driverId: duty.driverId,
});

/** The event of a move: given to a vendor or crew, through its statuses, or cancelled. */
export function moveEvent(move: DutyMove, before: Facts, after: Facts): DomainEventDraft {
  switch (move) {
    case 'assign-vendor':
    case 'assign':
      return { type: 'duty.assigned', ...factsOf(after) };
    case 'cancel':
      return { type: 'duty.cancelled', ...factsOf(after) };
    case 'accept':
    case 'start':
    case 'complete':
    case 'no-show':
      return { type: 'duty.statusChanged', ...factsOf(after), from: before.status as DutyStatus };
  }
}

/** The event of an edit: moved when its times changed, updated otherwise. */
export function editEvent(
  after: Facts & Pick<DutyRow, 'scheduledStart' | 'scheduledEnd'>,
  changed: readonly string[],
): DomainEventDraft {
  if (changed.includes('scheduledStart') || changed.includes('scheduledEnd'))
    return {
      type: 'duty.moved',
      ...factsOf(after),
      scheduledStart: after.scheduledStart.toISOString(),
      scheduledEnd: after.scheduledEnd.toISOString(),
    };
  return { type: 'duty.updated', ...factsOf(after) };
}

/** A duty booked (by a roster, whose duties are written together). */
export const createdEvent = (duty: Facts): DomainEventDraft => ({
  type: 'duty.created',
  ...factsOf(duty),
});
