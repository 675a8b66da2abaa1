import { todayInIndia } from './compliance';

/**
 * A report's period is a pair of IST calendar days. The presets are worked out here, in India
 * time, by whoever asks: the page for its preset menu, the server for a report asked without a
 * period (this month). A financial year runs from 1 April to 31 March.
 */
export const REPORT_PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'this-financial-year',
  'last-financial-year',
] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIOD_PRESETS)[number];

export interface ReportPeriod {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** The last day of a month (1-12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function reportPeriod(preset: ReportPeriodPreset, now: Date = new Date()): ReportPeriod {
  const [year, month] = todayInIndia(now).split('-').map(Number) as [number, number];
  switch (preset) {
    case 'this-month':
      return { from: day(year, month, 1), to: day(year, month, lastDay(year, month)) };
    case 'last-month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: day(y, m, 1), to: day(y, m, lastDay(y, m)) };
    }
    case 'this-financial-year':
    case 'last-financial-year': {
      const start = (month >= 4 ? year : year - 1) - (preset === 'last-financial-year' ? 1 : 0);
      return { from: day(start, 4, 1), to: day(start + 1, 3, 31) };
    }
  }
}

/** The preset a period is, if any: the page's menu shows it chosen. */
export function presetOf(period: ReportPeriod, now: Date = new Date()): ReportPeriodPreset | null {
  return (
    REPORT_PERIOD_PRESETS.find((preset) => {
      const candidate = reportPeriod(preset, now);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}
