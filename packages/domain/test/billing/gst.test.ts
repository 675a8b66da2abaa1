import { describe, expect, it } from 'vitest';
import {
  bodyCorporateFromPan,
  computeDutyCharge,
  computeGst,
  formatPlaceOfSupply,
  formatRate,
  GST_RATES,
  gstinStateCode,
  gstRateOn,
  type GstInput,
} from '../../src/billing';
import { LOCAL, rates, slip } from './fixtures';

// Check characters worked with the GSTIN checksum; the PANs' fourth letters: P proprietor,
// C company.
const KA_PROPRIETOR = '29ABCPE1234F1Z7';
const KA_COMPANY = '29AAACR5055K1Z3';
const MH_COMPANY = '27AAACR5055K1Z7';
const CH_COMPANY = '04AAACR5055K1ZF';
const DL_COMPANY = '07AAACR5055K1Z9';

const supply = (over: Partial<GstInput> = {}): GstInput => ({
  taxablePaise: 10_000_00,
  supplyDate: '2025-09-21',
  option: 'full-credit',
  supplier: { gstin: KA_COMPANY, bodyCorporate: true },
  recipient: { gstin: '29AABCR1234Q1Z1', bodyCorporate: true },
  ...over,
});

describe('GST rate by date of supply', () => {
  it('is 12% with full credit up to 21 September 2025 and 18% from 22 September', () => {
    const before = computeGst(supply());
    expect(before).toMatchObject({ basisPoints: 1200, taxPaise: 1_200_00 });
    expect(before.rateSource).toMatch(/11\/2017/);
    const after = computeGst(supply({ supplyDate: '2025-09-22' }));
    expect(after).toMatchObject({ basisPoints: 1800, taxPaise: 1_800_00 });
    expect(after.rateSource).toMatch(/15\/2025/);
  });

  it('is 5% on the restricted-credit option on both sides of the change', () => {
    for (const supplyDate of ['2025-09-21', '2025-09-22'])
      expect(computeGst(supply({ supplyDate, option: 'restricted-credit' })).taxPaise).toBe(500_00);
  });

  it('reads the rates from data: a schedule passed in decides, and nothing before GST', () => {
    const later = {
      sac: '9966',
      effectiveFrom: '2030-01-01',
      basisPoints: { 'restricted-credit': 500, 'full-credit': 1600 },
      source: 'a later notification',
    };
    const schedule = [...GST_RATES, later];
    expect(gstRateOn('2030-01-01', 'full-credit', schedule).basisPoints).toBe(1600);
    expect(gstRateOn('2029-12-31', 'full-credit', schedule).basisPoints).toBe(1800);
    expect(() => gstRateOn('2017-06-30', 'full-credit')).toThrow(RangeError);
    expect([formatRate(500), formatRate(1800), formatRate(250)]).toEqual(['5%', '18%', '2.5%']);
  });
});

