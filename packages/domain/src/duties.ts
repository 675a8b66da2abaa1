import { z } from 'zod';
import { listQuerySchema, pageOf, updateSchemaOf } from './api';
import { PersonNameSchema, PhoneSchema } from './contact';
import { ServiceTypeSchema, VehicleCategorySchema } from './lists';
import { can, type Action } from './permissions';
import type { Role } from './roles';

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
export const DutyStatusSchema = z.enum(DUTY_STATUSES);
export type DutyStatus = z.infer<typeof DutyStatusSchema>;

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
export const DutyMoveSchema = z.enum(DUTY_MOVE_NAMES as [DutyMove, ...DutyMove[]]);

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

/**
 * The error codes of duty answers beyond the generic ones, for screens that react to them:
 * 409 invalid-transition (`details.status` is the current status), driver-busy, vehicle-busy;
 * 422 driver-not-eligible, vehicle-not-eligible, vendor-not-eligible (`details.reasons`);
 * 409 vendor-required (assigning before a vendor is set); 400 start-otp-required;
 * 422 start-otp-invalid; 422 odometer-invalid (below the start reading);
 * 409 start-too-early (before the operator's window; `details.earliestStart`) and
 * 422 completion-implausible (`details.reason`: 'too-fast' or 'ends-before-start'), which the
 * operator may override with a reason when `details.overridable` says so.
 */
export const DUTY_ERROR_CODES = [
  'invalid-transition',
  'driver-busy',
  'vehicle-busy',
  'driver-not-eligible',
  'vehicle-not-eligible',
  'vendor-not-eligible',
  'vendor-required',
  'start-otp-required',
  'start-otp-invalid',
  'odometer-invalid',
  'start-too-early',
  'completion-implausible',
] as const;
export type DutyErrorCode = (typeof DUTY_ERROR_CODES)[number];

export const DUTY_SORTS = ['scheduledStart', '-scheduledStart', 'createdAt', '-createdAt'] as const;
/** The longest duty we book (an outstation tour), and the widest schedule window we answer. */
export const MAX_DUTY_DAYS = 14;
export const MAX_SCHEDULE_DAYS = 42;
export const SCHEDULE_LIMIT = 2000;

const instant = z.iso.datetime({ offset: true, message: 'Use an ISO date-time with its offset' });
const isoDate = z.iso.date('Use the format YYYY-MM-DD');
const HOUR = 3_600_000;

