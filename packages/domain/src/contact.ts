import { z } from 'zod';

/**
 * An Indian mobile number as people type it (+91 98450 12345, 098450-12345, 9845012345),
 * normalised to the ten digits we store; shown back as +91-XXXXXXXXXX.
 */
export const PhoneSchema = z
  .string()
  .trim()
  .transform((raw) => {
    const digits = raw
      .replace(/[\s()-]/g, '')
      .replace(/^\+?91(?=\d{10}$)/, '')
      .replace(/^0(?=\d{10}$)/, '');
    return digits;
  })
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'));

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));

export const PersonNameSchema = z.string().trim().min(2, 'Enter at least 2 characters').max(100);
