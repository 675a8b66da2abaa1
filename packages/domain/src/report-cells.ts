import { formatIndianDate, formatIndianNumber, formatRupees } from './formats';
import type { ReportColumn, ReportValue } from './reports';

const oneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const twoDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const istStamp = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A report value as the screen and the exports write it, the Indian way: counts and km grouped 1,24,500,
 * money ₹1,23,456.00 (from paise), days 31/01/2027, months 01/2027. Empty for no value.
 */
export function formatCell(column: ReportColumn, value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (
    typeof value === 'string' &&
    column.type !== 'text' &&
    column.type !== 'date' &&
    column.type !== 'month'
  )
    return value;
  switch (column.type) {
    case 'text':
      return String(value);
    case 'date':
      return formatIndianDate(String(value));
    case 'month': {
      const [year, month] = String(value).split('-');
      return `${month}/${year}`;
    }
    case 'count':
    case 'km':
      return formatIndianNumber(Number(value));
    case 'hours':
      return oneDecimal.format(Number(value));
    case 'percent':
      return `${oneDecimal.format(Number(value))}%`;
    case 'rating':
      return twoDecimals.format(Number(value));
    case 'rupees':
      return formatRupees(Number(value));
  }
}

/** When an export was made, in IST: 26/11/2026, 18:05 IST. */
export const formatMadeAt = (at: Date) => `${istStamp.format(at)} IST`;

/** The period a report covers, the Indian way. */
export const formatPeriod = (from: string, to: string) =>
  `${formatIndianDate(from)} to ${formatIndianDate(to)}`;
