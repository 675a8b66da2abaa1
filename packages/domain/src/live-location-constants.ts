// Live location's roles and limits (live-location.ts says what it is), free of zod: a duty's
// drawer and the driver's location card read them, and only the map's forms need the schemas.

export const LIVE_LOCATION_ROLES = ['admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER'] as const;

/** A position older than this shows its vehicle as stale (the Traccar Client reports every 30 s). */
export const STALE_AFTER_MS = 5 * 60_000;
/** A position older than this (or none) shows its vehicle as offline. */
export const OFFLINE_AFTER_MS = 60 * 60_000;

/** The most positions one batch from the phone holds (ten minutes offline at one every 5 s). */
export const PHONE_BATCH_MAX = 120;
