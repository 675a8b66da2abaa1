import { gstinCheckCharacter } from '@raahi/domain/kyc';
import { describe, expect, it } from 'vitest';
import {
  rateOfSupply,
  sumDocument,
  type GstParties,
} from '../../src/modules/invoices/invoice-sums.js';

const gstin = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const parties = (clientState: string, option: GstParties['option']): GstParties => ({
  option,
  supplier: { gstin: gstin('29', 'AABCR4321K'), bodyCorporate: false },
  recipient: { gstin: gstin(clientState, 'AAACN1234F'), bodyCorporate: true },
});
const line = (supplyDate: string, option: GstParties['option'], taxablePaise: number) => ({
  ...rateOfSupply(supplyDate, option),
  supplyDate,
  taxablePaise,
  pureAgentPaise: 0,
});

describe('a consolidated invoice’s sums', () => {
  it('taxes each rate once on its own total across the 22 September 2025 change', () => {
    const sums = sumDocument(
      [
        line('2025-09-20', 'full-credit', 1_000_00),
        line('2025-09-21', 'full-credit', 1_000_01),
        line('2025-09-22', 'full-credit', 2_000_00),
      ],
      parties('29', 'full-credit'),
    );
    // 12% on ₹2,000.01 = ₹240.0012 → ₹240.00; 18% on ₹2,000 = ₹360.
    expect(sums.taxRows).toEqual([
      expect.objectContaining({ basisPoints: 1200, taxablePaise: 2_000_01, cgstPaise: 120_00 }),
      expect.objectContaining({ basisPoints: 1800, taxablePaise: 2_000_00, cgstPaise: 180_00 }),
    ]);
    expect(sums.taxPaise).toBe(600_00);
    expect(sums.cgstPaise + sums.sgstPaise).toBe(sums.taxPaise);
    expect(sums.totalPaise).toBe(4_600_01);
    expect(sums.supply).toBe('intra-state');
  });

  it('charges IGST to another state, and leaves the tax out of the total on reverse charge', () => {
    const inter = sumDocument(
      [line('2026-06-01', 'full-credit', 1_000_00)],
      parties('27', 'full-credit'),
    );
    expect(inter).toMatchObject({ igstPaise: 180_00, cgstPaise: 0, placeOfSupply: '27' });
    const reverse = sumDocument(
      [line('2026-06-01', 'restricted-credit', 2_016_10)],
      parties('29', 'restricted-credit'),
    );
    expect(reverse).toMatchObject({
      reverseCharge: true,
      taxPaise: 100_81,
      cgstPaise: 50_41,
      sgstPaise: 50_40,
      totalPaise: 2_016_10,
      amountInWords: 'Rupees Two Thousand Sixteen and Ten Paise Only',
    });
  });
});
