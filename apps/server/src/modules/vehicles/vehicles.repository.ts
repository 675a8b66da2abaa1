import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import { EXPIRING_WITHIN_DAYS, type ComplianceState } from '@raahi/domain/compliance';
import type { VehicleListQuery } from '@raahi/domain/vehicles';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { createListPages } from '../../db/list-page.js';
import { writtenOutOf } from '../../db/prepared.js';
import { documentsOf, hasPendingRenewal, outer, renewalsOf } from '../../db/related.js';
import { drivers, vehicles, vendors } from '../../db/schema/index.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;

const SORTS = {
  vehicleNumber: [asc(vehicles.vehicleNumber)],
  '-vehicleNumber': [desc(vehicles.vehicleNumber)],
  createdAt: [asc(vehicles.createdAt), asc(vehicles.id)],
  '-createdAt': [desc(vehicles.createdAt), desc(vehicles.id)],
  nextExpiry: [sql`${vehicles.nextExpiry} asc nulls first`, asc(vehicles.id)],
  '-nextExpiry': [sql`${vehicles.nextExpiry} desc nulls last`, desc(vehicles.id)],
} satisfies Record<VehicleListQuery['sort'], SQL[]>;

/**
 * Today in India by the database's clock. Unlike a parameter, PostgreSQL can estimate it when it
 * plans a statement once for all values, so a list filtered by compliance keeps one plan.
 */
const today = sql`(now() at time zone 'Asia/Kolkata')::date`;
const soon = sql`(${today} + ${sql.raw(String(EXPIRING_WITHIN_DAYS))})`;

/**
 * The SQL for "this vehicle is in compliance state X today (in India)". Its constants are
 * written out, not parameters, for the same reason as today.
 */
export function complianceCondition(state: ComplianceState): SQL {
  switch (state) {
    case 'expired':
      return sql`${vehicles.nextExpiry} < ${today}`;
    case 'missing':
      return sql`${vehicles.complianceMissing} and (${vehicles.nextExpiry} is null or ${vehicles.nextExpiry} >= ${today})`;
    case 'expiring':
      return sql`not ${vehicles.complianceMissing} and ${vehicles.nextExpiry} >= ${today} and ${vehicles.nextExpiry} <= ${soon}`;
    case 'valid':
      return sql`not ${vehicles.complianceMissing} and ${vehicles.nextExpiry} > ${soon}`;
  }
}

/** Not deleted, as a constant the planner sees (see complianceCondition). */
const notDeleted = sql`${vehicles.accountStatus} <> 'Deleted'`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const names = {
  vendorName: vendors.name,
  driverName: drivers.name,
  driverRegId: drivers.regId,
};
const withNames = { vehicle: vehicles, ...names };

/** Only what a list row shows: its compliance comes from the papers' valid-till dates. */
const listColumns = {
  vehicle: {
    id: vehicles.id,
    regId: vehicles.regId,
    vendorId: vehicles.vendorId,
    category: vehicles.category,
    brand: vehicles.brand,
    vehicleModelName: vehicles.vehicleModelName,
    vehicleNumber: vehicles.vehicleNumber,
    fuelType: vehicles.fuelType,
    roadTaxValidTill: vehicles.roadTaxValidTill,
    fitnessCertificate: vehicles.fitnessCertificate,
    permitValidTill: vehicles.permitValidTill,
    insurance: vehicles.insurance,
    emissionCertificate: vehicles.emissionCertificate,
    driverId: vehicles.driverId,
    approvalStatus: vehicles.approvalStatus,
    accountStatus: vehicles.accountStatus,
    createdAt: vehicles.createdAt,
  },
  ...names,
};

/** A vehicle query joined to its vendor and driver, whatever it selects of them. */
function withNamesOf<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
    .leftJoin(drivers, eq(drivers.id, vehicles.driverId));
}

