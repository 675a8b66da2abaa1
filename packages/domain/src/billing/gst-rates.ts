import { z } from 'zod';
import { isoDate } from '../duty-fields';

/**
 * GST on renting a motor vehicle with operator (SAC 9966) as dated data: each version says from
 * which date of supply it applies and the rate of each option, in basis points (500 = 5%). A
 * change of law is a new row, not new code; the server may keep its own copy and pass it in.
 */
export const CAB_RENTAL_SAC = '9966';

/**
 * The operator's choice: 5% without input tax credit beyond the same line of business, or the
 * higher rate with full credit.
 */
export const GST_OPTIONS = ['restricted-credit', 'full-credit'] as const;
export const GstOptionSchema = z.enum(GST_OPTIONS);
export type GstOption = z.infer<typeof GstOptionSchema>;

const basisPoints = z.number().int().min(0).max(10_000);

export const GstRateVersionSchema = z.object({
  sac: z.string().regex(/^\d{4,8}$/),
  effectiveFrom: isoDate,
  basisPoints: z.object({ 'restricted-credit': basisPoints, 'full-credit': basisPoints }),
  source: z.string().min(1),
});
export type GstRateVersion = z.infer<typeof GstRateVersionSchema>;

export const GST_RATES: readonly GstRateVersion[] = [
  {
    sac: CAB_RENTAL_SAC,
    effectiveFrom: '2017-07-01',
    basisPoints: { 'restricted-credit': 500, 'full-credit': 1200 },
    source: 'Notification 11/2017-Central Tax (Rate), item 10 (heading 9966), as amended',
  },
  {
    sac: CAB_RENTAL_SAC,
    effectiveFrom: '2025-09-22',
    basisPoints: { 'restricted-credit': 500, 'full-credit': 1800 },
    source: 'Notification 15/2025-Central Tax (Rate), amending 11/2017, from 22 September 2025',
  },
];

/** The rate in force on the date of supply (India date) for the option, with its source. */
export function gstRateOn(
  supplyDate: string,
  option: GstOption,
  schedule: readonly GstRateVersion[] = GST_RATES,
  sac: string = CAB_RENTAL_SAC,
): { basisPoints: number; source: string; effectiveFrom: string } {
  let found: GstRateVersion | undefined;
  for (const version of schedule)
    if (
      version.sac === sac &&
      version.effectiveFrom <= supplyDate &&
      (!found || version.effectiveFrom > found.effectiveFrom)
    )
      found = version;
  if (!found) throw new RangeError(`No GST rate for SAC ${sac} on ${supplyDate}`);
  return {
    basisPoints: found.basisPoints[option],
    source: found.source,
    effectiveFrom: found.effectiveFrom,
  };
}

/** '5%', '18%', '2.5%': a rate in basis points as an invoice prints it. */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
