import { describe, expect, it } from 'vitest';
import { eInvoiceOf } from '../../src/billing/e-invoice';
import { taxAt } from '../../src/billing/gst';
import type { Invoice, InvoiceLine } from '../../src/invoices';

const line = (position: number, taxablePaise: number, pureAgentPaise = 0): InvoiceLine => ({
  position,
  dutyId: `00000000-0000-4000-8000-00000000000${position}`,
  regId: `DUT-00000${position}`,
  slipNumber: `DS-00000${position}`,
  date: '2026-11-1' + position,
  serviceType: 'Local Package',
  vehicleCategory: 'Sedan',
  vehicleNumber: 'KA05MN4821',
  km: 50,
  minutes: 200,
  charges: [],
  basisPoints: 1800,
  taxablePaise,
  pureAgentPaise,
  totalPaise: taxablePaise + pureAgentPaise,
});

/** Three duties at 18% within Karnataka; odd paise, so the items' halves must be reconciled. */
function invoice(recipientGstin: string | null = '29AACCN1234F1ZT'): Invoice {
  const lines = [line(1, 1_600_33), line(2, 1_100_01, 125_00), line(3, 1_942_17)];
  const taxable = lines.reduce((sum, one) => sum + one.taxablePaise, 0);
  const half = taxAt(taxable, 900);
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    number: 'RAH/26-27/00002',
    date: '2026-11-27',
    financialYear: '2026-27',
    issuedAt: '2026-11-27T06:00:00.000Z',
    companyId: '00000000-0000-4000-8000-0000000000bb',
    month: '2026-11',
    sac: '9966',
    supplier: {
      name: 'Raahi Demo Mobility Private Limited',
      gstin: '29AABCR4321K1ZB',
      address: '4th Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
      stateGstCode: '29',
      stateName: 'Karnataka',
      pan: 'AABCR4321K',
      email: 'billing@raahi.example',
      phone: '+91 80 4000 1234',
      bank: { name: 'HDFC Bank', number: '50100012345678', ifsc: 'HDFC0000123' },
      gstOption: 'full-credit',
      bodyCorporate: true,
    },
    recipient: {
      name: 'Nimbus Technologies',
      gstin: recipientGstin,
      address: 'Embassy Tech Village, Outer Ring Road, Bengaluru 560103',
      stateGstCode: '29',
      stateName: 'Karnataka',
    },
    placeOfSupply: '29-Karnataka',
    supply: 'intra-state',
    stateTaxName: 'SGST',
    reverseCharge: false,
    dutyCount: 3,
    lines,
    taxablePaise: taxable,
    pureAgentPaise: 125_00,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise: 0,
    taxPaise: 2 * half,
    totalPaise: taxable + 2 * half + 125_00,
    amountInWords: 'Rupees …',
    taxRows: [
      {
        basisPoints: 1800,
        rateSource: 'Notification 15/2025',
        taxablePaise: taxable,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
      },
    ],
    creditNotes: [],
    balancePaise: taxable + 2 * half + 125_00,
  };
}

describe('the e-invoice (INV-01 1.1) of an issued invoice', () => {
  it('has the parties with their PIN codes, one item per duty, and adds up to the paisa', () => {
    const made = eInvoiceOf(invoice());
    expect(made.problems).toEqual([]);
    const eInvoice = made.eInvoice!;
    expect(eInvoice.DocDtls).toEqual({ Typ: 'INV', No: 'RAH/26-27/00002', Dt: '27/11/2026' });
    expect(eInvoice.SellerDtls).toMatchObject({
      Gstin: '29AABCR4321K1ZB',
      Loc: 'Bengaluru',
      Pin: 560034,
      Stcd: '29',
      Ph: '8040001234',
    });
    expect(eInvoice.BuyerDtls).toMatchObject({ Pin: 560103, Pos: '29', Stcd: '29' });
    expect(eInvoice.ItemList.map((item) => [item.HsnCd, item.GstRt, item.AssAmt])).toEqual([
      ['9966', 18, 1600.33],
      ['9966', 18, 1100.01],
      ['9966', 18, 1942.17],
    ]);
    const sum = (pick: (item: (typeof eInvoice.ItemList)[number]) => number) =>
      Math.round(eInvoice.ItemList.reduce((total, item) => total + pick(item) * 100, 0));
    const { ValDtls } = eInvoice;
    expect(sum((item) => item.CgstAmt)).toBe(Math.round(ValDtls.CgstVal * 100));
    expect(sum((item) => item.SgstAmt)).toBe(Math.round(ValDtls.SgstVal * 100));
    expect(sum((item) => item.IgstAmt)).toBe(0);
    expect(ValDtls.OthChrg).toBe(125);
    expect(Math.round(ValDtls.TotInvVal * 100)).toBe(invoice().totalPaise);
  });

  it('is refused for an unregistered client, saying why', () => {
    const { eInvoice, problems } = eInvoiceOf(invoice(null));
    expect(eInvoice).toBeNull();
    expect(problems).toEqual([
      { field: 'recipient.gstin', message: 'Only a registered client (GSTIN) is e-invoiced' },
    ]);
  });
});
