import { z } from 'zod';

/**
 * The notification centre's vocabulary. A notification is stored as its kind and parameters,
 * never as text: the web builds the words from the message key `notifications.kinds.<kind>`
 * with the parameters (`notificationMessage`), so they can be translated later.
 */
export const NOTIFICATION_KINDS = [
  // To the operators: a record waits for review.
  'vendor-submitted',
  'driver-submitted',
  'vehicle-submitted',
  // To the record's owner (and, for drivers and vehicles, its vendor): the review's outcome.
  'vendor-approved',
  'vendor-rejected',
  'driver-approved',
  'driver-rejected',
  'vehicle-approved',
  'vehicle-rejected',
  // To a duty's vendor and driver.
  'duty-assigned',
  'duty-moved',
  'duty-updated',
  'duty-cancelled',
  // Reminders (scheduled jobs): a duty soon and not accepted, a duty late to start.
  'duty-not-accepted',
  'duty-not-started',
  // A document or compliance date runs out in 30, 7, 1 days or today; the operator's digest.
  'document-expiring',
  'expiry-digest',
  // To whoever invited staff, and to the account itself.
  'invitation-accepted',
  'password-changed',
  'new-device-sign-in',
  // To a conversation's member with no live socket: once per burst of messages (docs/chat.md).
  'chat-message',
  // To the operators and the duty's vendor: a driver or passenger pressed SOS (docs/safety.md).
  'sos-raised',
  // To the operators and the vehicle's vendor: a vehicle entered or left a geofence that says so.
  'geofence-crossed',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** The days before a date runs out on which its owner is reminded (0: the day itself). */
export const EXPIRY_REMINDER_DAYS = [30, 7, 1, 0] as const;

/** Values a notification's words are built from: names, registration ids, counts, reasons. */
export const NotificationParamsSchema = z.record(
  z.string(),
  z.union([z.string().max(500), z.number()]),
);
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

/** A path inside the app (never another site): where the notification's record is. */
export const InAppPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'An in-app path starting with /');

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  params: NotificationParamsSchema,
  /** The record it is about; null when there is none to open. */
  link: InAppPathSchema.nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** `createdAt|id` of the last item seen, base64url: the next page starts after it. */
export const NotificationCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'A cursor from the previous page');

export const NotificationsQuerySchema = z.object({
  kind: NotificationKindSchema.optional(),
  /** `true`: only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
  cursor: NotificationCursorSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const NotificationsPageSchema = z.object({
  /** Newest first. */
  items: z.array(NotificationSchema),
  /** Ask with `cursor=` this for the next (older) page; null at the end. */
  nextCursor: NotificationCursorSchema.nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid() });

export const ReadAllSchema = z.object({
  /** How many were unread and are read now. */
  marked: z.number().int().min(0),
});
export type ReadAll = z.infer<typeof ReadAllSchema>;

/** The i18n key of a kind's words; the parameters fill its `{{name}}` placeholders. */
export function notificationMessageKey<Kind extends NotificationKind>(
  kind: Kind,
): `notifications.kinds.${Kind}` {
  return `notifications.kinds.${kind}`;
}

/** Builds a cursor from the last item of a page. */
export function encodeNotificationCursor(item: { createdAt: string; id: string }): string {
  const raw = `${item.createdAt}|${item.id}`;
  return btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Reads a cursor back; null when it is not one this API gave. */
export function decodeNotificationCursor(cursor: string): { createdAt: string; id: string } | null {
  let raw: string;
  try {
    raw = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = raw.split('|');
  if (rest.length > 0 || !createdAt || !id) return null;
  if (!z.iso.datetime().safeParse(createdAt).success || !z.uuid().safeParse(id).success)
    return null;
  return { createdAt, id };
}
