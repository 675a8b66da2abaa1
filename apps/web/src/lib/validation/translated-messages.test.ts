import { PanSchema } from '@raahi/domain/tax-id-schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import kannada from '../../locales/kn/validation.json';
import { ApiError } from '../api-error';
import { applyServerErrors } from '../form';
import { i18n } from '../i18n';
import { translatedResolver } from './translated-resolver';
import { translateEnglishMessage } from './validation-messages';

const KANNADA = /[\u0C80-\u0CFF]/;

const FormSchema = z.object({
  name: z.string().min(3),
  pan: PanSchema,
  seats: z.number().int().max(7),
  stops: z.array(z.object({ city: z.string().min(1) })),
});
const values = { name: 'ab', pan: 'ABC', seats: 9, stops: [{ city: '' }] };

async function errorsOf(input: unknown) {
  const resolve = translatedResolver(FormSchema);
  const result = await resolve(input as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as unknown as {
    name: { message: string };
    pan: { message: string };
    seats: { message: string };
    stops: { city: { message: string } }[];
  };
}

beforeAll(() => {
  i18n.addResourceBundle('kn', 'translation', kannada, true, true);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('validation messages in English', () => {
  it('read exactly as the domain writes them', async () => {
    const errors = await errorsOf(values);
    expect(errors.name.message).toBe('Enter at least 3 characters');
    expect(errors.pan.message).toBe('A PAN has 5 letters, 4 digits and a letter, e.g. ABCPE1234F');
    expect(errors.seats.message).toBe('Use 7 or less');
    expect(errors.stops[0]!.city.message).toBe('Required');
  });
});

describe('validation messages in Kannada', () => {
  it('translate the plain messages and the schemas’ own, nested fields too', async () => {
    await i18n.changeLanguage('kn');
    const errors = await errorsOf(values);
    expect(errors.name.message).toBe('ಕನಿಷ್ಠ 3 ಅಕ್ಷರಗಳನ್ನು ನಮೂದಿಸಿ');
    expect(errors.pan.message).toBe('PAN ನಲ್ಲಿ 5 ಅಕ್ಷರ, 4 ಅಂಕಿ ಮತ್ತು ಒಂದು ಅಕ್ಷರ ಇರುತ್ತದೆ, ಉದಾ. ABCPE1234F');
    expect(errors.seats.message).toBe('7 ಅಥವಾ ಕಡಿಮೆ ಬಳಸಿ');
    expect(errors.stops[0]!.city.message).toBe('ಅಗತ್ಯವಿದೆ');
  });

  it('follow the language at the moment of validating', async () => {
    const resolve = translatedResolver(z.object({ name: z.string().min(3) }));
    const check = async () =>
      (
        (
          await resolve({ name: '' }, undefined, {
            fields: {},
            shouldUseNativeValidation: false,
          })
        ).errors as {
          name: { message: string };
        }
      ).name.message;
    expect(await check()).toBe('Required');
    await i18n.changeLanguage('kn');
    expect(await check()).toBe('ಅಗತ್ಯವಿದೆ');
  });

  it('read the server’s English back: plain ones with their numbers, slots, plurals', async () => {
    await i18n.changeLanguage('kn');
    expect(translateEnglishMessage('Enter at least 1 character')).toBe('ಕನಿಷ್ಠ 1 ಅಕ್ಷರ ನಮೂದಿಸಿ');
    expect(translateEnglishMessage('Use at most 40 characters')).toBe('ಗರಿಷ್ಠ 40 ಅಕ್ಷರಗಳನ್ನು ಬಳಸಿ');
    expect(translateEnglishMessage('Choose one of: Sedan, SUV')).toBe(
      'ಇವುಗಳಲ್ಲಿ ಒಂದನ್ನು ಆಯ್ಕೆಮಾಡಿ: Sedan, SUV',
    );
    // The longer template wins over 'Registered in {{state}}'.
    expect(translateEnglishMessage('Registered in Goa, not Karnataka')).toBe(
      'Goa ನಲ್ಲಿ ನೋಂದಾಯಿತ, Karnataka ನಲ್ಲಿ ಅಲ್ಲ',
    );
  });

  it('leave a sentence no key knows as it came', async () => {
    await i18n.changeLanguage('kn');
    expect(translateEnglishMessage('The moon is made of paneer')).toBe(
      'The moon is made of paneer',
    );
  });

  it('put the server’s field problems on the fields in Kannada', async () => {
    await i18n.changeLanguage('kn');
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid', [
      { path: 'body.gst', message: 'The check character does not match: a typo?' },
      { path: 'body.name', message: 'Something only the server says' },
    ]);
    expect(applyServerErrors(error, setError, ['gst', 'name'])).toBeNull();
    expect(setError.mock.calls[0]![1].message).toBe('ಚೆಕ್ ಅಕ್ಷರ ಹೊಂದುತ್ತಿಲ್ಲ: ಟೈಪಿಂಗ್ ತಪ್ಪೇ?');
    expect(setError.mock.calls[1]![1].message).toBe('Something only the server says');
  });

  it('fall back to English where the language has no key', async () => {
    // No Telugu strings are loaded in this file: i18next's fallback answers in English.
    await i18n.changeLanguage('te');
    expect(translateEnglishMessage('Enter a valid email address')).toBe(
      'Enter a valid email address',
    );
    await i18n.changeLanguage('kn');
    expect(KANNADA.test(translateEnglishMessage('Enter a valid email address'))).toBe(true);
  });
});
