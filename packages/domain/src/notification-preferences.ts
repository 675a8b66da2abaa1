import { z } from 'zod';
import { NOTIFICATION_KINDS, NotificationKindSchema, type NotificationKind } from './notifications';
import type { Role } from './roles';

/** The ways a person can be told. In-app (the centre and the live socket) is always on. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email', 'sms', 'whatsapp'] as const;
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

/** The channels that send something outside the app, each a delivery of its own. */
export const DELIVERY_CHANNELS = ['push', 'email', 'sms', 'whatsapp'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Channels that wake a phone with a text: held back in quiet hours unless the kind is urgent. */
export const QUIET_HOURS_CHANNELS: readonly DeliveryChannel[] = ['sms', 'whatsapp'];

/** What cannot wait for the morning: a duty about to be missed, an account perhaps taken over. */
export const URGENT_KINDS: readonly NotificationKind[] = [
  'duty-moved',
  'duty-cancelled',
  'duty-not-accepted',
  'duty-not-started',
  'password-changed',
  'new-device-sign-in',
  'sos-raised',
];

const DUTY_KINDS: readonly NotificationKind[] = [
  'duty-assigned',
  'duty-moved',
  'duty-updated',
  'duty-cancelled',
  'duty-not-accepted',
  'duty-not-started',
];

/** Reviews and their outcomes, and papers running out: worth an e-mail by default. */
const EMAIL_KINDS: readonly NotificationKind[] = [
  'vendor-submitted',
  'driver-submitted',
  'vehicle-submitted',
  'vendor-approved',
  'vendor-rejected',
  'driver-approved',
  'driver-rejected',
  'vehicle-approved',
  'vehicle-rejected',
  'document-expiring',
  'expiry-digest',
  'password-changed',
  'new-device-sign-in',
];

const OPERATOR_KINDS: readonly NotificationKind[] = [
  'vendor-submitted',
  'driver-submitted',
  'vehicle-submitted',
  'duty-not-started',
  'expiry-digest',
  'invitation-accepted',
  'password-changed',
  'new-device-sign-in',
  'chat-message',
  'sos-raised',
  'geofence-crossed',
];

const VENDOR_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) =>
    !['vendor-submitted', 'driver-submitted', 'vehicle-submitted', 'expiry-digest'].includes(kind),
);

const DRIVER_KINDS: readonly NotificationKind[] = [
  'driver-approved',
  'driver-rejected',
  ...DUTY_KINDS,
  'document-expiring',
  'password-changed',
  'new-device-sign-in',
  'chat-message',
];

/** The kinds a role can receive: the rows of its preferences grid, in the kinds' order. */
export function notificationKindsFor(role: Role): readonly NotificationKind[] {
  if (role === 'admin' || role === 'ADMIN_USER') return OPERATOR_KINDS;
  if (role === 'driver') return DRIVER_KINDS;
  return VENDOR_KINDS;
}

/**
 * Whether a channel is on for a kind until the person changes it: in-app and push always;
 * e-mail for reviews, expiring papers and security; SMS and WhatsApp for urgent kinds, and for
 * every duty kind and chat message to drivers, who are on the road and read texts first.
 */
export function defaultChannelSetting(
  role: Role,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  switch (channel) {
    case 'inApp':
    case 'push':
      return true;
    case 'email':
      return EMAIL_KINDS.includes(kind);
    case 'sms':
    case 'whatsapp':
      return (
        URGENT_KINDS.includes(kind) ||
        (role === 'driver' && (DUTY_KINDS.includes(kind) || kind === 'chat-message'))
      );
  }
}

export const isUrgentKind = (kind: NotificationKind) => URGENT_KINDS.includes(kind);

/** One kind's row: each channel on or off. */
export const KindPreferencesSchema = z.object({
  kind: NotificationKindSchema,
  channels: z.object(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<
      NotificationChannel,
      z.ZodBoolean
    >,
  ),
});
export type KindPreferences = z.infer<typeof KindPreferencesSchema>;

export const NotificationPreferencesSchema = z.object({
  /** The kinds this person can receive, in order. */
  kinds: z.array(KindPreferencesSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Changes: the settings not named keep their values. In-app cannot be turned off. */
export const NotificationPreferencesUpdateSchema = z
  .object({
    changes: z
      .array(
        z
          .object({
            kind: NotificationKindSchema,
            channel: NotificationChannelSchema,
            enabled: z.boolean(),
          })
          .strict()
          .refine((change) => change.channel !== 'inApp' || change.enabled, {
            message: 'In-app notifications are always on',
            path: ['enabled'],
          }),
      )
      .min(1)
      .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;
