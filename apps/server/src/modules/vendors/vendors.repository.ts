import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import type { VendorListQuery } from '@raahi/domain/vendors';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { createListPages } from '../../db/list-page.js';
import { writtenOutOf } from '../../db/prepared.js';
import { namesOf, outer } from '../../db/related.js';
import { companies, users, vendorDrafts, vendors } from '../../db/schema/index.js';
import type { AccountCache } from '../users/account-cache.js';

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;

const SORTS = {
  name: [asc(vendors.name), asc(vendors.id)],
  '-name': [desc(vendors.name), desc(vendors.id)],
  createdAt: [asc(vendors.createdAt), asc(vendors.id)],
  '-createdAt': [desc(vendors.createdAt), desc(vendors.id)],
  regId: [asc(vendors.regId)],
  '-regId': [desc(vendors.regId)],
} satisfies Record<VendorListQuery['sort'], SQL[]>;

/** Only what a list row shows. */
const listColumns = {
  id: vendors.id,
  regId: vendors.regId,
  registrationType: vendors.registrationType,
  name: vendors.name,
  email: vendors.email,
  phone: vendors.phone,
  gst: vendors.gst,
  serviceTypes: vendors.serviceTypes,
  operationalArea: vendors.operationalArea,
  approvalStatus: vendors.approvalStatus,
  accountStatus: vendors.accountStatus,
  createdAt: vendors.createdAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `accounts` forgets cached vendors as they are written (see account-cache.ts). */
export function createVendorsRepository(
  db: Database,
  accounts?: Pick<AccountCache, 'forgetVendor'>,
) {
  const listPage = createListPages(db);
  // A vendor's page: the row and its companies' names in one prepared statement.
  const detailed = db
    .select({
      vendor: vendors,
      companyNames: namesOf(companies, outer('vendors', 'associated_companies')),
    })
    .from(vendors)
    .where(eq(vendors.id, sql.placeholder('id')))
    .prepare('vendor_detailed');

  return {
    /** The vendor with the names of its associated companies. */
    findDetailed: async (id: string) => (await detailed.execute({ id }))[0],

    findById: async (id: string, tx: Executor = db) =>
      (await tx.select().from(vendors).where(eq(vendors.id, id)))[0],

    /** The vendors of these ids that exist, in no order. */
    findByIds: async (ids: string[]) =>
      ids.length === 0 ? [] : db.select().from(vendors).where(inArray(vendors.id, ids)),

    insert: async (values: NewVendor, tx: Executor) =>
      (await tx.insert(vendors).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewVendor>, tx: Executor) => {
      accounts?.forgetVendor(id);
      return (
        await tx
          .update(vendors)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(vendors.id, id))
          .returning()
      )[0]!;
    },

    /** The vendors that may take duties (approved and active), by name: a booking's choices. */
    bookable: () =>
      db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(
          and(
            eq(vendors.approvalStatus, writtenOutOf(APPROVAL_STATUSES, 'Approved')),
            eq(vendors.accountStatus, writtenOutOf(ACCOUNT_STATUSES, 'Active')),
          ),
        )
        .orderBy(asc(vendors.name), asc(vendors.id)),

    /** A page of vendors for the operator, deleted ones only when asked for by status. */
    async list(query: VendorListQuery) {
      const where: SQL[] = [];
      where.push(
        query.accountStatus
          ? eq(vendors.accountStatus, writtenOutOf(ACCOUNT_STATUSES, query.accountStatus))
          : ne(vendors.accountStatus, writtenOutOf(ACCOUNT_STATUSES, 'Deleted')),
      );
      if (query.approvalStatus)
        where.push(
          eq(vendors.approvalStatus, writtenOutOf(APPROVAL_STATUSES, query.approvalStatus)),
        );
      if (query.serviceType)
        where.push(sql`${vendors.serviceTypes} @> array[${query.serviceType}]::text[]`);
      if (query.state)
        where.push(sql`${vendors.operationalStates} @> array[${query.state}]::text[]`);
      if (query.q) {
        const term = escapeLike(query.q);
        const digits = query.q.replace(/\D/g, '');
        where.push(
          or(
            ilike(vendors.name, `%${term}%`),
            ilike(vendors.email, `%${term}%`),
            ilike(vendors.regId, `${term}%`),
            ilike(vendors.gst, `${term}%`),
            ...(digits.length >= 3 ? [sql`${vendors.phone} like ${`%${digits}%`}`] : []),
          )!,
        );
      }
      return listPage({
        name: 'vendors',
        select: (total) =>
          db
            .select({ ...listColumns, total })
            .from(vendors)
            .$dynamic(),
        table: vendors,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: Boolean(query.q),
      });
    },

    /** The people who sign in for a vendor: its owner and staff. */
    userIdsOf: async (vendorId: string, tx: Executor) =>
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.vendorId, vendorId), inArray(users.role, ['vendor', 'VENDOR_USER'])))
      ).map((row) => row.id),

    findDraft: async (phone: string) =>
      (await db.select().from(vendorDrafts).where(eq(vendorDrafts.phone, phone)))[0],

    saveDraft: async (phone: string, data: Record<string, unknown>, activeStep: number) =>
      (
        await db
          .insert(vendorDrafts)
          .values({ phone, data, activeStep })
          .onConflictDoUpdate({
            target: vendorDrafts.phone,
            set: { data, activeStep, updatedAt: new Date() },
          })
          .returning()
      )[0]!,

    deleteDraft: (phone: string, tx: Executor = db) =>
      tx.delete(vendorDrafts).where(eq(vendorDrafts.phone, phone)),
  };
}

export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
export type VendorListRow = Awaited<ReturnType<VendorsRepository['list']>>['rows'][number];