describe('intra- and inter-state supply', () => {
  it('splits the tax into CGST and SGST when the client is registered in the operator’s state', () => {
    const gst = computeGst(supply({ supplyDate: '2025-09-22' }));
    expect(gst).toMatchObject({
      placeOfSupply: '29',
      supply: 'intra-state',
      stateTaxName: 'SGST',
      cgstPaise: 900_00,
      sgstPaise: 900_00,
      igstPaise: 0,
      invoiceTotalPaise: 11_800_00,
    });
    expect(formatPlaceOfSupply(gst.placeOfSupply)).toBe('29-Karnataka');
  });

  it('gives the odd paisa to CGST, so CGST + SGST is exactly the tax', () => {
    // ₹2,016.10 at 5% is ₹100.805: ₹100.81 of tax, ₹50.41 CGST and ₹50.40 SGST.
    const gst = computeGst(supply({ taxablePaise: 2_016_10, option: 'restricted-credit' }));
    expect(gst).toMatchObject({ taxPaise: 100_81, cgstPaise: 50_41, sgstPaise: 50_40 });
    for (let taxable = 0; taxable < 2_000; taxable += 7) {
      const { taxPaise, cgstPaise, sgstPaise } = computeGst(supply({ taxablePaise: taxable }));
      expect(cgstPaise + sgstPaise).toBe(taxPaise);
      expect(cgstPaise - sgstPaise).toBeGreaterThanOrEqual(0);
      expect(cgstPaise - sgstPaise).toBeLessThanOrEqual(1);
    }
  });

  it('charges IGST when the client is registered in another state (IGST Act s.12(2))', () => {
    const gst = computeGst(supply({ recipient: { gstin: MH_COMPANY, bodyCorporate: true } }));
    expect(gst).toMatchObject({
      placeOfSupply: '27',
      supply: 'inter-state',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_200_00,
    });
  });

  it('takes an unregistered client’s state on record, else the operator’s', () => {
    const recorded = computeGst(
      supply({ recipient: { stateGstCode: '27', bodyCorporate: false } }),
    );
    expect(recorded.supply).toBe('inter-state');
    const unknown = computeGst(supply({ recipient: { bodyCorporate: false } }));
    expect(unknown).toMatchObject({ placeOfSupply: '29', supply: 'intra-state' });
  });

  it('names UTGST in a union territory without a legislature, SGST in Delhi', () => {
    const chandigarh = computeGst(
      supply({
        supplier: { gstin: CH_COMPANY, bodyCorporate: true },
        recipient: { stateGstCode: '04', bodyCorporate: false },
      }),
    );
    expect(chandigarh).toMatchObject({ supply: 'intra-state', stateTaxName: 'UTGST' });
    const delhi = computeGst(
      supply({
        supplier: { gstin: DL_COMPANY, bodyCorporate: true },
        recipient: { gstin: DL_COMPANY, bodyCorporate: true },
      }),
    );
    expect(delhi.stateTaxName).toBe('SGST');
  });

  it('refuses a GSTIN that fails its checks', () => {
    expect(gstinStateCode('29AAACR5055K1Z3')).toBe('29');
    expect(gstinStateCode('29AAACR5055K1Z4')).toBeNull();
    expect(() =>
      computeGst(supply({ recipient: { gstin: '07AAAAA0000A1Z8', bodyCorporate: true } })),
    ).toThrow(/client's GSTIN/);
  });
});

describe('reverse charge', () => {
  const proprietor = { gstin: KA_PROPRIETOR, bodyCorporate: false };

  it('applies when a non-body-corporate at 5% serves a body corporate: the client pays the tax', () => {
    const gst = computeGst(
      supply({ supplier: proprietor, option: 'restricted-credit', supplyDate: '2025-10-01' }),
    );
    expect(gst).toMatchObject({
      reverseCharge: true,
      taxPaise: 500_00,
      cgstPaise: 250_00,
      sgstPaise: 250_00,
      invoiceTotalPaise: 10_000_00,
    });
  });

  it('does not apply at the full-credit rate, from a company, or to a client not a body corporate', () => {
    expect(computeGst(supply({ supplier: proprietor })).reverseCharge).toBe(false);
    expect(computeGst(supply({ option: 'restricted-credit' })).reverseCharge).toBe(false);
    expect(
      computeGst(
        supply({
          supplier: proprietor,
          option: 'restricted-credit',
          recipient: { gstin: '29ABCPK7777L1ZW', bodyCorporate: false },
        }),
      ).reverseCharge,
    ).toBe(false);
  });

  it('reads a body corporate from the PAN where it can', () => {
    expect(bodyCorporateFromPan('AAACR5055K')).toBe(true);
    expect(bodyCorporateFromPan('ABCPE1234F')).toBe(false);
    expect(bodyCorporateFromPan('AAAFU0939F')).toBeNull();
  });
});

describe('pure-agent actuals', () => {
  it('keeps tolls and parking out of the taxable value and adds them to the total', () => {
    const charge = computeDutyCharge(
      rates(LOCAL),
      slip('2026-11-26T09:00', '2026-11-26T12:00', 30, {
        charges: [
          { kind: 'toll', amountPaise: 205_00 },
          { kind: 'parking', amountPaise: 50_00 },
        ],
      }),
    );
    const gst = computeGst(
      supply({
        taxablePaise: charge.taxablePaise,
        pureAgentPaise: charge.pureAgentPaise,
        supplyDate: '2026-11-26',
      }),
    );
    expect(gst.taxPaise).toBe(288_00); // 18% of ₹1,600, not of ₹1,855
    expect(gst.invoiceTotalPaise).toBe(1_600_00 + 288_00 + 255_00);
  });
});
