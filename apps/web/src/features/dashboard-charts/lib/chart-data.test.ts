import { emptyDayCounts, type DashboardDay } from '@raahi/domain/dashboard-charts';
import { describe, expect, it } from 'vitest';
import { busyDays, dayTick, onTimePercent, statusSeries, statusTotals } from './chart-data';

const day = (date: string, counts: Partial<DashboardDay['counts']>, km = 0): DashboardDay => ({
  day: date,
  counts: { ...emptyDayCounts(), ...counts },
  km,
});
const days = [
  day('2026-11-24', { Completed: 3, Cancelled: 1 }, 120),
  day('2026-11-25', {}),
  day('2026-11-26', { Completed: 1, NoShow: 2 }, 40),
];

describe('chart data', () => {
  it('reads a day the Indian way on the axis', () => {
    expect(dayTick('2026-11-05')).toBe('05/11');
  });

  it('makes one series per status over the days, zeros kept', () => {
    expect(statusSeries(days, ['Completed', 'NoShow'])).toEqual({
      Completed: [3, 0, 1],
      NoShow: [0, 0, 2],
    });
    expect(statusTotals(days)).toMatchObject({ Completed: 4, Cancelled: 1, NoShow: 2, Started: 0 });
  });

  it('rounds the on-time share and has none when nothing started', () => {
    expect(onTimePercent({ started: 3, onTime: 2 })).toBe(67);
    expect(onTimePercent({ started: 0, onTime: 0 })).toBeNull();
  });

  it('leaves quiet days out of the tables', () => {
    expect(busyDays(days, (d) => [d.km]).map((d) => d.day)).toEqual(['2026-11-24', '2026-11-26']);
  });
});
