import { z } from 'zod';
import { DUTY_SORTS } from './duty-constants';
import { listQuerySchema, pageOf } from './api';
import { DutyFilters, Named, PassengerView, PlaceView } from './duty-fields';
import { DutyStatusSchema } from './duty-moves';
import { ServiceTypeSchema, VehicleCategorySchema } from './enum-schemas';

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
  /** The package booked (its hours); null: none, billing starts from the smallest. */
  packageHours: z.number().int().nullable(),
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
  /** When its vehicle reached the pickup (from its positions), before the start. */
  arrivedAt: z.iso.datetime().nullable(),
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

/** Duties overlapping [from, to); search matches regId, passenger names and addresses. */
export const DutyListQuerySchema = listQuerySchema(DutyFilters).extend({
  sort: z.enum(DUTY_SORTS).default('scheduledStart'),
});
export type DutyListQuery = z.infer<typeof DutyListQuerySchema>;
export const DutyPageSchema = pageOf(DutyListItemSchema);
export type DutyPage = z.infer<typeof DutyPageSchema>;
