import { z } from 'zod';

/**
 * Safety on a duty: the SOS alert a driver (or the passenger, from the shared trip) raises, and
 * the passenger's share-trip link. An SOS goes to the operator's people and the duty's vendor's
 * with the position, sounds on their open pages until one of them acknowledges it, and is a
 * task until then.
 */
export const SOS_SOURCES = ['driver', 'passenger'] as const;
export const SosSourceSchema = z.enum(SOS_SOURCES);
export type SosSource = z.infer<typeof SosSourceSchema>;

/**
 * What the phone knows when SOS is pressed: its position if it has one (both coordinates or
 * neither). Without it the vehicle's last position is sent.
 */
export const SosRaiseSchema = z
  .object({
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    /** Metres, as the Geolocation API reports it. */
    accuracy: z.number().min(0).max(100_000).optional(),
  })
  .strict()
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type SosRaise = z.infer<typeof SosRaiseSchema>;

export const SosPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  /** When the position was taken: the phone's now, or the vehicle's last fix. */
  at: z.iso.datetime({ offset: true }),
});
export type SosPosition = z.infer<typeof SosPositionSchema>;

export const SosAlertSchema = z.object({
  id: z.uuid(),
  source: SosSourceSchema,
  raisedAt: z.iso.datetime({ offset: true }),
  position: SosPositionSchema.nullable(),
  duty: z.object({ id: z.uuid(), regId: z.string() }).nullable(),
  driver: z.object({ id: z.uuid(), name: z.string(), phone: z.string() }).nullable(),
  vehicle: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  vendor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  acknowledged: z
    .object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable() })
    .nullable(),
});
export type SosAlert = z.infer<typeof SosAlertSchema>;

export const SOS_LIST_LIMIT = 50;

export const SosListQuerySchema = z.object({
  /** open: not yet acknowledged (the alarm); all: the latest, acknowledged too. */
  state: z.enum(['open', 'all']).default('open'),
});
export type SosListQuery = z.infer<typeof SosListQuerySchema>;

export const SosListSchema = z.object({ items: z.array(SosAlertSchema) });
export type SosList = z.infer<typeof SosListSchema>;

/** A map link for an SOS's position: what an SMS or a phone without the app can open. */
export const mapLinkOf = (position: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${position.latitude.toFixed(6)}&mlon=${position.longitude.toFixed(6)}#map=17/${position.latitude.toFixed(6)}/${position.longitude.toFixed(6)}`;

/**
 * A shared trip shows the cab while its duty is started; the link answers at most this long
 * after the later of the duty's scheduled end and the link's making (a duty running late).
 */
export const TRIP_SHARE_GRACE_HOURS = 12;

export const TRIP_SHARE_STATES = ['live', 'ended'] as const;

/** What the passenger's page shows: no sign-in, so only what the passenger already knows. */
export const TripShareViewSchema = z.object({
  state: z.enum(TRIP_SHARE_STATES),
  dutyRegId: z.string(),
  /** The driver's first name, as the passenger met the driver. */
  driverName: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  pickupAddress: z.string(),
  dropAddress: z.string(),
  /** The cab's last position while the trip is live; null once it ended. */
  position: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TripShareView = z.infer<typeof TripShareViewSchema>;

/** How often the passenger's page asks for the cab's position (it has no live socket). */
export const TRIP_SHARE_REFRESH_MS = 10_000;
