import { z } from 'zod';
import { PersonNameSchema, PhoneSchema } from './contact';
import { DutyStatusSchema } from './duty-moves';
import { ServiceTypeSchema, VehicleCategorySchema } from './enum-schemas';

/** The parts the duty files share: formats, places and passengers, what a duty and a roster say. */
export const instant = z.iso.datetime({
  offset: true,
  message: 'Use an ISO date-time with its offset',
});
export const isoDate = z.iso.date('Use the format YYYY-MM-DD');
export const HOUR = 3_600_000;

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

/** What a duty and a roster both say of the ride: company, places, passengers, category, notes. */
export const DutyDetails = z.object({
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

export function passengersFit(duty: {
  passengers?: Passenger[];
  passengerCount?: number;
}): boolean {
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

export const Named = z.object({ id: z.uuid(), name: z.string() });
// Answers carry places and passengers as stored: plain fields, without the input transforms
// (a phone's normalising transform cannot run backwards when the server encodes an answer).
export const PlaceView = z.object({
  address: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export const PassengerView = z.object({ name: z.string(), phone: z.string() });

/** The filters of the list and the schedule. */
export const DutyFilters = {
  from: instant.optional(),
  to: instant.optional(),
  status: DutyStatusSchema.optional(),
  vendorId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  serviceType: ServiceTypeSchema.optional(),
};
