import { describe, expect, it } from 'vitest';
import { computeDutyCharge, billableSlipProblem } from '../../src/billing';
import { AIRPORT, LOCAL, LOCAL_BASE, rates, slip } from './fixtures';

const local = rates(LOCAL);
const brief = (charge: ReturnType<typeof computeDutyCharge>) =>
  charge.lines.map((l) => [l.code, l.amountPaise]);

describe('local packages', () => {
  it('bills each package when the duty stays within it', () => {
    const four = computeDutyCharge(local, slip('2026-11-26T09:00', '2026-11-26T12:45', 35));
    expect(brief(four)).toEqual([['package', 1_600_00]]);
    expect(four.lines[0]!.label).toBe('4 h / 40 km package');
    expect(four).toMatchObject({ km: 35, minutes: 225, packageHours: 4, totalPaise: 1_600_00 });

    const eight = computeDutyCharge(
      local,
      slip('2026-11-26T09:00', '2026-11-26T16:30', 72, { packageHours: 8 }),
    );
    expect(brief(eight)).toEqual([['package', 3_200_00]]);

    const twelve = computeDutyCharge(
      local,
      slip('2026-11-26T07:00', '2026-11-26T18:30', 110, { packageHours: 12 }),
    );
    expect(brief(twelve)).toEqual([['package', 4_800_00]]);
    expect(twelve.lines[0]!.label).toBe('12 h / 120 km package');
  });

  it('bills extra km and extra time (a started hour counts) within the slab-jump allowance', () => {
    // 4 h 50 min and 52 km on the 4 h / 40 km package: 50 minutes over, not more than 60.
    const charge = computeDutyCharge(local, slip('2026-11-26T09:00', '2026-11-26T13:50', 52));
    expect(brief(charge)).toEqual([
      ['package', 1_600_00],
      ['extra-km', 12 * 18_00],
      ['extra-time', 200_00],
    ]);
    expect(charge.lines.map((l) => l.label)).toEqual([
      '4 h / 40 km package',
      '12 km over 40 km × ₹18.00 a km',
      '1 h over 4 h × ₹200.00 an hour',
    ]);
    expect(charge.totalPaise).toBe(2_016_00);
    expect(charge.taxablePaise).toBe(2_016_00);
  });

  it('jumps to the next package when the duty runs more than the set time over', () => {
    // 5 h 30 min: 90 minutes over 4 h, so the 8 h / 80 km package, and nothing extra.
    const charge = computeDutyCharge(local, slip('2026-11-26T09:00', '2026-11-26T14:30', 52));
    expect(brief(charge)).toEqual([['package', 3_200_00]]);
    expect(charge.lines[0]!.label).toBe('8 h / 80 km package (slab jump: ran 5 h 30 min)');
    expect(charge.packageHours).toBe(8);
  });

  it('does not jump at exactly the set time over', () => {
    const charge = computeDutyCharge(local, slip('2026-11-26T09:00', '2026-11-26T14:00', 40));
    expect(brief(charge)).toEqual([
      ['package', 1_600_00],
      ['extra-time', 200_00],
    ]);
  });

  it('jumps more than once, then bills extras on the package reached', () => {
    // 9 h 15 min: over 4 h by 5 h 15, over 8 h by 75 minutes: the 12 h / 120 km package.
    const charge = computeDutyCharge(local, slip('2026-11-26T09:00', '2026-11-26T18:15', 130));
    expect(brief(charge)).toEqual([
      ['package', 4_800_00],
      ['extra-km', 10 * 16_00],
    ]);
  });

  it('bills extras on the largest package when there is none larger', () => {
    const charge = computeDutyCharge(local, slip('2026-11-26T06:00', '2026-11-26T21:30', 150));
    expect(brief(charge)).toEqual([
      ['package', 4_800_00],
      ['extra-km', 30 * 16_00],
      ['extra-time', 4 * 180_00],
    ]);
    expect(charge.totalPaise).toBe(6_000_00);
  });

  it('never jumps without a slab-jump rule, and counts extra time in the unit set', () => {
    const noJump = rates({ base: { ...LOCAL_BASE, slabJumpAfterMinutes: null } });
    expect(
      brief(computeDutyCharge(noJump, slip('2026-11-26T09:00', '2026-11-26T14:30', 40))),
    ).toEqual([
      ['package', 1_600_00],
      ['extra-time', 2 * 200_00],
    ]);
    const halves = rates({ base: { ...LOCAL_BASE, extraTimeUnitMinutes: 30 } });
    const charge = computeDutyCharge(halves, slip('2026-11-26T09:00', '2026-11-26T13:20', 40));
    expect(charge.lines[1]).toMatchObject({
      label: '30 min over 4 h × ₹200.00 an hour',
      amountPaise: 100_00,
    });
  });
});

