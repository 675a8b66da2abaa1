import { describe, expect, it } from 'vitest';
import { busyError, indiaPeriod } from '../../src/modules/duties/duty-clash.js';

describe("a clashing duty's words", () => {
  it('gives its times in India time, the end date only when the duty runs past midnight', () => {
    expect(indiaPeriod(new Date('2026-11-26T03:30:00Z'), new Date('2026-11-26T05:30:00Z'))).toBe(
      'from 26/11/2026 09:00 to 11:00',
    );
    expect(indiaPeriod(new Date('2026-11-26T16:30:00Z'), new Date('2026-11-26T19:30:00Z'))).toBe(
      'from 26/11/2026 22:00 to 27/11/2026 01:00',
    );
  });

  it('without a duty the caller may see, refuses plainly, with no details', () => {
    const error = busyError('vehicleId', undefined);
    expect([error.code, error.status, error.message, error.details]).toEqual([
      'VEHICLE_BUSY',
      409,
      'The vehicle has another duty at this time',
      undefined,
    ]);
  });
});
