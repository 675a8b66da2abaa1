import { COMPLIANCE_ITEMS } from '@raahi/domain/compliance';
import { GEOFENCE_CROSSINGS } from '@raahi/domain/geofences';
import { LANGUAGE_CODES, UI_LANGUAGES } from '@raahi/domain/language-list';
import { NOTIFICATION_KINDS } from '@raahi/domain/notifications';
import { SOS_SOURCES } from '@raahi/domain/safety';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_LANGUAGES,
  messageText,
} from '../../src/modules/notification-delivery/message-text.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = MESSAGE_LANGUAGES.en.texts;
const languages = Object.entries(MESSAGE_LANGUAGES).filter(([code]) => code !== 'en');

/** Every value a coded parameter takes: a paper is a vehicle's compliance item or a licence. */
const CODES = {
  source: SOS_SOURCES,
  crossing: GEOFENCE_CROSSINGS,
  paper: [...COMPLIANCE_ITEMS, 'licence'],
} as const;

/** Each language's letters: a message in it has some, beyond the Latin of ids and numbers. */
const SCRIPTS: Record<string, RegExp> = {
  kn: /\p{Script=Kannada}/u,
  hi: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  ml: /\p{Script=Malayalam}/u,
  te: /\p{Script=Telugu}/u,
  ur: /\p{Script=Arabic}/u,
  mr: /\p{Script=Devanagari}/u,
  kok: /\p{Script=Devanagari}/u,
};

describe('the words of notifications sent outside the app', () => {
  it('come in every language of the screens', () => {
    expect(Object.keys(MESSAGE_LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
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

  it.each(languages)('%s: words for every code among the parameters', (code, language) => {
    for (const [name, values] of Object.entries(CODES)) {
      const table = language.words?.[name as keyof typeof CODES] ?? {};
      for (const value of values)
        expect(table[value], `${code}: ${name} ${value}`).toMatch(SCRIPTS[code]!);
    }
  });

  // A copied file would pass every check above; Konkani and Marathi share a script.
  it('write Konkani, not Marathi', () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(MESSAGE_LANGUAGES.kok.texts[kind].body, kind).not.toBe(
        MESSAGE_LANGUAGES.mr.texts[kind].body,
      );
  });

  it.each(UI_LANGUAGES.filter((l) => l.code !== 'en'))(
    'reach a $english-speaking recipient (stored as $value) in $english letters',
    ({ value, code }) => {
      const duty = messageText('duty-assigned', { regId: 'DUT-000123' }, value);
      expect(duty.language).toBe(code);
      expect(duty.title).toMatch(SCRIPTS[code]!);
      expect(duty.body).toContain('DUT-000123');
      const paper = messageText(
        'document-expiring',
        { paper: 'insurance', regId: 'V-9', validTill: '01/12/2026' },
        value,
      );
      expect(paper.body).not.toContain('insurance');
      expect(paper.body).toContain('01/12/2026');
    },
  );

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
    expect(messageText('duty-assigned', params, 'Tamil')).toEqual({
      language: 'ta',
      title: 'புதிய டியூட்டி',
      body: 'டியூட்டி DUT-000123 உங்களுக்கு ஒதுக்கப்பட்டது.',
    });
    // The spec's stored values are 'Malyalam' and 'Marati'; the spelling on screen is not one.
    expect(messageText('duty-assigned', params, 'Malyalam').language).toBe('ml');
    expect(messageText('duty-assigned', params, 'Marati').language).toBe('mr');
    for (const other of ['English', 'Malayalam', 'Marathi', null, undefined, 'Klingon'])
      expect(messageText('duty-assigned', params, other)).toEqual({
        language: 'en',
        title: 'Duty assigned',
        body: 'Duty DUT-000123 is assigned to you.',
      });
  });

  it('put an expiring paper into English words too', () => {
    expect(
      messageText(
        'document-expiring',
        { paper: 'roadTax', regId: 'V-9', validTill: '01/12/2026' },
        'English',
      ).body,
    ).toBe('The road tax of V-9 is valid till 01/12/2026.');
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
    expect(
      messageText(
        'sos-raised',
        { source: 'passenger', vehicleNumber: 'TN09X1', regId: 'D-2' },
        'Tamil',
      ).body,
    ).toBe('டியூட்டி D-2: TN09X1 வாகனத்தின் பயணியிடமிருந்து SOS. உடனே Raahi-ஐத் திறக்கவும்: -');
    expect(
      messageText('geofence-crossed', { ...crossing, crossing: 'entered' }, 'Konkani').body,
    ).toBe('KA01AB1234 10:15 वरांर T2 भितर सरलें (ड्युटी D-1).');
    expect(messageText('sos-raised', { source: 'someone', regId: 'D-1' }, 'Urdu').body).toContain(
      'someone',
    );
    // English keeps the parameters as they were before any translation.
    expect(messageText('geofence-crossed', { ...crossing, crossing: 'left' }).body).toBe(
      'KA01AB1234 left T2 at 10:15 (duty D-1).',
    );
  });
});
