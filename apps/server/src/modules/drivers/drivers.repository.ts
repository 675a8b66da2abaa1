import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import type { DriverListQuery } from '@raahi/domain/drivers';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { createListPages } from '../../db/list-page.js';
import { writtenOutOf } from '../../db/prepared.js';
import { documentsOf, hasPendingRenewal, namesOf, outer, renewalsOf } from '../../db/related.js';
import { companies, drivers, vehicles, vendors } from '../../db/schema/index.js';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverDetails = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createDriversRepository>['findDetailed']>>
>;
export type NewDriver = typeof drivers.$inferInsert;

/** Whose drivers a caller sees: all (operator), one vendor's, or one driver's own record. */
export type DriverScope =
  { kind: 'all' } | { kind: 'vendor'; vendorId: string } | { kind: 'self'; userId: string };

const SORTS = {
  name: [asc(drivers.name), asc(drivers.id)],
  '-name': [desc(drivers.name), desc(drivers.id)],
  createdAt: [asc(drivers.createdAt), asc(drivers.id)],
  '-createdAt': [desc(drivers.createdAt), desc(drivers.id)],
  regId: [asc(drivers.regId)],
  '-regId': [desc(drivers.regId)],
} satisfies Record<DriverListQuery['sort'], SQL[]>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function scopeCondition(scope: DriverScope): SQL | undefined {
  if (scope.kind === 'vendor')
    return sql`${drivers.associatedVendors} @> array[${scope.vendorId}]::uuid[]`;
  if (scope.kind === 'self') return eq(drivers.userId, scope.userId);
  return undefined;
}

export function createDriversRepository(db: Database) {
  const listPage = createListPages(db);
  // A driver's page: the row and everything it names, in one prepared statement.
  const detailed = db
    .select({
      driver: drivers,
      images: documentsOf('driver', outer('drivers', 'id')),
      renewals: renewalsOf('driver', outer('drivers', 'id')),
      renewalDocuments: documentsOf('driver-renewal', outer('drivers', 'id')),
      vendorNames: namesOf(vendors, outer('drivers', 'associated_vendors')),
      companyNames: namesOf(companies, outer('drivers', 'associated_companies')),
      vehicleNumber: sql<
        string | null
      >`(select v.vehicle_number from ${vehicles} v where v.id = ${outer('drivers', 'vehicle_id')})`,
    })
    .from(drivers)
    .where(eq(drivers.id, sql.placeholder('id')))
    .prepare('driver_detailed');

  return {
    /** The driver with its documents, renewals, vendor and company names and vehicle number. */
    findDetailed: async (id: string) => (await detailed.execute({ id }))[0],

    findById: async (id: string, tx: Executor = db) =>
      (await tx.select().from(drivers).where(eq(drivers.id, id)))[0],

    findByUserId: async (userId: string) =>
      (await db.select().from(drivers).where(eq(drivers.userId, userId)))[0],

    insert: async (values: NewDriver, tx: Executor) =>
      (await tx.insert(drivers).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewDriver>, tx: Executor) =>
      (
        await tx
          .update(drivers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(drivers.id, id))
          .returning()
      )[0]!,

    async list(scope: DriverScope, query: DriverListQuery) {
      const where: (SQL | undefined)[] = [scopeCondition(scope)];
      // Deleted drivers are listed only for operators who ask for them.
      if (!(scope.kind === 'all' && query.accountStatus === 'Deleted'))
        where.push(ne(drivers.accountStatus, writtenOutOf(ACCOUNT_STATUSES, 'Deleted')));
      if (query.accountStatus)
        where.push(eq(drivers.accountStatus, writtenOutOf(ACCOUNT_STATUSES, query.accountStatus)));
      if (query.approvalStatus)
        where.push(
          eq(drivers.approvalStatus, writtenOutOf(APPROVAL_STATUSES, query.approvalStatus)),
        );
      if (query.language)
        where.push(sql`${drivers.languagesKnown} @> array[${query.language}]::text[]`);
      if (query.serviceType)
        where.push(sql`${drivers.serviceTypes} @> array[${query.serviceType}]::text[]`);
      if (query.workSchedule)
        where.push(sql`${drivers.preferredWorkSchedules} @> array[${query.workSchedule}]::text[]`);
      if (query.vendorId)
        where.push(sql`${drivers.associatedVendors} @> array[${query.vendorId}]::uuid[]`);
      if (query.renewal) where.push(hasPendingRenewal('driver', drivers.id));
      if (query.q) {
        const term = escapeLike(query.q);
        const compact = escapeLike(query.q.toUpperCase().replace(/[\s-]/g, ''));
        const digits = query.q.replace(/\D/g, '');
        where.push(
          or(
            ilike(drivers.name, `%${term}%`),
            ilike(drivers.regId, `${term}%`),
            ilike(drivers.dlNumber, `${compact}%`),
            ...(digits.length >= 3 ? [sql`${drivers.phonePrimary} like ${`%${digits}%`}`] : []),
          ),
        );
      }
      return listPage({
        name: 'drivers',
        select: (total) =>
          db
            .select({
              // Only what a list row shows.
              driver: {
                id: drivers.id,
                regId: drivers.regId,
                name: drivers.name,
                phonePrimary: drivers.phonePrimary,
                dlNumber: drivers.dlNumber,
                languagesKnown: drivers.languagesKnown,
                serviceTypes: drivers.serviceTypes,
                approvalStatus: drivers.approvalStatus,
                accountStatus: drivers.accountStatus,
                vehicleId: drivers.vehicleId,
                createdAt: drivers.createdAt,
              },
              // Qualified by hand: inside a subquery drizzle writes columns without their table.
              hasPhoto: sql<boolean>`exists (select 1 from documents d where d.owner_type = 'driver' and d.owner_id = "drivers"."id" and d.slot = 'livePhoto')`,
              vendorNames: sql<
                string[]
              >`array(select v.name from vendors v where v.id = any("drivers"."associated_vendors") order by v.name)`,
              vehicleNumber: sql<
                string | null
              >`(select v.vehicle_number from vehicles v where v.id = "drivers"."vehicle_id")`,
              total,
            })
            .from(drivers)
            .$dynamic(),
        table: drivers,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: Boolean(query.q),
      });
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
export type DriverListRow = Awaited<ReturnType<DriversRepository['list']>>['rows'][number];
