import { todayInIndia } from '@raahi/domain/compliance';
import type { TariffVersion } from '@raahi/domain/billing';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { DutyCharges, StoredTariff, TariffListQuery } from '@raahi/domain/tariffs';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { DutyViewService } from '../duties/duty-view.service.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import { createTariffPricing } from './tariff-pricing.js';
import type { TariffRow, TariffsRepository } from './tariffs.repository.js';

/**
 * Tariff versions, sale and purchase, and the price of a duty under them. The operator manages
 * both sides; a vendor reads the purchase versions that can apply to it (its own and the
 * defaults) and nothing else. A version is never edited: new rates are a new version from a date,
 * so an amount already billed never moves; a version not yet in force can be removed.
 */
export function createTariffsService(deps: {
  db: Database;
  tariffs: TariffsRepository;
  slips: Pick<DutySlipsService, 'billableDuties'>;
  duties: Pick<DutyViewService, 'getDuty'>;
  companies: Pick<CompaniesService, 'namesOf'>;
  vendors: Pick<VendorReader, 'findVendorStanding'>;
  now?: () => Date;
}) {
  const { db, tariffs } = deps;
  const today = () => todayInIndia(deps.now?.() ?? new Date());
  const pricing = createTariffPricing({ tariffs, slips: deps.slips });

  const toStored = (row: TariffRow): StoredTariff => ({
    id: row.id,
    side: row.side,
    partyId: row.partyId,
    serviceType: row.serviceType,
    vehicleCategory: row.vehicleCategory,
    effectiveFrom: row.effectiveFrom,
    rates: row.rates as StoredTariff['rates'],
    createdAt: row.createdAt.toISOString(),
    inForce: row.effectiveFrom <= today(),
  });

  /** Whether the caller may read this version: a vendor only purchase rates that can be its own. */
  const readable = (caller: AuthContext, row: TariffRow) =>
    isOperatorRole(caller.role) ||
    (isVendorRole(caller.role) &&
      row.side === 'purchase' &&
      (row.partyId === null || row.partyId === caller.vendorId));

  async function requireVisible(caller: AuthContext, id: string) {
    const row = await tariffs.find(id);
    if (!row || !readable(caller, row)) throw notFound('Tariff');
    return row;
  }

  /** The party must be a client company (sale) or a vendor (purchase); 400 otherwise. */
  async function requireParty(version: TariffVersion) {
    if (version.partyId === null) return;
    const found =
      version.side === 'sale'
        ? (await deps.companies.namesOf([version.partyId])).length > 0
        : (await deps.vendors.findVendorStanding(version.partyId)) !== undefined;
    if (!found)
      throw new AppError(
        'VALIDATION_FAILED',
        version.side === 'sale'
          ? 'No client company has this id: sale tariffs belong to a client company'
          : 'No vendor has this id: purchase tariffs belong to a vendor',
        { fields: { partyId: 'Unknown party' } },
      );
  }

  return {
    ...pricing,

    async list(caller: AuthContext, query: TariffListQuery) {
      const rows = isVendorRole(caller.role)
        ? await tariffs.list({ ...query, side: 'purchase', parties: [null, caller.vendorId] })
        : await tariffs.list(query);
      return rows.filter((row) => readable(caller, row)).map(toStored);
    },

    async get(caller: AuthContext, id: string) {
      return toStored(await requireVisible(caller, id));
    },

    /** A new version; 409 TARIFF_EXISTS when one with the same key takes effect that day. */
    async create(caller: AuthContext, version: TariffVersion, ip: string) {
      await requireParty(version);
      return db.transaction(async (tx) => {
        const row = await tariffs.insert({ ...version, createdBy: caller.userId }, tx);
        if (!row)
          throw new AppError(
            'TARIFF_EXISTS',
            `A ${version.side} tariff for ${version.serviceType}, ${version.vehicleCategory} already takes effect on ${version.effectiveFrom}: add a version from another date`,
          );
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'tariff-added',
          entity: 'tariff',
          entityId: row.id,
          after: version,
        });
        return toStored(row);
      });
    },

    /** Removes a version not yet in force; 409 TARIFF_IN_FORCE once it may have priced a duty. */
    async remove(caller: AuthContext, id: string, ip: string) {
      const row = await requireVisible(caller, id);
      if (row.effectiveFrom <= today())
        throw new AppError(
          'TARIFF_IN_FORCE',
          `This tariff took effect on ${row.effectiveFrom}: it may have priced duties, so it stays. Add a new version from the date the new rates apply`,
        );
      await db.transaction(async (tx) => {
        await tariffs.remove(id, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'tariff-removed',
          entity: 'tariff',
          entityId: id,
          before: toStored(row),
        });
      });
    },

    /**
     * A duty's sale and purchase amounts with their lines, for whoever may see the duty (404
     * otherwise): the operator both, the duty's vendor the purchase side only.
     */
    async chargesOf(caller: AuthContext, dutyId: string): Promise<DutyCharges> {
      await deps.duties.getDuty(caller, dutyId);
      const sides = isOperatorRole(caller.role)
        ? (['sale', 'purchase'] as const)
        : (['purchase'] as const);
      const answer: DutyCharges = { dutyId };
      for (const side of sides) {
        const quote = (await pricing.quoteDuties([dutyId], side)).get(dutyId);
        answer[side] = quote
          ? { charge: quote.charge, missing: quote.missing }
          : { charge: null, missing: 'not-completed' };
      }
      return answer;
    },
  };
}

export type TariffsService = ReturnType<typeof createTariffsService>;