export function createVehiclesRepository(db: Database) {
  const listPage = createListPages(db);
  const joined = (executor: Executor) =>
    withNamesOf(executor.select(withNames).from(vehicles).$dynamic());
  /** A list page's rows, with its bounded count (see listPage). */
  const listed = (total: SQL<number>) =>
    withNamesOf(
      db
        .select({ ...listColumns, total })
        .from(vehicles)
        .$dynamic(),
    );

  // A vehicle's page: the row, the names it shows, its documents and its papers' renewals in
  // one prepared statement.
  const detailed = withNamesOf(
    db
      .select({
        ...withNames,
        images: documentsOf('vehicle', outer('vehicles', 'id')),
        renewals: renewalsOf('vehicle', outer('vehicles', 'id')),
        renewalDocuments: documentsOf('vehicle-renewal', outer('vehicles', 'id')),
      })
      .from(vehicles)
      .$dynamic(),
  )
    .where(eq(vehicles.id, sql.placeholder('id')))
    .prepare('vehicle_detailed');

  return {
    /** The vehicle with its vendor's and driver's names. */
    findById: async (id: string, tx: Executor = db) =>
      (await joined(tx).where(eq(vehicles.id, id)))[0],

    /** The vehicle with its vendor's and driver's names, documents and renewals. */
    findDetailed: async (id: string) => (await detailed.execute({ id }))[0],

    insert: async (values: NewVehicle, tx: Executor) =>
      (await tx.insert(vehicles).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewVehicle>, tx: Executor) =>
      (
        await tx
          .update(vehicles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(vehicles.id, id))
          .returning()
      )[0]!,

    async list(vendorScope: string | null, query: VehicleListQuery) {
      const where: (SQL | undefined)[] = [
        vendorScope ? eq(vehicles.vendorId, vendorScope) : undefined,
      ];
      where.push(
        query.accountStatus
          ? eq(vehicles.accountStatus, writtenOutOf(ACCOUNT_STATUSES, query.accountStatus))
          : notDeleted,
      );
      if (query.approvalStatus)
        where.push(
          eq(vehicles.approvalStatus, writtenOutOf(APPROVAL_STATUSES, query.approvalStatus)),
        );
      if (query.category) where.push(eq(vehicles.category, query.category));
      if (query.fuelType) where.push(eq(vehicles.fuelType, query.fuelType));
      if (query.vendorId) where.push(eq(vehicles.vendorId, query.vendorId));
      if (query.compliance) where.push(complianceCondition(query.compliance));
      if (query.renewal) where.push(hasPendingRenewal('vehicle', vehicles.id));
      if (query.q) {
        const term = escapeLike(query.q);
        const compact = escapeLike(query.q.toUpperCase().replace(/[\s-]/g, ''));
        where.push(
          or(
            ilike(vehicles.vehicleNumber, `%${compact}%`),
            ilike(vehicles.regId, `${term}%`),
            ilike(vehicles.brand, `%${term}%`),
            ilike(vehicles.vehicleModelName, `%${term}%`),
          ),
        );
      }
      return listPage({
        name: 'vehicles',
        select: listed,
        table: vehicles,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: Boolean(query.q),
      });
    },

    async countByCompliance(vendorScope: string | null) {
      const scope = and(vendorScope ? eq(vehicles.vendorId, vendorScope) : undefined, notDeleted);
      const count = async (state: ComplianceState) =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(vehicles)
            .where(and(scope, complianceCondition(state)))
        )[0]!.n;
      const [valid, expiring, expired, missing] = await Promise.all([
        count('valid'),
        count('expiring'),
        count('expired'),
        count('missing'),
      ]);
      return { valid, expiring, expired, missing };
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
export type VehicleWithNames = NonNullable<Awaited<ReturnType<VehiclesRepository['findById']>>>;
export type VehicleDetails = NonNullable<Awaited<ReturnType<VehiclesRepository['findDetailed']>>>;
export type VehicleListRow = Awaited<ReturnType<VehiclesRepository['list']>>['rows'][number];
