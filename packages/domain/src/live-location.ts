import { z } from 'zod';
import { OFFLINE_AFTER_MS, PHONE_BATCH_MAX, STALE_AFTER_MS } from './live-location-constants';

/**
 * Live location: positions from trackers (the OsmAnd protocol of the Traccar Client) stored by
 * day, each vehicle's last one on the map, and the devices a vendor registers on its vehicles.
 */
export const VEHICLE_STATES = ['on-duty', 'free', 'stale', 'offline'] as const;
export const VehicleStateSchema = z.enum(VEHICLE_STATES);
export type VehicleState = z.infer<typeof VehicleStateSchema>;

/**
 * What the map colours a vehicle by: offline without a recent position, stale with an old
 * one, else on a duty while one is started, free otherwise. A stale vehicle on a duty shows
 * stale: the operator must see that its position cannot be trusted.
 */
export function vehicleState(
  lastFixAt: string | Date | null,
  onDuty: boolean,
  now: number = Date.now(),
): VehicleState {
  if (lastFixAt === null) return 'offline';
  const age = now - new Date(lastFixAt).getTime();
  if (age > OFFLINE_AFTER_MS) return 'offline';
  if (age > STALE_AFTER_MS) return 'stale';
  return onDuty ? 'on-duty' : 'free';
}

/** One position as the map shows it. Speed in km/h (the protocol's knots converted). */
export const LivePositionSchema = z.object({
  vehicleId: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
  speedKmph: z.number().nullable(),
  course: z.number().nullable(),
  fixTime: z.iso.datetime({ offset: true }),
  /** Battery level in percent, when the device says. */
  battery: z.number().nullable(),
  charging: z.boolean().nullable(),
});
export type LivePosition = z.infer<typeof LivePositionSchema>;

/** The live socket's message carrying new positions: `{ event, data: { positions } }`. */
export const POSITIONS_EVENT = 'vehicle.positions';
export const PositionsNoteSchema = z.object({ positions: z.array(LivePositionSchema) });
export type PositionsNote = z.infer<typeof PositionsNoteSchema>;

export const LiveVehicleSchema = z.object({
  vehicleId: z.uuid(),
  vehicleNumber: z.string(),
  category: z.string(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  driverName: z.string().nullable(),
  /** The duty started with this vehicle, if any. */
  duty: z.object({ id: z.uuid(), regId: z.string() }).nullable(),
  position: LivePositionSchema.nullable(),
});
export type LiveVehicle = z.infer<typeof LiveVehicleSchema>;

export const LiveVehicleListSchema = z.object({ vehicles: z.array(LiveVehicleSchema) });
export type LiveVehicleList = z.infer<typeof LiveVehicleListSchema>;

/** Where the map's tiles come from: configuration, OpenStreetMap's standard tiles by default. */
export const MapTilesSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
  /**
   * One PMTiles archive, of images or of Protomaps-basemap vector tiles, read by HTTP range
   * requests and used instead of `url` when set: an absolute URL, or a path on this server
   * (`/map-tiles/<file>.pmtiles`).
   */
  pmtilesUrl: z
    .string()
    .nullable()
    .describe(
      'MAP_PMTILES_URL: a PMTiles archive of raster or vector (MVT) tiles, read by range requests instead of url; null when unset',
    ),
});
export type MapTiles = z.infer<typeof MapTilesSchema>;

export const TrackingDeviceSchema = z.object({
  id: z.uuid(),
  vehicleId: z.uuid(),
  vehicleNumber: z.string(),
  vendorId: z.uuid(),
  name: z.string(),
  /** The identifier's last four characters, to tell devices apart; the rest is never shown again. */
  identifierHint: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  rotatedAt: z.iso.datetime({ offset: true }).nullable(),
  lastFixAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TrackingDevice = z.infer<typeof TrackingDeviceSchema>;

export const TrackingDeviceListSchema = z.object({ devices: z.array(TrackingDeviceSchema) });

export const TrackingDeviceCreateSchema = z
  .object({
    vehicleId: z.uuid(),
    name: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export type TrackingDeviceCreate = z.infer<typeof TrackingDeviceCreateSchema>;

/** A device with its identifier: answered once, when registered or rotated. */
export const TrackingDeviceSecretSchema = z.object({
  device: TrackingDeviceSchema,
  identifier: z.string(),
});
export type TrackingDeviceSecret = z.infer<typeof TrackingDeviceSecretSchema>;

export const TrackingDeviceIdParamsSchema = z.object({ deviceId: z.uuid() });

/** The most points one trail answers (12 hours at one position every 5 s is 8,640). */
export const TRAIL_POINTS_MAX = 20_000;

export const TrailPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  fixTime: z.iso.datetime({ offset: true }),
  speedKmph: z.number().nullable(),
});
export type TrailPoint = z.infer<typeof TrailPointSchema>;

/** Where a duty's vehicle went from the duty's start to its completion (or now). */
export const DutyTrailSchema = z.object({
  dutyId: z.uuid(),
  vehicleId: z.uuid().nullable(),
  from: z.iso.datetime({ offset: true }).nullable(),
  to: z.iso.datetime({ offset: true }).nullable(),
  points: z.array(TrailPointSchema),
  /** Along the trail, GPS jumps left out. */
  distanceKm: z.number(),
  /** More points than TRAIL_POINTS_MAX: the first ones are answered. */
  truncated: z.boolean(),
});
export type DutyTrail = z.infer<typeof DutyTrailSchema>;

export const DutyIdParamsSchema = z.object({ dutyId: z.uuid() });

/** A shift left open longer than this has ended by itself (a phone forgotten on a dashboard). */
export const SHIFT_MAX_HOURS = 14;

/**
 * The driver's phone: whether it should share its position now, and why: a started duty, or
 * a shift (when the vehicle's vendor lets its drivers share while on shift).
 */
export const SharingStateSchema = z.object({
  sharing: z.boolean(),
  duty: z.object({ id: z.uuid(), regId: z.string() }).nullable(),
  vehicleNumber: z.string().nullable(),
  /** On shift (outside a duty) since then; null when not. */
  shiftStartedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether a shift can be started now: the driver has a vehicle whose vendor allows it. */
  canStartShift: z.boolean(),
});
export type SharingState = z.infer<typeof SharingStateSchema>;

/** One fix of the phone's Geolocation API, as the driver's view sends it. */
export const PhonePositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  /** Metres per second, as the Geolocation API says. */
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  altitude: z.number().nullable(),
  /** Milliseconds since 1970. */
  timestamp: z.number(),
});
export type PhonePosition = z.infer<typeof PhonePositionSchema>;

export const PhonePositionsSchema = z
  .object({ positions: z.array(PhonePositionSchema).min(1).max(PHONE_BATCH_MAX) })
  .strict();
export type PhonePositions = z.infer<typeof PhonePositionsSchema>;

export const PhonePositionsAnswerSchema = z.object({
  stored: z.number().int(),
  /** Fixes left out as implausible (off the globe, far in the future or past). */
  refused: z.number().int(),
});

/** A vendor's tracking choices (`/livelocation/devices`). */
export const TrackingSettingsSchema = z.object({
  /** The vendor's drivers may share their phones' positions while on shift, outside duties. */
  shareOnShift: z.boolean(),
});
export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>;