describe('flat fares, waiting and actuals', () => {
  const airport = rates(AIRPORT);

  it('bills the flat fare alone within what it includes', () => {
    const charge = computeDutyCharge(airport, slip('2026-11-26T05:00', '2026-11-26T06:40', 38));
    expect(brief(charge)).toEqual([['flat-fare', 1_200_00]]);
    expect(charge.lines[0]!.label).toBe('Flat fare (includes 40 km, 2 h)');
  });

  it('adds extra km, extra time and waiting beyond the free minutes', () => {
    const charge = computeDutyCharge(
      airport,
      slip('2026-11-26T05:00', '2026-11-26T07:40', 55, {
        reportedAt: '2026-11-26T05:10:00+05:30',
        boardedAt: '2026-11-26T05:55:00+05:30',
      }),
    );
    expect(brief(charge)).toEqual([
      ['flat-fare', 1_200_00],
      ['extra-km', 15 * 20_00],
      ['extra-time', 150_00],
      ['waiting', 30_00],
    ]);
    expect(charge.lines[3]!.label).toBe('Waiting 15 min after 30 min free × ₹120.00 an hour');
  });

  it('bills tolls and parking at actuals outside the taxable value, permits inside it', () => {
    const charge = computeDutyCharge(
      local,
      slip('2026-11-26T09:00', '2026-11-26T12:00', 30, {
        charges: [
          { kind: 'toll', amountPaise: 85_00 },
          { kind: 'toll', amountPaise: 120_00 },
          { kind: 'parking', amountPaise: 50_00 },
          { kind: 'permit', amountPaise: 1_500_00 },
          { kind: 'toll', amountPaise: 40_00, pureAgent: false },
        ],
      }),
    );
    expect(charge.lines.slice(1).map((l) => [l.label, l.amountPaise, l.taxable])).toEqual([
      ['Tolls at actuals (2 receipts, paid for the client)', 205_00, false],
      ['Parking at actuals (1 receipt, paid for the client)', 50_00, false],
      ['State permits at actuals (1 receipt)', 1_500_00, true],
      ['Tolls at actuals (1 receipt)', 40_00, true],
    ]);
    expect(charge.pureAgentPaise).toBe(255_00);
    expect(charge.taxablePaise).toBe(1_600_00 + 1_500_00 + 40_00);
    expect(charge.totalPaise).toBe(charge.taxablePaise + charge.pureAgentPaise);
  });
});

describe('impossible figures', () => {
  it('refuses km going backwards and garage-in before garage-out', () => {
    const backwards = { ...slip('2026-11-26T09:00', '2026-11-26T12:00', 10), garageInKm: 9_990 };
    expect(billableSlipProblem(backwards)).toBe('Garage-in km is less than garage-out km');
    expect(() => computeDutyCharge(local, backwards)).toThrow(RangeError);
    const early = slip('2026-11-26T09:00', '2026-11-26T08:00', 10);
    expect(billableSlipProblem(early)).toBe('Garage-in is before garage-out');
    expect(billableSlipProblem(slip('2026-11-26T09:00', '2026-11-26T10:00', 10))).toBeNull();
  });
});
