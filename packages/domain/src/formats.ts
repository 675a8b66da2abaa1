// How Indian identifiers, dates and numbers are written wherever Raahi shows them: one form each,
// on every page and in every message.

const normalise = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/**
 * A registration number grouped the way plates read: KA 01 AB 1234, DL 3C AB 1234, and the
 * Bharat series 22 BH 1234 AB. A number of no known form is shown as it was given.
 */
export function formatVehicleNumber(number: string): string {
  const plate = normalise(number);
  const bh = /^(\d{2})(BH)(\d{4})([A-Z]{2})$/.exec(plate);
  if (bh) return bh.slice(1).join(' ');
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(plate);
  if (!state) return number.trim();
  const [, code, rto, letters, serial] = state;
  // Delhi's series letter belongs with its RTO number: DL 3C AB 1234.
  if (code === 'DL' && rto!.length === 1 && letters)
    return [code, rto! + letters[0], letters.slice(1), serial].filter(Boolean).join(' ');
  return [code, rto, letters, serial].filter(Boolean).join(' ');
}

/**
 * A driving licence number as licences print it: the state and RTO, then the year of issue and
 * the serial (KA01 20110012345). Older licences of another form are shown as they were given.
 */
export function formatDrivingLicence(number: string): string {
  const licence = normalise(number);
  const match = /^([A-Z]{2}\d{2})((?:19|20)\d{2}\d{7})$/.exec(licence);
  return match ? `${match[1]} ${match[2]}` : number.trim();
}

/** A calendar date ('2030-01-31') the Indian way: 31/01/2030. Anything else as it was given. */
export function formatIndianDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const indianNumber = new Intl.NumberFormat('en-IN');

/** A count or a distance with Indian grouping: 1,24,500. */
export function formatIndianNumber(value: number): string {
  return indianNumber.format(value);
}

/**
 * An amount of money, held as integer paise, the way Indian bills write it: ₹1,23,45,678.50.
 * Built from whole numbers, never by dividing into a float, so no paisa is ever lost.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  return `${sign}₹${indianNumber.format(rupees)}.${cents}`;
}

/** A stored ten-digit mobile number as people read it: +91-XXXXXXXXXX. */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? `+91-${phone}` : '';
}

/** The average as people read it: one decimal. */
export const formatAverage = (average: number | null) =>
  average === null ? '–' : average.toFixed(1);
