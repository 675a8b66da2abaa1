import { describe, expect, it } from 'vitest';
import { tds194c, tdsPayeeKindFromPan } from '../../src/billing';

const settle = (over: Partial<Parameters<typeof tds194c>[0]>) =>
  tds194c({
    amountPaise: 50_000_00,
    earlierInYearPaise: 0,
    earlierUntaxedPaise: 0,
    payee: 'individual-or-huf',
    panGiven: true,
    ...over,
  });

describe('TDS under section 194C', () => {
  it('deducts 1% from an individual or HUF and 2% from anyone else', () => {
    expect(settle({})).toMatchObject({
      basisPoints: 100,
      tdsPaise: 500_00,
      netPaise: 49_500_00,
      rule: 'individual-or-huf',
      catchUp: false,
    });
    expect(settle({ payee: 'other' })).toMatchObject({
      rule: 'other',
      basisPoints: 200,
      tdsPaise: 1_000_00,
      netPaise: 49_000_00,
    });
  });

  it('reads the payee from the PAN: P and H are individuals and HUFs', () => {
    expect(tdsPayeeKindFromPan('ABCPE1234F')).toBe('individual-or-huf');
    expect(tdsPayeeKindFromPan('ABCHE1234F')).toBe('individual-or-huf');
    expect(tdsPayeeKindFromPan('AAAFU0939F')).toBe('other');
    expect(tdsPayeeKindFromPan('AAACR5055K')).toBe('other');
  });

  it('deducts nothing under ₹30,000 while the year stays within ₹1,00,000', () => {
    expect(settle({ amountPaise: 30_000_00, earlierInYearPaise: 70_000_00 })).toMatchObject({
      tdsPaise: 0,
      netPaise: 30_000_00,
      rule: 'under-limit',
    });
  });

  it('once the year passes ₹1,00,000, taxes this payment with the earlier untaxed ones', () => {
    const result = settle({
      amountPaise: 20_000_00,
      earlierInYearPaise: 90_000_00,
      earlierUntaxedPaise: 90_000_00,
    });
    expect(result).toMatchObject({ basePaise: 1_10_000_00, tdsPaise: 1_100_00, catchUp: true });
    expect(result.reason).toMatch(/earlier untaxed/);
  });

  it('deducts 20% without a PAN, and works in whole rupees', () => {
    expect(settle({ panGiven: false })).toMatchObject({
      rule: 'no-pan',
      basisPoints: 2_000,
      tdsPaise: 10_000_00,
    });
    // 2% of ₹31,234.56 is ₹624.69: ₹625 deducted.
    expect(settle({ amountPaise: 31_234_56, payee: 'other' }).tdsPaise).toBe(625_00);
    // 1% of ₹31,249.00 is ₹312.49: ₹312.
    expect(settle({ amountPaise: 31_249_00 }).tdsPaise).toBe(312_00);
  });
});
