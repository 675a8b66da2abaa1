import { can, type Action } from './permissions';
import type { Role } from './roles';

// What the duties' screens read before any form: statuses and the moves between them, the
// list's sorts, the schedule's lanes and limits, the roster's weekdays. Free of zod, so a page
// that only shows duties never loads it; the schemas built on these are in duty-moves.ts,
// duty-views.ts, duty-schedule.ts and rosters.ts.

/**
 * A duty (trip) is booked Requested, optionally with its vendor; assigning a driver and vehicle
 * makes it Assigned; the driver accepts, starts and completes it. Cancelled and NoShow end it early.
 */
export const DUTY_STATUSES = [
  'Requested',
  'Assigned',
  'Accepted',
  'Started',
  'Completed',
  'Cancelled',
  'NoShow',
] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

/** The statuses in which a duty holds its driver and vehicle: these may never overlap in time. */
export const BOOKED_STATUSES = ['Assigned', 'Accepted', 'Started'] as const satisfies DutyStatus[];

/**
 * Each move, the statuses it starts from, where it ends and who may make it. Changing the vendor
 * releases any driver and vehicle, so the duty goes back to Requested.
 */
export const DUTY_MOVES = {
  'assign-vendor': {
    from: ['Requested', 'Assigned', 'Accepted'],
    to: 'Requested',
    action: 'duties:assign-vendor',
  },
  assign: {
    from: ['Requested', 'Assigned', 'Accepted'],
    to: 'Assigned',
    action: 'duties:assign-driver',
  },
  accept: { from: ['Assigned'], to: 'Accepted', action: 'duties:drive' },
  start: { from: ['Accepted'], to: 'Started', action: 'duties:drive' },
  complete: { from: ['Started'], to: 'Completed', action: 'duties:drive' },
  'no-show': { from: ['Assigned', 'Accepted'], to: 'NoShow', action: 'duties:drive' },
  cancel: { from: ['Requested', 'Assigned', 'Accepted'], to: 'Cancelled', action: 'duties:book' },
} as const satisfies Record<string, { from: DutyStatus[]; to: DutyStatus; action: Action }>;

export type DutyMove = keyof typeof DUTY_MOVES;
export const DUTY_MOVE_NAMES = Object.keys(DUTY_MOVES) as DutyMove[];

export function canMoveDuty(move: DutyMove, status: DutyStatus): boolean {
  return (DUTY_MOVES[move].from as readonly DutyStatus[]).includes(status);
}

/** The moves a role may make on a duty in this status; an assignment needs a vendor first. */
export function availableDutyMoves(
  role: Role,
  duty: { status: DutyStatus; vendor: unknown },
): DutyMove[] {
  return DUTY_MOVE_NAMES.filter(
    (move) =>
      canMoveDuty(move, duty.status) &&
      can(role, DUTY_MOVES[move].action) &&
      (move !== 'assign' || duty.vendor !== null),
  );
}

export const DUTY_SORTS = ['scheduledStart', '-scheduledStart', 'createdAt', '-createdAt'] as const;

/** The widest schedule window we answer, and the most duties one answer holds. */
export const MAX_SCHEDULE_DAYS = 42;
export const SCHEDULE_LIMIT = 2000;

/** What a day or week schedule puts down its side, one lane each. */
export const SCHEDULE_LANES = ['vendor', 'driver', 'vehicle'] as const;
export type ScheduleLane = (typeof SCHEDULE_LANES)[number];
/** Lanes on one page of a lane schedule: a screenful, and a few hundred duties at most. */
export const LANES_PER_PAGE = 20;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
