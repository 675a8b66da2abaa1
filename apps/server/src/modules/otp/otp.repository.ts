import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';

export function createOtpRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Serialises sends of one phone and audience until the transaction ends. */
    async lockSends(phone: string, audience: string, tx: Transaction) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${audience}:${phone}`}))`);
    },

    /** When codes for this phone and audience were issued since a moment, newest first. */
    async issuedSince(phone: string, audience: string, since: Date, tx: Executor = db) {
      const rows = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, phone),
            eq(otpCodes.audience, audience),
            gt(otpCodes.createdAt, since),
          ),
        )
        .orderBy(desc(otpCodes.createdAt));
      return rows.map((row) => row.createdAt);
    },

    async insert(values: typeof otpCodes.$inferInsert, tx: Executor = db) {
      await tx.insert(otpCodes).values(values);
    },

    /** Counts one try at the newest live code of these audiences; that code's row, if any. */
    async tryNewest(phone: string, audiences: string[], maxAttempts: number) {
      const newest = db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, phone),
            inArray(otpCodes.audience, audiences),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, new Date()),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      const [tried] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, newest))
        .returning();
      return tried;
    },

    /** Uses a code up; its audience, or undefined when another request used it first. */
    async consume(id: string) {
      const [consumed] = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ audience: otpCodes.audience });
      return consumed?.audience;
    },

    /** Deletes every code issued before `cutoff`; how many went. */
    async deleteIssuedBefore(cutoff: Date) {
      return (await db.delete(otpCodes).where(lt(otpCodes.createdAt, cutoff))).rowCount ?? 0;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