export const PlaceSchema = z
  .object({
    address: z.string().trim().min(3).max(300),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((place) => (place.latitude === undefined) === (place.longitude === undefined), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type Place = z.infer<typeof PlaceSchema>;

export const PassengerSchema = z.object({ name: PersonNameSchema, phone: PhoneSchema });
export type Passenger = z.infer<typeof PassengerSchema>;

const TripFields = z.object({
  companyId: z.uuid(),
  pickup: PlaceSchema,
  drop: PlaceSchema,
  passengers: z.array(PassengerSchema).max(20).default([]),
  passengerCount: z.number().int().min(1).max(60),
  vehicleCategory: VehicleCategorySchema,
  notes: z.string().trim().max(1000).optional(),
  /** The passenger gives the driver a code sent to their phone before the duty starts. */
  startOtpRequired: z.boolean().default(false),
});

const DutyFields = TripFields.extend({
  serviceType: ServiceTypeSchema,
  scheduledStart: instant,
  scheduledEnd: instant,
  /** The operator may name the vendor when booking. */
  vendorId: z.uuid().optional(),
});

interface Timed {
  scheduledStart?: string;
  scheduledEnd?: string;
}
/** End after start and no longer than MAX_DUTY_DAYS; both must be present to be checked. */
export function scheduleProblem(duty: Timed): string | null {
  if (!duty.scheduledStart || !duty.scheduledEnd) return null;
  const length = Date.parse(duty.scheduledEnd) - Date.parse(duty.scheduledStart);
  if (length <= 0) return 'The duty must end after it starts';
  if (length > MAX_DUTY_DAYS * 24 * HOUR) return `A duty lasts at most ${MAX_DUTY_DAYS} days`;
  return null;
}

function passengersFit(duty: { passengers?: Passenger[]; passengerCount?: number }): boolean {
  return !duty.passengers || !duty.passengerCount || duty.passengers.length <= duty.passengerCount;
}

/** The start code is texted to the first passenger, so a duty that needs one needs a passenger. */
export function startOtpProblem(duty: {
  startOtpRequired?: boolean;
  passengers?: Passenger[];
}): string | null {
  return duty.startOtpRequired && (duty.passengers?.length ?? 0) === 0
    ? 'Name a passenger with a phone: the start code is texted to them'
    : null;
}

/** What a booking that also names its driver and vehicle is missing, if anything. */
export function assignmentProblem(duty: {
  vendorId?: string;
  driverId?: string;
  vehicleId?: string;
}): { path: 'vendorId' | 'driverId' | 'vehicleId'; message: string } | null {
  if (!duty.driverId && !duty.vehicleId) return null;
  if (!duty.driverId) return { path: 'driverId', message: 'Choose a driver for the vehicle' };
  if (!duty.vehicleId) return { path: 'vehicleId', message: 'Choose a vehicle for the driver' };
  if (!duty.vendorId)
    return { path: 'vendorId', message: 'Choose the vendor of the driver and vehicle' };
  return null;
}

/**
 * Booking a duty. An operator may also name the vendor, and with it one of its drivers and
 * vehicles: the duty is then booked and assigned at once.
 */
export const DutyCreateSchema = DutyFields.extend({
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
}).superRefine((duty, ctx) => {
  const problem = scheduleProblem(duty);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['scheduledEnd'] });
  if (!passengersFit(duty))
    ctx.addIssue({
      code: 'custom',
      message: 'More passengers named than the passenger count',
      path: ['passengerCount'],
    });
  const otp = startOtpProblem(duty);
  if (otp) ctx.addIssue({ code: 'custom', message: otp, path: ['passengers'] });
  const assignment = assignmentProblem(duty);
  if (assignment)
    ctx.addIssue({ code: 'custom', message: assignment.message, path: [assignment.path] });
});
export type DutyCreate = z.infer<typeof DutyCreateSchema>;

/** Editing a booking; the server re-checks the merged times and passenger count. */
export const DutyUpdateSchema = updateSchemaOf(DutyFields.omit({ vendorId: true }));
export type DutyUpdate = z.infer<typeof DutyUpdateSchema>;

export const AssignVendorSchema = z.object({ vendorId: z.uuid() });
export const AssignDutySchema = z.object({ driverId: z.uuid(), vehicleId: z.uuid() });
export type AssignDuty = z.infer<typeof AssignDutySchema>;
const Odometer = z.number().int().min(0).max(9_999_999);
/**
 * The operator starts or completes a duty that the checks of time and distance refuse (a clock
 * that was wrong, a reading fixed later), saying why; the duty's history and audit keep it.
 */
export const DutyOverrideSchema = z.object({ reason: z.string().trim().min(10).max(500) });
export type DutyOverride = z.infer<typeof DutyOverrideSchema>;
export const StartDutySchema = z.object({
  odometer: Odometer,
  otp: z
    .string()
    .regex(/^\d{4}$/, 'Enter the 4-digit code')
    .optional(),
  override: DutyOverrideSchema.optional(),
});
export const CompleteDutySchema = z.object({
  odometer: Odometer,
  override: DutyOverrideSchema.optional(),
});
export const CancelDutySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const NoShowSchema = z.object({ reason: z.string().trim().max(500).optional() });

const Named = z.object({ id: z.uuid(), name: z.string() });
// Answers carry places and passengers as stored: plain fields, without the input transforms
// (a phone's normalising transform cannot run backwards when the server encodes an answer).
const PlaceView = z.object({
  address: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
const PassengerView = z.object({ name: z.string(), phone: z.string() });

export const DutyHistoryEntrySchema = z.object({
  status: DutyStatusSchema,
  at: z.iso.datetime(),
  by: Named.nullable(),
  reason: z.string().nullable(),
});

export const DutySchema = z.object({
  id: z.uuid(),
  regId: z.string(),
  company: Named,
  serviceType: ServiceTypeSchema,
  pickup: PlaceView,
  drop: PlaceView,
  scheduledStart: z.iso.datetime(),
  scheduledEnd: z.iso.datetime(),
  passengers: z.array(PassengerView),
  passengerCount: z.number().int(),
  vehicleCategory: VehicleCategorySchema,
  notes: z.string().nullable(),
  startOtpRequired: z.boolean(),
  vendor: Named.nullable(),
  driver: z.object({ id: z.uuid(), name: z.string(), regId: z.string() }).nullable(),
  vehicle: z
    .object({ id: z.uuid(), vehicleNumber: z.string(), category: VehicleCategorySchema })
    .nullable(),
  status: DutyStatusSchema,
  cancelReason: z.string().nullable(),
  odometerStart: z.number().int().nullable(),
  odometerEnd: z.number().int().nullable(),
  distanceKm: z.number().int().nullable(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  rosterId: z.uuid().nullable(),
  history: z.array(DutyHistoryEntrySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Duty = z.infer<typeof DutySchema>;

/**
 * A duty as a day or week draws it: a block in its lane, from its start to its end, with its
 * Raahi ID, status and company. Its drawer loads the rest.
 */
export const ScheduleItemSchema = DutySchema.pick({
  id: true,
  regId: true,
  company: true,
  scheduledStart: true,
  scheduledEnd: true,
  vendor: true,
  driver: true,
  vehicle: true,
  status: true,
});
export type ScheduleItem = z.infer<typeof ScheduleItemSchema>;

/** A list row: the schedule's block and what the list shows besides. */
export const DutyListItemSchema = ScheduleItemSchema.extend({
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int(),
  vehicleCategory: VehicleCategorySchema,
  pickupAddress: z.string(),
  dropAddress: z.string(),
});
export type DutyListItem = z.infer<typeof DutyListItemSchema>;

const DutyFilters = {
  from: instant.optional(),
  to: instant.optional(),
  status: DutyStatusSchema.optional(),
  vendorId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  serviceType: ServiceTypeSchema.optional(),
};

/** Duties overlapping [from, to); search matches regId, passenger names and addresses. */
export const DutyListQuerySchema = listQuerySchema(DutyFilters).extend({
  sort: z.enum(DUTY_SORTS).default('scheduledStart'),
});
export type DutyListQuery = z.infer<typeof DutyListQuerySchema>;
export const DutyPageSchema = pageOf(DutyListItemSchema);
export type DutyPage = z.infer<typeof DutyPageSchema>;

/** What a day or week schedule puts down its side, one lane each. */
export const SCHEDULE_LANES = ['vendor', 'driver', 'vehicle'] as const;
export type ScheduleLane = (typeof SCHEDULE_LANES)[number];
/** Lanes on one page of a lane schedule: a screenful, and a few hundred duties at most. */
export const LANES_PER_PAGE = 20;

/**
 * The schedule: every duty overlapping [from, to) in scope, up to SCHEDULE_LIMIT. With `lanes`,
 * one page of lanes (LANES_PER_PAGE vendors, drivers or vehicles with duties in the window, by
 * name) and their duties; the first page also brings the duties without one.
 */
export const ScheduleQuerySchema = z
  .object({
    ...DutyFilters,
    from: instant,
    to: instant,
    lanes: z.enum(SCHEDULE_LANES).optional(),
    lanePage: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    message: 'End the window after it starts',
    path: ['to'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_SCHEDULE_DAYS * 24 * HOUR,
    { message: `Ask for a window of at most ${MAX_SCHEDULE_DAYS} days`, path: ['to'] },
  );
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;
export const ScheduleSchema = z.object({
  items: z.array(ScheduleItemSchema),
  truncated: z.boolean(),
  lanePage: z.number().int().min(1),
  /** Whether another page of lanes follows. */
  moreLanes: z.boolean(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** Why a driver or vehicle of the duty's vendor cannot take it. */
export const INELIGIBILITY_REASONS = [
  'not-approved',
  'not-active',
  'wrong-category',
  'compliance-expired',
  'busy',
] as const;
export const IneligibilityReasonSchema = z.enum(INELIGIBILITY_REASONS);
export type IneligibilityReason = z.infer<typeof IneligibilityReasonSchema>;

export const EligibilitySchema = z.object({
  drivers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      regId: z.string(),
      /** The vehicle assigned to this driver, offered first. */
      vehicleId: z.uuid().nullable(),
      reasons: z.array(IneligibilityReasonSchema),
    }),
  ),
  vehicles: z.array(
    z.object({
      id: z.uuid(),
      vehicleNumber: z.string(),
      category: VehicleCategorySchema,
      reasons: z.array(IneligibilityReasonSchema),
    }),
  ),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

/** The vendors a duty can be given to (approved and active), by name. */
export const BookableVendorsSchema = z.array(Named);
export type BookableVendor = z.infer<typeof Named>;

/** The vendor's drivers and vehicles for a duty not yet booked: its times and category. */
export const EligibilityQuerySchema = z
  .object({
    vendorId: z.uuid(),
    scheduledStart: instant,
    scheduledEnd: instant,
    vehicleCategory: VehicleCategorySchema,
  })
  .superRefine((query, ctx) => {
    const problem = scheduleProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['scheduledEnd'] });
  });
export type EligibilityQuery = z.infer<typeof EligibilityQuerySchema>;

/**
 * The month view: how many duties of each status overlap each India day of the window (a duty
 * over three days counts on all three); days without duties are left out. Counted by the
 * server, so a month of a large fleet is as right as a quiet one.
 */
export const ScheduleDaysSchema = z.object({
  days: z.array(
    z.object({
      date: isoDate,
      counts: z.partialRecord(DutyStatusSchema, z.number().int().min(1)),
    }),
  ),
});
export type ScheduleDays = z.infer<typeof ScheduleDaysSchema>;

/** Today's duties (Asia/Kolkata) in the caller's scope, by status. */
export const DutySummarySchema = z.object({
  date: isoDate,
  counts: z.record(DutyStatusSchema, z.number().int().min(0)),
});
export type DutySummary = z.infer<typeof DutySummarySchema>;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;
export const MAX_ROSTER_DAYS = 366;

/**
 * An Employee Pick & Drop roster: on the chosen weekdays between startDate and endDate it books
 * a duty at startTime (India time) lasting durationMinutes.
 */
const RosterFields = TripFields.extend({
  name: z.string().trim().min(2).max(80),
  weekdays: z.array(WeekdaySchema).min(1).max(7),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM'),
  durationMinutes: z.number().int().min(15).max(720),
  startDate: isoDate,
  endDate: isoDate,
  vendorId: z.uuid().optional(),
});

interface Dated {
  startDate?: string;
  endDate?: string;
}
export function rosterDatesProblem(roster: Dated): string | null {
  if (!roster.startDate || !roster.endDate) return null;
  const days = (Date.parse(roster.endDate) - Date.parse(roster.startDate)) / (24 * HOUR);
  if (days < 0) return 'The roster must end on or after its first day';
  if (days >= MAX_ROSTER_DAYS) return `A roster runs for at most ${MAX_ROSTER_DAYS} days`;
  return null;
}

export const RosterCreateSchema = RosterFields.superRefine((roster, ctx) => {
  const problem = rosterDatesProblem(roster);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  if (!passengersFit(roster))
    ctx.addIssue({
      code: 'custom',
      message: 'More passengers named than the passenger count',
      path: ['passengerCount'],
    });
  const otp = startOtpProblem(roster);
  if (otp) ctx.addIssue({ code: 'custom', message: otp, path: ['passengers'] });
});
export type RosterCreate = z.infer<typeof RosterCreateSchema>;
export const RosterUpdateSchema = updateSchemaOf(RosterFields);
export type RosterUpdate = z.infer<typeof RosterUpdateSchema>;

export const RosterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: Named,
  vendor: Named.nullable(),
  weekdays: z.array(WeekdaySchema),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  pickup: PlaceView,
  drop: PlaceView,
  passengers: z.array(PassengerView),
  passengerCount: z.number().int(),
  vehicleCategory: VehicleCategorySchema,
  notes: z.string().nullable(),
  startOtpRequired: z.boolean(),
  dutyCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Roster = z.infer<typeof RosterSchema>;
export const RosterPageSchema = pageOf(RosterSchema);
export type RosterPage = z.infer<typeof RosterPageSchema>;
/** Rosters, newest first; search matches the name. */
export const RosterListQuerySchema = listQuerySchema({
  companyId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
});
export type RosterListQuery = z.infer<typeof RosterListQuerySchema>;

/** What saving a roster did to its duties: created, changed in place, removed. */
export const RosterChangeSchema = z.object({
  roster: RosterSchema,
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type RosterChange = z.infer<typeof RosterChangeSchema>;
