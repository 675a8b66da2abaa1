import { describe, expect, it } from 'vitest';
import { billableSlipOf, computeDutyCharge, DutyChargeSchema } from '../../src/billing';
import { LOCAL, rates } from './fixtures';

const slip = {
  garageOutAt: '2026-11-26T03:30:00.000Z',
  garageOutKm: 41_200,
  reportedAt: '2026-11-26T04:00:00.000Z',
  boardedAt: '2026-11-26T04:10:00.000Z',
  garageInAt: '2026-11-26T08:20:00.000Z',
  garageInKm: 41_252,
  charges: [
    {
      id: '5b0d2c1e-8a1f-4a55-9c1e-2f8a3c4d5e60',
      kind: 'toll' as const,
      amountPaise: 85_00,
      note: 'NICE road',
      receipt: null,
      createdAt: '2026-11-26T05:00:00.000Z',
    },
  ],
};

describe('a duty slip as the engine reads it', () => {
  it('is not billable until both garage ends are in', () => {
    expect(billableSlipOf({ ...slip, garageInAt: null })).toBeNull();
    expect(billableSlipOf({ ...slip, garageInKm: null })).toBeNull();
    expect(billableSlipOf({ ...slip, garageOutKm: null })).toBeNull();
  });

  it('carries the figures, the charges and the package booked', () => {
    expect(billableSlipOf(slip, 8)).toEqual({
      garageOutAt: slip.garageOutAt,
      garageOutKm: 41_200,
      garageInAt: slip.garageInAt,
      garageInKm: 41_252,
      reportedAt: slip.reportedAt,
      boardedAt: slip.boardedAt,
      charges: [{ kind: 'toll', amountPaise: 85_00 }],
      packageHours: 8,
    });
  });

  it('prices into an answer the server can declare with DutyChargeSchema', () => {
    // 09:00 to 13:50 India time, 52 km: the 4 h package, 12 km and 1 h extra, a toll.
    const charge = computeDutyCharge(rates(LOCAL), billableSlipOf(slip)!);
    expect(DutyChargeSchema.parse(charge)).toEqual(charge);
    expect(charge).toMatchObject({
      km: 52,
      minutes: 290,
      taxablePaise: 2_016_00,
      pureAgentPaise: 85_00,
      totalPaise: 2_101_00,
    });
  });
});
