/**
 * The OsmAnd protocol as the Traccar Client and many trackers speak it, in its two forms,
 * read the way Traccar's own decoder reads them: the query-string form (also as a form body)
 * and the JSON form of Traccar Client 9+. Pure: what a request says, checked, or why not.
 */

/** One position a device reported, before its device is looked up. */
export interface OsmandFix {
  identifier: string;
  fixTime: Date;
  latitude: number;
  longitude: number;
  speedKmph: number | null;
  course: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  charging: boolean | null;
  valid: boolean;
  attributes: Record<string, string>;
}

export type OsmandParse = { ok: true; fix: OsmandFix } | { ok: false; problem: string };

const KMPH_PER_KNOT = 1.852;
const KMPH_PER_MPS = 3.6;
/** A clock a little ahead is a phone's; more than this ahead is a wrong clock or a forgery. */
export const MAX_FUTURE_MS = 10 * 60_000;
/** A tracker's offline buffer is taken this far back (the partitions kept ahead of retention). */
export const MAX_AGE_DAYS = 7;
const MAX_ATTRIBUTES = 20;
const MAX_ATTRIBUTE_LENGTH = 200;

/** The parameters the query form names; the rest are kept as attributes. */
const KNOWN = new Set([
  'id',
  'deviceid',
  'timestamp',
  'lat',
  'lon',
  'location',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'batt',
  'charge',
  'valid',
]);

const number = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const truthy = (value: string | undefined): boolean | null =>
  value === undefined ? null : value === 'true' || value === '1';

/**
 * Seconds or milliseconds since 1970, ISO 8601, or `yyyy-MM-dd HH:mm:ss` in UTC; none is now.
 * Null when unreadable.
 */
export function parseTimestamp(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value.trim() === '') return now;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const count = Number(text);
    // Below 2^31 it counts seconds (until 2038), as Traccar reads it; above, milliseconds.
    return new Date(count < 2 ** 31 ? count * 1000 : count);
  }
  const plain = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(\.\d+)?)$/.exec(text);
  const parsed = new Date(plain ? `${plain[1]}T${plain[2]}Z` : text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Refuses what no device on a road reports: coordinates off the globe, times far off. */
export function checkFix(fix: OsmandFix, now: Date): string | null {
  const { latitude, longitude, fixTime } = fix;
  if (!(latitude >= -90 && latitude <= 90)) return 'lat must be between -90 and 90';
  if (!(longitude >= -180 && longitude <= 180)) return 'lon must be between -180 and 180';
  if (fixTime.getTime() > now.getTime() + MAX_FUTURE_MS) return 'timestamp is in the future';
  const oldest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - MAX_AGE_DAYS);
  if (fixTime.getTime() < oldest) return `timestamp is more than ${MAX_AGE_DAYS} days old`;
  return null;
}

function attributesOf(entries: [string, unknown][]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (Object.keys(kept).length >= MAX_ATTRIBUTES) break;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      continue;
    if (!/^[\w.-]{1,40}$/.test(key)) continue;
    kept[key] = String(value).slice(0, MAX_ATTRIBUTE_LENGTH);
  }
  return kept;
}

/** The query-string form: parameters from the URL and a form body, merged. */
export function parseQueryForm(params: Record<string, string>, now: Date): OsmandParse {
  const identifier = params.id ?? params.deviceid;
  if (!identifier) return { ok: false, problem: 'id is required' };
  const fixTime = parseTimestamp(params.timestamp, now);
  if (!fixTime) return { ok: false, problem: 'timestamp is not a time' };
  let latitude = number(params.lat);
  let longitude = number(params.lon);
  if (params.location !== undefined) {
    const [lat, lon] = params.location.split(',');
    latitude = number(lat);
    longitude = number(lon);
  }
  if (latitude === null || longitude === null)
    return { ok: false, problem: 'lat and lon (or location=lat,lon) are required' };
  const knots = number(params.speed);
  const fix: OsmandFix = {
    identifier,
    fixTime,
    latitude,
    longitude,
    speedKmph: knots === null ? null : knots * KMPH_PER_KNOT,
    course: number(params.bearing ?? params.heading),
    altitude: number(params.altitude),
    accuracy: number(params.accuracy),
    battery: number(params.batt),
    charging: truthy(params.charge),
    valid: params.valid === undefined ? true : truthy(params.valid)!,
    attributes: attributesOf(Object.entries(params).filter(([key]) => !KNOWN.has(key))),
  };
  const problem = checkFix(fix, now);
  return problem ? { ok: false, problem } : { ok: true, fix };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const jsonNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** The JSON form says -1 for a speed or heading it does not know. */
const known = (value: number | null) => (value === null || value < 0 ? null : value);

/**
 * The JSON form of Traccar Client 9+: `{ device_id, location: { timestamp, coords: {…},
 * is_moving, odometer, event, battery: { level, is_charging }, extras } }`; speed in m/s,
 * battery level from 0 to 1.
 */
export function parseJsonForm(body: Json, now: Date): OsmandParse {
  const identifier = body.device_id;
  if (typeof identifier !== 'string' || identifier === '')
    return { ok: false, problem: 'device_id is required' };
  const location = body.location;
  if (!isObject(location) || !isObject(location.coords))
    return { ok: false, problem: 'location.coords is required' };
  const coords = location.coords;
  const latitude = jsonNumber(coords.latitude);
  const longitude = jsonNumber(coords.longitude);
  if (latitude === null || longitude === null)
    return { ok: false, problem: 'location.coords.latitude and longitude are required' };
  const fixTime = parseTimestamp(
    typeof location.timestamp === 'string' || typeof location.timestamp === 'number'
      ? String(location.timestamp)
      : undefined,
    now,
  );
  if (!fixTime) return { ok: false, problem: 'location.timestamp is not a time' };
  const battery = isObject(location.battery) ? location.battery : {};
  const level = jsonNumber(battery.level);
  const mps = known(jsonNumber(coords.speed));
  const extras = isObject(location.extras) ? Object.entries(location.extras) : [];
  const activity = isObject(location.activity) ? location.activity.type : undefined;
  const fix: OsmandFix = {
    identifier,
    fixTime,
    latitude,
    longitude,
    speedKmph: mps === null ? null : mps * KMPH_PER_MPS,
    course: known(jsonNumber(coords.heading)),
    altitude: jsonNumber(coords.altitude),
    accuracy: jsonNumber(coords.accuracy),
    battery: level === null || level < 0 ? null : Math.round(level * 100),
    charging: typeof battery.is_charging === 'boolean' ? battery.is_charging : null,
    valid: true,
    attributes: attributesOf([
      ['motion', location.is_moving],
      ['odometer', location.odometer],
      ['event', location.event],
      ['activity', activity],
      ...extras,
    ]),
  };
  const problem = checkFix(fix, now);
  return problem ? { ok: false, problem } : { ok: true, fix };
}

/** Either form, from a request's query parameters and its body (JSON, a form, or nothing). */
export function parseOsmand(query: Record<string, string>, body: unknown, now: Date): OsmandParse {
  if (isObject(body) && isObject(body.location)) return parseJsonForm(body, now);
  const form = isObject(body)
    ? Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'))
    : {};
  return parseQueryForm({ ...query, ...(form as Record<string, string>) }, now);
}
