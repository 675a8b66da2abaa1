import { SETTING_DEFAULTS } from '@raahi/domain/settings';
import { describe, expect, it } from 'vitest';
import {
  deductionLines,
  statementOf,
  type CompletedDuty,
} from '../../src/modules/settlements/settlement-statement.js';
import type { DeductionRow } from '../../src/modules/settlements/settlements.repository.js';

const penalties = {
  ...SETTING_DEFAULTS,
  lateStartPenaltyPaise: 200_00,
  vehicleNotReportedPenaltyPaise: 1_000_00,
};
const dutyId = '00000000-0000-4000-8000-000000000001';
const late: CompletedDuty = {
  dutyId,
  regId: 'DUT-000001',
  scheduledStart: new Date('2026-06-10T03:30:00Z'),
  startedAt: new Date('2026-06-10T04:00:00Z'),
  completedAt: new Date('2026-06-10T06:00:00Z'),
  vehicleNumber: 'KA01AB1234',
};
const hand: DeductionRow = {
  id: '00000000-0000-4000-8000-0000000000aa',
  vendorId: '00000000-0000-4000-8000-0000000000bb',
  month: '2026-06',
  amountPaise: 300_00,
  reason: 'Dirty vehicle',
  rule: null,
  dutyId: null,
  createdBy: null,
  createdAt: new Date('2026-06-20T10:00:00Z'),
};
const failure = { dutyId, regId: 'DUT-000002', recordedAt: new Date('2026-06-05T10:00:00Z') };

describe('a statement’s deductions', () => {
  it('works the rule lines beside those by hand, in time order, until the month is paid', () => {
    const lines = deductionLines({
      stored: [hand],
      paid: false,
      penalties,
      duties: [late],
      failures: [failure],
    });
    expect(lines.map((line) => [line.source, line.rule, line.reason, line.id === null])).toEqual([
      ['rule', 'vehicle-not-reported', 'Vehicle did not report — DUT-000002', true],
      ['rule', 'late-start', 'Started 30 min late — DUT-000001', true],
      ['hand', null, 'Dirty vehicle', false],
    ]);
  });

  it('shows a paid month only what was stored, whatever the rules say now', () => {
    const kept = { ...hand, id: '00000000-0000-4000-8000-0000000000cc', rule: 'late-start' };
    const lines = deductionLines({
      stored: [hand, kept],
      paid: true,
      penalties,
      duties: [late],
      failures: [failure],
    });
    expect(lines.map((line) => line.source)).toEqual(['hand', 'rule']);
  });

  it('never credits below zero when the penalties outweigh the duties', () => {
    const statement = statementOf({
      vendor: { id: hand.vendorId, regId: 'VEN-1', name: 'V', pan: 'AABFV1234K', gstin: null },
      month: '2026-06',
      duties: [],
      quotes: new Map(),
      deductions: [],
      failures: [failure],
      penalties,
      earlier: [],
      payment: undefined,
    });
    expect(statement.totals).toMatchObject({
      dutiesPaise: 0,
      deductionsPaise: 1_000_00,
      amountPaise: 0,
      netPaise: 0,
    });
  });
});
