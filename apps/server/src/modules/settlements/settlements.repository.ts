import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { settlementDeductions, settlementPayments } from '../../db/schema/index.js';

export type PaymentRow = typeof settlementPayments.$inferSelect;
export type DeductionRow = typeof settlementDeductions.$inferSelect;
export type NewDeduction = typeof settlementDeductions.$inferInsert;

/** The settlement_deductions and settlement_payments tables. */
export function createSettlementsRepository(db: Database) {
  return {
    listDeductions: (vendorId: string, month: string, tx: Executor = db) =>
      tx
        .select()
        .from(settlementDeductions)
        .where(
          and(eq(settlementDeductions.vendorId, vendorId), eq(settlementDeductions.month, month)),
        )
        .orderBy(asc(settlementDeductions.createdAt)),

    addDeduction: async (values: typeof settlementDeductions.$inferInsert, tx: Executor) =>
      (await tx.insert(settlementDeductions).values(values).returning())[0]!,

    /** The month's payment, locked when in a transaction that may record it. */
    findPayment: async (vendorId: string, month: string, tx: Executor = db) =>
      (
        await tx
          .select()
          .from(settlementPayments)
          .where(
            and(eq(settlementPayments.vendorId, vendorId), eq(settlementPayments.month, month)),
          )
      )[0],

    /** The payments of months from `fromMonth` up to (not including) `toMonth`, for the year's TDS. */
    listPayments: (vendorId: string, fromMonth: string, toMonth: string, tx: Executor = db) =>
      tx
        .select()
        .from(settlementPayments)
        .where(
          and(
            eq(settlementPayments.vendorId, vendorId),
            gte(settlementPayments.month, fromMonth),
            lt(settlementPayments.month, toMonth),
          ),
        ),

    /** Several vendors' deductions of one month, in one read (the month's list). */
    listDeductionsOfVendors: (vendorIds: string[], month: string) =>
      vendorIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(settlementDeductions)
            .where(
              and(
                inArray(settlementDeductions.vendorId, vendorIds),
                eq(settlementDeductions.month, month),
              ),
            )
            .orderBy(asc(settlementDeductions.createdAt)),

    /** Several vendors' payments of months `fromMonth` to `toMonth`, both included, in one read. */
    listPaymentsOfVendors: (vendorIds: string[], fromMonth: string, toMonth: string) =>
      vendorIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(settlementPayments)
            .where(
              and(
                inArray(settlementPayments.vendorId, vendorIds),
                gte(settlementPayments.month, fromMonth),
                lte(settlementPayments.month, toMonth),
              ),
            ),

    /** Stores a paid month's deductions by rule as they were paid. */
    async keepRuleDeductions(rows: NewDeduction[], tx: Executor) {
      if (rows.length > 0) await tx.insert(settlementDeductions).values(rows);
    },

    /** Records the payment; undefined when the month was already paid. */
    insertPayment: async (values: typeof settlementPayments.$inferInsert, tx: Executor) =>
      (await tx.insert(settlementPayments).values(values).onConflictDoNothing().returning())[0],
  };
}

export type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;
