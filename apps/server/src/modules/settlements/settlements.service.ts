import {
  financialYearOfDate,
  tds194c,
  tdsPayeeKindFromPan,
  type ChargeLineCode,
} from '@raahi/domain/billing';
import { isVendorRole } from '@raahi/domain/roles';
import type {
  DeductionInput,
  PaymentInput,
  SettlementStatement,
  SettlementSummary,
} from '@raahi/domain/settlements';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import type { TariffsService } from '../tariffs/tariffs.service.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import type { DeductionRow, PaymentRow, SettlementsRepository } from './settlements.repository.js';

const ALLOWANCES = new Set<ChargeLineCode>(['driver-allowance', 'night-allowance']);
const ACTUALS = new Set<ChargeLineCode>(['toll', 'parking', 'permit', 'other']);

/** A month's India dates as instants: [1st 00:00 IST, next 1st 00:00 IST). */
function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+05:30`),
    to: new Date(`${next}-01T00:00:00+05:30`),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A vendor as its statement names it; its PAN decides its TDS rate. */
type VendorIdentity = { id: string; name: string; pan: string };
type Quotes = Awaited<ReturnType<TariffsService['quoteDuties']>>;

/** The month its financial year starts in ('2026-04' for any month of 2026-27). */
const yearStartOf = (month: string) => financialYearOfDate(`${month}-01`).from.slice(0, 7);

/**
 * A vendor's month, from what was read for it: its completed duties' purchase quotes, the
 * deductions, the year's earlier payments (for the s.194C thresholds) and the month's payment.
 */
function statementOf(input: {
  vendor: VendorIdentity;
  month: string;
  dutyIds: string[];
  quotes: Quotes;
  deductions: DeductionRow[];
  earlier: PaymentRow[];
  payment: PaymentRow | undefined;
}): SettlementStatement {
  const { vendor, month, deductions, earlier, payment } = input;
  const duties = input.dutyIds.map((dutyId) => {
    const quote = input.quotes.get(dutyId)!;
    return { dutyId, regId: quote.regId, charge: quote.charge, missing: quote.missing };
  });
  const lines = duties.flatMap((duty) => duty.charge?.lines ?? []);
  const dutiesPaise = sum(duties.map((duty) => duty.charge?.totalPaise ?? 0));
  const deductionsPaise = sum(deductions.map((deduction) => deduction.amountPaise));
  const amountPaise = Math.max(0, dutiesPaise - deductionsPaise);
  const tds = tds194c({
    amountPaise,
    earlierInYearPaise: sum(earlier.map((one) => one.amountPaise)),
    earlierUntaxedPaise: sum(
      earlier.filter((one) => one.tdsPaise === 0).map((one) => one.amountPaise),
    ),
    payee: tdsPayeeKindFromPan(vendor.pan),
    panGiven: vendor.pan.trim() !== '',
  });
  return {
    vendorId: vendor.id,
    vendorName: vendor.name,
    month,
    duties,
    deductions: deductions.map((deduction) => ({
      id: deduction.id,
      amountPaise: deduction.amountPaise,
      reason: deduction.reason,
      createdAt: deduction.createdAt.toISOString(),
    })),
    totals: {
      dutiesPaise,
      allowancesPaise: sum(lines.filter((l) => ALLOWANCES.has(l.code)).map((l) => l.amountPaise)),
      actualsPaise: sum(lines.filter((l) => ACTUALS.has(l.code)).map((l) => l.amountPaise)),
      deductionsPaise,
      amountPaise,
      tdsBasisPoints: tds.basisPoints,
      tdsPaise: tds.tdsPaise,
      tdsReason: tds.reason,
      netPaise: tds.netPaise,
    },
    payment: payment
      ? {
          reference: payment.reference,
          paidOn: payment.paidOn,
          amountPaise: payment.amountPaise,
          tdsPaise: payment.tdsPaise,
          netPaise: payment.netPaise,
          recordedAt: payment.recordedAt.toISOString(),
        }
      : null,
  };
}

/**
 * Vendor settlements: a vendor's month of completed duties (by completion, India dates) at its
 * purchase rates, the deductions made by hand, TDS under s.194C on what is credited, and the
 * payment the operator records. Worked whenever it is read; a recorded payment keeps the figures
 * paid. A vendor reads only its own (404 for another's, whatever it asks for).
 */
export function createSettlementsService(deps: {
  db: Database;
  settlements: SettlementsRepository;
  slips: Pick<DutySlipsService, 'completedDuties'>;
  pricing: Pick<TariffsService, 'quoteDuties'>;
  vendors: Pick<VendorReader, 'findVendorTaxIdentity' | 'listVendorTaxIdentities'>;
}) {
  const { db, settlements } = deps;

  async function requireVendor(caller: AuthContext, vendorId: string, tx?: Executor) {
    if (isVendorRole(caller.role) && caller.vendorId !== vendorId) throw notFound('Vendor');
    const vendor = await deps.vendors.findVendorTaxIdentity(vendorId, tx);
    if (!vendor) throw notFound('Vendor');
    return vendor;
  }

  /** The month's statement as it stands now. */
  async function work(
    vendor: VendorIdentity,
    month: string,
    tx: Executor = db,
  ): Promise<SettlementStatement> {
    const dutyIds = (
      await deps.slips.completedDuties({ ...monthRange(month), vendorId: vendor.id })
    ).map((duty) => duty.dutyId);
    return statementOf({
      vendor,
      month,
      dutyIds,
      quotes: await deps.pricing.quoteDuties(dutyIds, 'purchase'),
      deductions: await settlements.listDeductions(vendor.id, month, tx),
      earlier: await settlements.listPayments(vendor.id, yearStartOf(month), month, tx),
      payment: await settlements.findPayment(vendor.id, month, tx),
    });
  }

  const paidAlready = (month: string) =>
    new AppError('SETTLEMENT_PAID', `The settlement for ${month} is paid: it can no longer change`);

  return {
    async statement(caller: AuthContext, vendorId: string, month: string) {
      return work(await requireVendor(caller, vendorId), month);
    },

    /**
     * The month's statements in brief: every vendor with completed duties in it for the
     * operator, its own for a vendor.
     */
    async list(caller: AuthContext, month: string): Promise<SettlementSummary[]> {
      const done = await deps.slips.completedDuties({
        ...monthRange(month),
        ...(isVendorRole(caller.role) ? { vendorId: caller.vendorId ?? '' } : {}),
      });
      // Every vendor's month in four reads, whatever the number of vendors.
      const dutiesOf = new Map<string, string[]>();
      for (const duty of done)
        if (duty.vendorId)
          dutiesOf.set(duty.vendorId, [...(dutiesOf.get(duty.vendorId) ?? []), duty.dutyId]);
      const vendorIds = [...dutiesOf.keys()];
      const [vendors, quotes, deductions, payments] = await Promise.all([
        deps.vendors.listVendorTaxIdentities(vendorIds),
        deps.pricing.quoteDuties([...dutiesOf.values()].flat(), 'purchase'),
        settlements.listDeductionsOfVendors(vendorIds, month),
        settlements.listPaymentsOfVendors(vendorIds, yearStartOf(month), month),
      ]);
      const statements = vendorIds.flatMap((id) => {
        const vendor = vendors.find((one) => one.id === id);
        if (!vendor) return [];
        const own = payments.filter((payment) => payment.vendorId === id);
        return [
          statementOf({
            vendor,
            month,
            dutyIds: dutiesOf.get(id)!,
            quotes,
            deductions: deductions.filter((deduction) => deduction.vendorId === id),
            earlier: own.filter((payment) => payment.month < month),
            payment: own.find((payment) => payment.month === month),
          }),
        ];
      });
      return statements.map((s) => ({
        vendorId: s.vendorId,
        vendorName: s.vendorName,
        month,
        duties: s.duties.length,
        unpriced: s.duties.filter((duty) => duty.charge === null).length,
        amountPaise: s.payment?.amountPaise ?? s.totals.amountPaise,
        tdsPaise: s.payment?.tdsPaise ?? s.totals.tdsPaise,
        netPaise: s.payment?.netPaise ?? s.totals.netPaise,
        paid: s.payment !== null,
      }));
    },

    /** A deduction by hand with its reason; 409 SETTLEMENT_PAID once the month is paid. */
    async addDeduction(
      caller: AuthContext,
      vendorId: string,
      month: string,
      input: DeductionInput,
      ip: string,
    ) {
      const vendor = await requireVendor(caller, vendorId);
      await db.transaction(async (tx) => {
        if (await settlements.findPayment(vendorId, month, tx)) throw paidAlready(month);
        const row = await settlements.addDeduction(
          { vendorId, month, ...input, createdBy: caller.userId },
          tx,
        );
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'settlement-deduction-added',
          entity: 'vendor',
          entityId: vendorId,
          after: { month, deductionId: row.id, ...input },
        });
      });
      return work(vendor, month);
    },

    /**
     * Records the month paid, with the amount, TDS and net as the statement stands, which are
     * kept; 422 DUTIES_UNPRICED while a duty cannot be priced, 409 SETTLEMENT_PAID the second time.
     */
    async recordPayment(
      caller: AuthContext,
      vendorId: string,
      month: string,
      input: PaymentInput,
      ip: string,
    ) {
      const vendor = await requireVendor(caller, vendorId);
      return db.transaction(async (tx) => {
        const statement = await work(vendor, month, tx);
        const unpriced = statement.duties.filter((duty) => duty.charge === null);
        if (unpriced.length > 0)
          throw new AppError(
            'DUTIES_UNPRICED',
            `${unpriced.length} of the month's duties cannot be priced yet (${unpriced
              .slice(0, 5)
              .map((duty) => duty.regId)
              .join(', ')}): close their slips or add the tariff first`,
            { duties: unpriced.map((duty) => ({ dutyId: duty.dutyId, reason: duty.missing })) },
          );
        const { amountPaise, tdsPaise, netPaise } = statement.totals;
        const row = await settlements.insertPayment(
          { vendorId, month, amountPaise, tdsPaise, netPaise, ...input, recordedBy: caller.userId },
          tx,
        );
        if (!row) throw paidAlready(month);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'settlement-paid',
          entity: 'vendor',
          entityId: vendorId,
          after: { month, amountPaise, tdsPaise, netPaise, ...input },
        });
        return work(vendor, month, tx);
      });
    },
  };
}

export type SettlementsService = ReturnType<typeof createSettlementsService>;
