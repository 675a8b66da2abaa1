import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users, vendors } from '../../db/schema/index.js';
import type { AccountCache } from './account-cache.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `accounts` forgets cached accounts as they are written (see account-cache.ts). */
export function createUsersRepository(db: Database, accounts?: Pick<AccountCache, 'forgetUser'>) {
  // Runs on every authenticated request: prepared once. Reads vendors (only the status) because
  // a vendor's people act only while their vendor is Active.
  const byIdForAuth = db
    .select({
      id: users.id,
      role: users.role,
      accountStatus: users.accountStatus,
      vendorId: users.vendorId,
      vendorAccountStatus: vendors.accountStatus,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id_for_auth');

  return {
    findForAuth: async (id: string) => (await byIdForAuth.execute({ id }))[0],

    findById: async (id: string, tx: Executor = db) =>
      (await tx.select().from(users).where(eq(users.id, id)))[0],

    findByEmail: async (email: string, roles: readonly string[], tx: Executor = db) =>
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.email, email), inArray(users.role, roles)))
      )[0],

    findByPhone: async (phone: string, roles: readonly string[]) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.phone, phone), inArray(users.role, roles)))
      )[0],

    insert: async (values: NewUser, tx: Executor = db) =>
      (await tx.insert(users).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewUser>, tx: Executor = db) => {
      accounts?.forgetUser(id);
      return (
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()
      )[0];
    },

    countByRole: async (role: string, tx: Executor = db) =>
      (
        await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.role, role))
      )[0]!.n,
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
