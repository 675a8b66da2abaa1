import type { TariffSide } from '@raahi/domain/billing';
import type { ServiceType, VehicleCategory } from '@raahi/domain/lists';
import type { TariffListQuery } from '@raahi/domain/tariffs';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { tariffVersions } from '../../db/schema/index.js';

/** A stored version, its text columns read as the domain's values (the API only writes those). */
export type TariffRow = Omit<
  typeof tariffVersions.$inferSelect,
  'side' | 'serviceType' | 'vehicleCategory'
> & { side: TariffSide; serviceType: ServiceType; vehicleCategory: VehicleCategory };
export type NewTariff = typeof tariffVersions.$inferInsert;

/** The tariff_versions table. */
export function createTariffsRepository(db: Database) {
  return {
    /** The version added, or undefined when one with the same key and date exists. */
    insert: async (values: NewTariff, tx: Executor = db) =>
      (await tx.insert(tariffVersions).values(values).onConflictDoNothing().returning())[0] as
        TariffRow | undefined,

    find: async (id: string, tx: Executor = db) =>
      (await tx.select().from(tariffVersions).where(eq(tariffVersions.id, id)))[0] as
        TariffRow | undefined,

    /** Versions by side, party (defaults first), service, category, newest first. */
    async list(
      query: TariffListQuery & { parties?: (string | null)[] },
      tx: Executor = db,
    ): Promise<TariffRow[]> {
      const where: SQL[] = [];
      if (query.side) where.push(eq(tariffVersions.side, query.side));
      if (query.partyId === 'default') where.push(isNull(tariffVersions.partyId));
      else if (query.partyId) where.push(eq(tariffVersions.partyId, query.partyId));
      if (query.parties) where.push(partyIn(query.parties));
      if (query.serviceType) where.push(eq(tariffVersions.serviceType, query.serviceType));
      if (query.vehicleCategory)
        where.push(eq(tariffVersions.vehicleCategory, query.vehicleCategory));
      return (await tx
        .select()
        .from(tariffVersions)
        .where(and(...where))
        .orderBy(
          asc(tariffVersions.side),
          sql`${tariffVersions.partyId} nulls first`,
          asc(tariffVersions.serviceType),
          asc(tariffVersions.vehicleCategory),
          desc(tariffVersions.effectiveFrom),
        )) as TariffRow[];
    },

    /**
     * What pricing chooses from: one side's versions for these parties and the defaults, in
     * force by the last date asked about. One query for a whole month of duties.
     */
    listCandidates: async (
      side: TariffSide,
      parties: string[],
      until: string,
      tx: Executor = db,
    ): Promise<TariffRow[]> =>
      (await tx
        .select()
        .from(tariffVersions)
        .where(
          and(
            eq(tariffVersions.side, side),
            partyIn([null, ...parties]),
            sql`${tariffVersions.effectiveFrom} <= ${until}`,
          ),
        )) as TariffRow[],

    remove: async (id: string, tx: Executor = db) => {
      await tx.delete(tariffVersions).where(eq(tariffVersions.id, id));
    },
  };
}

/** The party is one of these (null: the default for all); the ids travel as one array. */
function partyIn(parties: (string | null)[]): SQL {
  const ids = parties.filter((id): id is string => id !== null);
  const own = sql`${tariffVersions.partyId} = any(${sql.param(ids)}::uuid[])`;
  return parties.includes(null) ? or(isNull(tariffVersions.partyId), own)! : own;
}

export type TariffsRepository = ReturnType<typeof createTariffsRepository>;
