const IST_OFFSET_MS = 330 * 60_000;

/** An amount as typed ("1,250.50", "₹ 80") in paise, or null when it is not one. */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [rupees, paise = ''] = cleaned.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** Paise as the amount field shows them: 125050 → "1250.50", 8000 → "80". */
export function rupeesInput(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** A moment as a date-time field's value, in India time ('2026-06-05T09:30'). */
export function toTimeInput(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-time field's value, India time, as an ISO instant; null when incomplete. */
export function fromTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return new Date(`${value}:00+05:30`).toISOString();
}

/** Now, to the minute, as a date-time field's value. */
export const nowInput = (now = new Date()) => toTimeInput(now.toISOString());
