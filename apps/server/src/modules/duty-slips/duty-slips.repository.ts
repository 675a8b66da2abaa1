import { and, asc, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
// Joins the duties table (read-only) for what picks a duty's tariff, and vehicles (read-only)
// for the number a settlement prints.
import { duties, dutySlipCharges, dutySlips, vehicles } from '../../db/schema/index.js';

export type SlipRow = typeof dutySlips.$inferSelect;
export type SlipValues = Partial<Omit<typeof dutySlips.$inferInsert, 'dutyId' | 'number'>>;
export type ChargeRow = typeof dutySlipCharges.$inferSelect;

/** The duty_slips and duty_slip_charges tables. */
export function createDutySlipsRepository(db: Database) {
  return {
    find: async (dutyId: string, tx: Executor = db) =>
      (await tx.select().from(dutySlips).where(eq(dutySlips.dutyId, dutyId)))[0],

    /** The duty's slip, made with its number when it has none yet. */
    async ensure(dutyId: string, number: string, tx: Executor = db): Promise<SlipRow> {
      await tx.insert(dutySlips).values({ dutyId, number }).onConflictDoNothing();
      return (await tx.select().from(dutySlips).where(eq(dutySlips.dutyId, dutyId)))[0]!;
    },

    /** The slip row, locked until the transaction ends: every change starts here. */
    lock: async (dutyId: string, tx: Executor) =>
      (await tx.select().from(dutySlips).where(eq(dutySlips.dutyId, dutyId)).for('update'))[0],

    update: async (dutyId: string, values: SlipValues, tx: Executor) =>
      (
        await tx
          .update(dutySlips)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(dutySlips.dutyId, dutyId))
          .returning()
      )[0]!,

    /**
     * Marks the duties' slips billed, making a slip for a duty that had none (never filled),
     * and answers the duty ids it marked; a slip billed before keeps its first date.
     */
    markBilled: async (slips: { dutyId: string; number: string }[], at: Date, tx: Executor = db) =>
      slips.length === 0
        ? []
        : (
            await tx
              .insert(dutySlips)
              .values(slips.map((slip) => ({ ...slip, billedAt: at, updatedAt: at })))
              .onConflictDoUpdate({
                target: dutySlips.dutyId,
                set: { billedAt: at, updatedAt: at },
                setWhere: isNull(dutySlips.billedAt),
              })
              .returning({ dutyId: dutySlips.dutyId })
          ).map((row) => row.dutyId),

    /**
     * For pricing many duties at once: each duty's tariff keys and its slip's garage-to-garage
     * figures (null columns before the slip is filled), and every charge of those duties, in two
     * queries whatever the number of duties (the ids travel as one array parameter).
     */
    async listBillable(dutyIds: readonly string[], tx: Executor = db) {
      const ids = sql`${sql.param(dutyIds)}::uuid[]`;
      const [rows, charges] = await Promise.all([
        tx
          .select({
            dutyId: duties.id,
            regId: duties.regId,
            status: duties.status,
            serviceType: duties.serviceType,
            vehicleCategory: duties.vehicleCategory,
            companyId: duties.companyId,
            vendorId: duties.vendorId,
            startedAt: duties.startedAt,
            packageHours: duties.packageHours,
            garageOutAt: dutySlips.garageOutAt,
            garageOutKm: dutySlips.garageOutKm,
            garageInAt: dutySlips.garageInAt,
            garageInKm: dutySlips.garageInKm,
            reportedAt: dutySlips.reportedAt,
            boardedAt: dutySlips.boardedAt,
            billedAt: dutySlips.billedAt,
          })
          .from(duties)
          .leftJoin(dutySlips, eq(dutySlips.dutyId, duties.id))
          .where(sql`${duties.id} = any(${ids})`),
        tx
          .select({
            dutyId: dutySlipCharges.dutyId,
            kind: dutySlipCharges.kind,
            amountPaise: dutySlipCharges.amountPaise,
          })
          .from(dutySlipCharges)
          .where(sql`${dutySlipCharges.dutyId} = any(${ids})`)
          .orderBy(asc(dutySlipCharges.createdAt), asc(dutySlipCharges.id)),
      ]);
      return { rows, charges };
    },

    /** The Completed duties finished in [from, to), with their vendor (one vendor's, or all). */
    /** A page of the vendors with Completed duties finished in [from, to), by id after `after`. */
    vendorsCompletedIn: async (
      range: { from: Date; to: Date },
      after: string | null,
      limit: number,
    ) =>
      (
        await db
          .selectDistinct({ vendorId: duties.vendorId })
          .from(duties)
          .where(
            and(
              eq(duties.status, 'Completed'),
              gte(duties.completedAt, range.from),
              lt(duties.completedAt, range.to),
              after ? gt(duties.vendorId, after) : isNotNull(duties.vendorId),
            ),
          )
          .orderBy(asc(duties.vendorId))
          .limit(limit)
      ).map((row) => row.vendorId!),

    listCompleted: (
      range: { from: Date; to: Date; vendorId?: string; vendorIds?: readonly string[] },
      tx: Executor = db,
    ) =>
      tx
        .select({
          dutyId: duties.id,
          regId: duties.regId,
          vendorId: duties.vendorId,
          scheduledStart: duties.scheduledStart,
          startedAt: duties.startedAt,
          completedAt: duties.completedAt,
          vehicleNumber: vehicles.vehicleNumber,
        })
        .from(duties)
        .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId))
        .where(
          and(
            eq(duties.status, 'Completed'),
            gte(duties.completedAt, range.from),
            lt(duties.completedAt, range.to),
            range.vendorId ? eq(duties.vendorId, range.vendorId) : undefined,
            range.vendorIds
              ? sql`${duties.vendorId} = any(${sql.param(range.vendorIds)}::uuid[])`
              : undefined,
          ),
        )
        .orderBy(asc(duties.completedAt), asc(duties.id)),

    listCharges: (dutyId: string, tx: Executor = db) =>
      tx
        .select()
        .from(dutySlipCharges)
        .where(eq(dutySlipCharges.dutyId, dutyId))
        .orderBy(asc(dutySlipCharges.createdAt), asc(dutySlipCharges.id)),

    findCharge: async (dutyId: string, id: string, tx: Executor = db) =>
      (
        await tx
          .select()
          .from(dutySlipCharges)
          .where(and(eq(dutySlipCharges.id, id), eq(dutySlipCharges.dutyId, dutyId)))
      )[0],

    /** Adds a charge; undefined when its id is already another duty's charge. */
    insertCharge: async (values: typeof dutySlipCharges.$inferInsert, tx: Executor) =>
      (await tx.insert(dutySlipCharges).values(values).onConflictDoNothing().returning())[0],

    updateCharge: async (
      id: string,
      values: Pick<ChargeRow, 'kind' | 'amountPaise' | 'note'>,
      tx: Executor,
    ) =>
      (
        await tx.update(dutySlipCharges).set(values).where(eq(dutySlipCharges.id, id)).returning()
      )[0]!,

    deleteCharge: async (id: string, tx: Executor) => {
      await tx.delete(dutySlipCharges).where(eq(dutySlipCharges.id, id));
    },
  };
}

export type DutySlipsRepository = ReturnType<typeof createDutySlipsRepository>;
