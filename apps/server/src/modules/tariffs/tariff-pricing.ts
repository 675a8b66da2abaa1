import {
  billableSlipProblem,
  chooseTariff,
  computeDutyCharge,
  indiaDate,
  TariffRatesSchema,
  type DutyCharge,
  type TariffRates,
  type TariffSide,
} from '@raahi/domain/billing';
import type { UnpricedReason } from '@raahi/domain/tariffs';
import type { BillableDuty } from '../duty-slips/duty-slip-billing.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import type { TariffRow, TariffsRepository } from './tariffs.repository.js';

/** A duty's amount on one side, or why it has none. */
export type Quote = { regId: string } & (
  | { charge: DutyCharge; tariffId: string; missing: null }
  | { charge: null; tariffId: null; missing: UnpricedReason }
);

const unpriced = (duty: BillableDuty, missing: UnpricedReason): Quote => ({
  regId: duty.regId,
  charge: null,
  tariffId: null,
  missing,
});

/** Duties read and priced per query: a month-end run of ~85,000 goes in a few dozen queries. */
const CHUNK = 5_000;

/**
 * Pricing: a completed duty's closed slip under the tariff version in force on its India date
 * (garage-out), by the domain's chooser and engine. Sale prices the client company's tariff,
 * purchase the vendor's; either falls back to the default for all. No caller: the routes and
 * the invoicing and settlement services check who may see what.
 */
export function createTariffPricing(deps: {
  tariffs: Pick<TariffsRepository, 'listCandidates'>;
  slips: Pick<DutySlipsService, 'billableDuties'>;
}) {
  async function quoteChunk(dutyIds: readonly string[], side: TariffSide) {
    const duties = await deps.slips.billableDuties(dutyIds);
    const quotes = new Map<string, Quote>();
    const pending: { duty: BillableDuty; date: string }[] = [];
    for (const duty of duties) {
      if (duty.status !== 'Completed') quotes.set(duty.dutyId, unpriced(duty, 'not-completed'));
      else if (!duty.slip) quotes.set(duty.dutyId, unpriced(duty, 'slip-open'));
      else if (billableSlipProblem(duty.slip))
        quotes.set(duty.dutyId, unpriced(duty, 'slip-impossible'));
      else pending.push({ duty, date: indiaDate(duty.slip.garageOutAt) });
    }
    if (pending.length === 0) return quotes;
    const partyOf = (duty: BillableDuty) => (side === 'sale' ? duty.companyId : duty.vendorId);
    const parties = [...new Set(pending.map(({ duty }) => partyOf(duty)))].filter(
      (id): id is string => id !== null,
    );
    const until = pending.reduce((last, { date }) => (date > last ? date : last), '');
    const versions = await deps.tariffs.listCandidates(side, parties, until);
    // Each service and category's versions together: the chooser then scans a handful.
    const byKind = new Map<string, TariffRow[]>();
    for (const version of versions) {
      const kind = `${version.serviceType}|${version.vehicleCategory}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), version]);
    }
    const rates = new Map<string, TariffRates>();
    const ratesOf = (version: TariffRow) => {
      let parsed = rates.get(version.id);
      if (!parsed) rates.set(version.id, (parsed = TariffRatesSchema.parse(version.rates)));
      return parsed;
    };
    for (const { duty, date } of pending) {
      const chosen = chooseTariff(byKind.get(`${duty.serviceType}|${duty.vehicleCategory}`) ?? [], {
        side,
        // A duty without a vendor (none yet on the purchase side) takes the default.
        partyId: partyOf(duty) ?? '',
        serviceType: duty.serviceType,
        vehicleCategory: duty.vehicleCategory,
        date,
      });
      quotes.set(
        duty.dutyId,
        chosen
          ? {
              regId: duty.regId,
              charge: computeDutyCharge(ratesOf(chosen), duty.slip!),
              tariffId: chosen.id,
              missing: null,
            }
          : unpriced(duty, 'no-tariff'),
      );
    }
    return quotes;
  }

  /** Quotes for many duties, a chunk of duties per pair of queries; unknown ids are left out. */
  async function quoteDuties(dutyIds: readonly string[], side: TariffSide) {
    const quotes = new Map<string, Quote>();
    const unique = [...new Set(dutyIds)];
    for (let start = 0; start < unique.length; start += CHUNK)
      for (const [id, quote] of await quoteChunk(unique.slice(start, start + CHUNK), side))
        quotes.set(id, quote);
    return quotes;
  }

  return {
    quoteDuties,

    /** One duty's amount on one side; null without a closed slip or a tariff in force. */
    async priceDuty(dutyId: string, side: TariffSide): Promise<DutyCharge | null> {
      return (await quoteDuties([dutyId], side)).get(dutyId)?.charge ?? null;
    },

    /**
     * Many duties' amounts on one side, without a query per duty: each id to its amount, or
     * null as priceDuty answers it (unknown ids too).
     */
    async priceDuties(
      dutyIds: readonly string[],
      side: TariffSide,
    ): Promise<Map<string, DutyCharge | null>> {
      const quotes = await quoteDuties(dutyIds, side);
      return new Map(dutyIds.map((id) => [id, quotes.get(id)?.charge ?? null]));
    },
  };
}

export type TariffPricing = ReturnType<typeof createTariffPricing>;
