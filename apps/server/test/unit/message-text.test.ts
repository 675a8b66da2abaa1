import { NOTIFICATION_KINDS } from '@raahi/domain/notifications';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_LANGUAGES,
  messageText,
} from '../../src/modules/notification-delivery/message-text.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = MESSAGE_LANGUAGES.en!.texts;
const languages = Object.entries(MESSAGE_LANGUAGES).filter(([code]) => code !== 'en');

describe('the words of notifications sent outside the app', () => {
  it('come in Kannada, Hindi and Urdu besides English', () => {
    expect(languages.map(([code]) => code).sort()).toEqual(['hi', 'kn', 'ur']);
  });

  it.each(languages)('%s: every kind, with the English placeholders', (code, language) => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = language.texts[kind];
      expect(text, `${code}: ${kind}`).toBeDefined();
      expect(placeholders(text.title), `${code}: ${kind} title`).toEqual(
        placeholders(english[kind].title),
      );
      expect(placeholders(text.body), `${code}: ${kind} body`).toEqual(
        placeholders(english[kind].body),
      );
      expect(text.body, `${code}: ${kind} body is translated`).not.toBe(english[kind].body);
    }
  });

  it('speak the recipient’s language, and English to anyone else', () => {
    const params = { regId: 'DUT-000123' };
    expect(messageText('duty-assigned', params, 'Kannada')).toEqual({
      language: 'kn',
      title: 'ಹೊಸ ಡ್ಯೂಟಿ',
      body: 'ಡ್ಯೂಟಿ DUT-000123 ನಿಮಗೆ ನಿಯೋಜಿಸಲಾಗಿದೆ.',
    });
    expect(messageText('duty-assigned', params, 'Urdu').body).toBe(
      'ڈیوٹی DUT-000123 آپ کو دی گئی ہے۔',
    );
    for (const other of ['Tamil', 'English', null, undefined, 'Klingon'])
      expect(messageText('duty-assigned', params, other)).toEqual({
        language: 'en',
        title: 'Duty assigned',
        body: 'Duty DUT-000123 is assigned to you.',
      });
  });

  it('put codes among the parameters into words, and leave unknown values as they are', () => {
    const crossing = { vehicleNumber: 'KA01AB1234', geofence: 'T2', at: '10:15', regId: 'D-1' };
    expect(messageText('geofence-crossed', { ...crossing, crossing: 'left' }, 'Hindi').body).toBe(
      'KA01AB1234 10:15 पर T2 से निकली (ड्यूटी D-1)।',
    );
    expect(
      messageText(
        'document-expiring',
        { paper: 'insurance', regId: 'V-9', validTill: '01/12/2026' },
        'Kannada',
      ).body,
    ).toBe('V-9 ನ ವಿಮೆ 01/12/2026 ವರೆಗೆ ಮಾತ್ರ ಮಾನ್ಯ.');
    expect(messageText('sos-raised', { source: 'someone', regId: 'D-1' }, 'Urdu').body).toContain(
      'someone',
    );
    // English keeps the parameters as they were before any translation.
    expect(messageText('geofence-crossed', { ...crossing, crossing: 'left' }).body).toBe(
      'KA01AB1234 left T2 at 10:15 (duty D-1).',
    );
  });
});
