import { describe, expect, it } from 'vitest';
import {
  defaultChannelSetting,
  notificationKindsFor,
  NotificationPreferencesUpdateSchema,
} from '../src/notification-preferences';
import { NOTIFICATION_KINDS } from '../src/notifications';
import { ROLES } from '../src/roles';

describe('default notification channels', () => {
  it('keeps in-app and push on for every role and kind', () => {
    for (const role of ROLES)
      for (const kind of NOTIFICATION_KINDS) {
        expect(defaultChannelSetting(role, kind, 'inApp')).toBe(true);
        expect(defaultChannelSetting(role, kind, 'push')).toBe(true);
      }
  });

  it('e-mails approvals, reviews and expiring papers, not duty changes', () => {
    for (const kind of [
      'vendor-approved',
      'driver-rejected',
      'vehicle-submitted',
      'document-expiring',
      'expiry-digest',
    ] as const)
      expect(defaultChannelSetting('vendor', kind, 'email'), kind).toBe(true);
    for (const kind of ['duty-assigned', 'duty-moved', 'invitation-accepted'] as const)
      expect(defaultChannelSetting('vendor', kind, 'email'), kind).toBe(false);
  });

  it('texts drivers every duty kind, and everyone the urgent ones only', () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      expect(defaultChannelSetting('driver', 'duty-assigned', channel)).toBe(true);
      expect(defaultChannelSetting('driver', 'duty-updated', channel)).toBe(true);
      expect(defaultChannelSetting('vendor', 'duty-assigned', channel)).toBe(false);
      expect(defaultChannelSetting('vendor', 'duty-cancelled', channel)).toBe(true);
      expect(defaultChannelSetting('admin', 'duty-not-started', channel)).toBe(true);
      expect(defaultChannelSetting('driver', 'document-expiring', channel)).toBe(false);
      expect(defaultChannelSetting('vendor', 'vendor-approved', channel)).toBe(false);
      // Chat while away: a driver on the road gets a text; office staff the push.
      expect(defaultChannelSetting('driver', 'chat-message', channel)).toBe(true);
      expect(defaultChannelSetting('VENDOR_USER', 'chat-message', channel)).toBe(false);
      expect(defaultChannelSetting('admin', 'chat-message', channel)).toBe(false);
      // An SOS wakes the operator and the vendor, whatever the hour.
      expect(defaultChannelSetting('ADMIN_USER', 'sos-raised', channel)).toBe(true);
      expect(defaultChannelSetting('VENDOR_USER', 'sos-raised', channel)).toBe(true);
    }
  });

  it('gives each role the kinds it can receive', () => {
    expect(notificationKindsFor('admin')).toContain('vendor-submitted');
    expect(notificationKindsFor('admin')).not.toContain('duty-assigned');
    expect(notificationKindsFor('vendor')).toContain('duty-assigned');
    expect(notificationKindsFor('vendor')).not.toContain('vendor-submitted');
    expect(notificationKindsFor('driver')).not.toContain('vendor-approved');
    expect(notificationKindsFor('admin')).toContain('sos-raised');
    expect(notificationKindsFor('vendor')).toContain('sos-raised');
    expect(notificationKindsFor('driver')).not.toContain('sos-raised');
    for (const role of ROLES) expect(notificationKindsFor(role)).toContain('chat-message');
    for (const role of ROLES)
      expect(new Set(notificationKindsFor(role)).size).toBe(notificationKindsFor(role).length);
  });
});

describe('a change of preferences', () => {
  const parse = (body: unknown) => NotificationPreferencesUpdateSchema.safeParse(body);

  it('takes kinds, channels and on/off', () => {
    expect(
      parse({ changes: [{ kind: 'duty-assigned', channel: 'sms', enabled: false }] }).success,
    ).toBe(true);
  });

  it('refuses turning in-app off, unknown kinds or channels, extra fields and an empty list', () => {
    for (const body of [
      { changes: [{ kind: 'duty-assigned', channel: 'inApp', enabled: false }] },
      { changes: [{ kind: 'duty-exploded', channel: 'sms', enabled: true }] },
      { changes: [{ kind: 'duty-assigned', channel: 'pigeon', enabled: true }] },
      { changes: [{ kind: 'duty-assigned', channel: 'sms', enabled: 'yes' }] },
      { changes: [{ kind: 'duty-assigned', channel: 'sms', enabled: true, userId: 'x' }] },
      { changes: [] },
      { changes: [], userId: 'someone-else' },
    ])
      expect(parse(body).success, JSON.stringify(body)).toBe(false);
  });
});
