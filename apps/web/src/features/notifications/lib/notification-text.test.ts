import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import strings from '../../../locales/en.json';
import tamil from '../../../locales/ta/notifications.json';
import { notificationText } from './notification-text';

const t = i18n.createInstance();
await t.init({
  lng: 'en',
  resources: { en: { translation: strings }, ta: { translation: tamil } },
  interpolation: { escapeValue: false },
});

describe('the words of a notification', () => {
  it('fills its kind’s message with the parameters, and gives a rejection its reason', () => {
    expect(
      notificationText(t.t, {
        kind: 'driver-rejected',
        params: { regId: 'DRV-000012', reason: 'The licence photo is blurred' },
      }),
    ).toEqual({
      title: 'Driver DRV-000012 was not approved',
      detail: 'Reason: The licence photo is blurred',
    });
  });

  it('says moments in India time, roles by their label and days left in words', () => {
    expect(
      notificationText(t.t, {
        kind: 'duty-moved',
        params: { regId: 'DTY-000001', scheduledStart: '2026-11-27T04:30:00.000Z' },
      }).title,
    ).toBe('Duty DTY-000001 now starts at 27/11/2026, 10:00 am');
    expect(
      notificationText(t.t, {
        kind: 'invitation-accepted',
        params: { name: 'Kavya Shetty', role: 'VENDOR_USER' },
      }).title,
    ).toBe('Kavya Shetty accepted the invitation and joined as Vendor staff');
    const paper = { paper: 'insurance', name: 'KA01AB1234', regId: 'VEH-000003' };
    expect(
      [7, 1, 0].map(
        (daysLeft) =>
          notificationText(t.t, { kind: 'document-expiring', params: { ...paper, daysLeft } })
            .title,
      ),
    ).toEqual([
      'The insurance of KA01AB1234 (VEH-000003) runs out in 7 days',
      'The insurance of KA01AB1234 (VEH-000003) runs out tomorrow',
      'The insurance of KA01AB1234 (VEH-000003) runs out today',
    ]);
    expect(
      notificationText(t.t, { kind: 'document-expiring', params: { ...paper, daysLeft: -2 } })
        .title,
    ).toBe('The insurance of KA01AB1234 (VEH-000003) has run out');
    expect(
      notificationText(t.t, { kind: 'chat-message', params: { name: 'Ravi Kumar' } }).title,
    ).toBe('Ravi Kumar sent you a message in Chat');
  });

  it('puts an expiring paper and an SOS’s source into words, in the reader’s language', () => {
    const paper = { paper: 'roadTax', name: 'KA01AB1234', regId: 'VEH-000003', daysLeft: 0 };
    const sos = { source: 'passenger', vehicleNumber: 'KA01AB1234', regId: 'DTY-000001' };
    expect(notificationText(t.t, { kind: 'document-expiring', params: paper }).title).toBe(
      'The road tax of KA01AB1234 (VEH-000003) runs out today',
    );
    expect(notificationText(t.t, { kind: 'sos-raised', params: sos }).title).toBe(
      'SOS from the passenger of KA01AB1234 on duty DTY-000001',
    );
    const inTamil = t.getFixedT('ta');
    expect(notificationText(inTamil, { kind: 'sos-raised', params: sos }).title).toContain(
      'பயணியிடமிருந்து',
    );
    expect(
      notificationText(inTamil, { kind: 'document-expiring', params: paper }).title,
    ).not.toContain('roadTax');
    // A code the catalogue does not know yet is shown as it came, never as a key.
    expect(
      notificationText(t.t, { kind: 'document-expiring', params: { ...paper, paper: 'tyres' } })
        .title,
    ).toBe('The tyres of KA01AB1234 (VEH-000003) runs out today');
  });

  it('tells an account of its password changed and a new device, when, in India time', () => {
    expect(
      notificationText(t.t, {
        kind: 'new-device-sign-in',
        params: { device: 'Chrome on Android', signedInAt: '2026-11-27T04:30:00.000Z' },
      }).title,
    ).toBe('New sign-in to your account from Chrome on Android on 27/11/2026, 10:00 am');
    expect(
      notificationText(t.t, {
        kind: 'password-changed',
        params: { changedAt: '2026-11-27T14:05:00.000Z' },
      }).title,
    ).toBe('Your password was changed on 27/11/2026, 7:35 pm');
  });
});
