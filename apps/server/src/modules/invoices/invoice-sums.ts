import {
  CAB_RENTAL_SAC,
  amountInWords,
  computeGst,
  gstRateOn,
  type GstOption,
  type GstRecipient,
  type GstResult,
  type GstSupplier,
} from '@raahi/domain/billing';
import type { TaxRow } from '@raahi/domain/invoices';

/**
 * A consolidated invoice's (or credit note's) sums from its lines, by the GST rules of
 * @raahi/domain/billing: the tax is worked once per rate on that rate's taxable total (a month
 * spanning a change of rate, such as 22 September 2025, has a row for each), then added up.
 */
export interface SumLine {
  basisPoints: number;
  rateSource: string;
  /** An India date of supply at that rate. */
  supplyDate: string;
  taxablePaise: number;
  pureAgentPaise: number;
}

export interface GstParties {
  option: GstOption;
  supplier: GstSupplier;
  recipient: GstRecipient;
}

export interface DocumentSums {
  taxRows: TaxRow[];
  taxablePaise: number;
  pureAgentPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
  amountInWords: string;
  placeOfSupply: string;
  supply: GstResult['supply'];
  stateTaxName: GstResult['stateTaxName'];
  reverseCharge: boolean;
}

/** The rate of a duty's date of supply under the operator's option. */
export function rateOfSupply(supplyDate: string, option: GstOption) {
  const rate = gstRateOn(supplyDate, option);
  return { basisPoints: rate.basisPoints, rateSource: rate.source };
}

/**
 * One rate's GST with a schedule of that rate alone: a credit note taxes at the rate its
 * invoice charged, whatever the date it is written on.
 */
const onlyRate = (basisPoints: number, source: string) => [
  {
    sac: CAB_RENTAL_SAC,
    effectiveFrom: '2017-07-01',
    basisPoints: { 'restricted-credit': basisPoints, 'full-credit': basisPoints },
    source,
  },
];

export function sumDocument(lines: readonly SumLine[], parties: GstParties): DocumentSums {
  const groups = new Map<number, SumLine>();
  for (const line of lines) {
    const group = groups.get(line.basisPoints);
    if (group) {
      group.taxablePaise += line.taxablePaise;
      group.pureAgentPaise += line.pureAgentPaise;
    } else groups.set(line.basisPoints, { ...line });
  }
  const results = [...groups.values()]
    .sort((a, b) => a.basisPoints - b.basisPoints)
    .map((group) => ({
      group,
      gst: computeGst({
        taxablePaise: group.taxablePaise,
        pureAgentPaise: group.pureAgentPaise,
        supplyDate: group.supplyDate,
        schedule: onlyRate(group.basisPoints, group.rateSource),
        ...parties,
      }),
    }));
  const sum = (pick: (r: (typeof results)[number]) => number) =>
    results.reduce((total, r) => total + pick(r), 0);
  // With no lines (never issued) the place of supply still comes from the parties.
  const first =
    results[0]?.gst ?? computeGst({ taxablePaise: 0, supplyDate: '2017-07-01', ...parties });
  const totalPaise = sum((r) => r.gst.invoiceTotalPaise);
  return {
    taxRows: results.map(({ group, gst }) => ({
      basisPoints: group.basisPoints,
      rateSource: group.rateSource,
      taxablePaise: group.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
    })),
    taxablePaise: sum((r) => r.group.taxablePaise),
    pureAgentPaise: sum((r) => r.group.pureAgentPaise),
    cgstPaise: sum((r) => r.gst.cgstPaise),
    sgstPaise: sum((r) => r.gst.sgstPaise),
    igstPaise: sum((r) => r.gst.igstPaise),
    taxPaise: sum((r) => r.gst.taxPaise),
    totalPaise,
    amountInWords: amountInWords(totalPaise),
    placeOfSupply: first.placeOfSupply,
    supply: first.supply,
    stateTaxName: first.stateTaxName,
    reverseCharge: first.reverseCharge,
  };
}
