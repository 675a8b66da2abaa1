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
import type { DutiesService } from '../duties/duties.service.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { CompanyProfileService } from '../company-profile/company-profile.service.js';
import type { TariffsService } from '../tariffs/tariffs.service.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import {
  monthRange,
  ruleLinesToKeep,
  statementOf,
  yearStartOf,
  type StatementDocument,
  type VendorIdentity,
} from './settlement-statement.js';
import type { SettlementsRepository } from './settlements.repository.js';

/**
 * Vendor settlements: a vendor's month of completed duties (by completion, India dates) at its
 * purchase rates, the deductions made by hand and by rule (late starts, vehicles that did not
 * report for duties due in the month, at the operator's settings), TDS under s.194C on what is
 * credited, and the payment the operator records. Worked whenever it is read; a recorded
 * payment keeps the figures paid. A vendor reads only its own (404 for another's, whatever it
 * asks for).
 */
export function createSettlementsService(deps: {
  db: Database;
  settlements: SettlementsRepository;
  slips: Pick<DutySlipsService, 'completedDuties' | 'vendorsCompletedIn'>;
  pricing: Pick<TariffsService, 'quoteDuties'>;
  vendors: Pick<VendorReader, 'findVendorTaxIdentity' | 'listVendorTaxIdentities'>;
  profile: Pick<CompanyProfileService, 'current'>;
  /** The penalties the rules charge. */
  settings: Pick<SettingsService, 'current'>;
  /** The duties vendors' vehicles did not report for, as the operator recorded them. */
  failures: DutiesService['vendorFailures'];
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
    const range = monthRange(month);
    const duties = await deps.slips.completedDuties({ ...range, vendorId: vendor.id });
    return statementOf({
      vendor,
      month,
      duties,
      quotes: await deps.pricing.quoteDuties(
        duties.map((duty) => duty.dutyId),
        'purchase',
      ),
      deductions: await settlements.listDeductions(vendor.id, month, tx),
      failures: await deps.failures.listDue({ ...range, vendorIds: [vendor.id] }, tx),
      penalties: await deps.settings.current(tx),
      earlier: await settlements.listPayments(vendor.id, yearStartOf(month), month, tx),
      payment: await settlements.findPayment(vendor.id, month, tx),
    });
  }

  /** The statements of the vendors of these completed duties, in six reads. */
  async function statementsOf(
    month: string,
    done: Awaited<ReturnType<typeof deps.slips.completedDuties>>,
  ): Promise<SettlementStatement[]> {
    const dutiesOf = new Map<string, typeof done>();
    for (const duty of done)
      if (duty.vendorId)
        dutiesOf.set(duty.vendorId, [...(dutiesOf.get(duty.vendorId) ?? []), duty]);
    const vendorIds = [...dutiesOf.keys()];
    const [vendors, quotes, deductions, payments, failures, penalties] = await Promise.all([
      deps.vendors.listVendorTaxIdentities(vendorIds),
      deps.pricing.quoteDuties(
        done.filter((duty) => duty.vendorId).map((duty) => duty.dutyId),
        'purchase',
      ),
      settlements.listDeductionsOfVendors(vendorIds, month),
      settlements.listPaymentsOfVendors(vendorIds, yearStartOf(month), month),
      deps.failures.listDue({ ...monthRange(month), vendorIds }),
      deps.settings.current(),
    ]);
    return vendorIds.flatMap((id) => {
      const vendor = vendors.find((one) => one.id === id);
      if (!vendor) return [];
      const own = payments.filter((payment) => payment.vendorId === id);
      return [
        statementOf({
          vendor,
          month,
          duties: dutiesOf.get(id)!,
          quotes,
          deductions: deductions.filter((deduction) => deduction.vendorId === id),
          failures: failures.filter((failure) => failure.vendorId === id),
          penalties,
          earlier: own.filter((payment) => payment.month < month),
          payment: own.find((payment) => payment.month === month),
        }),
      ];
    });
  }

  async function statements(
    caller: AuthContext,
    month: string,
    vendorId?: string,
  ): Promise<SettlementStatement[]> {
    const only = isVendorRole(caller.role) ? (caller.vendorId ?? '') : vendorId;
    // Every vendor's month in six reads, whatever the number of vendors.
    return statementsOf(
      month,
      await deps.slips.completedDuties({
        ...monthRange(month),
        ...(only !== undefined ? { vendorId: only } : {}),
      }),
    );
  }

  const paidAlready = (month: string) =>
    new AppError('SETTLEMENT_PAID', `The settlement for ${month} is paid: it can no longer change`);

  return {
    async statement(caller: AuthContext, vendorId: string, month: string) {
      return work(await requireVendor(caller, vendorId), month);
    },

    /** The statement as its downloads print it, under the same tenancy as the statement. */
    async document(
      caller: AuthContext,
      vendorId: string,
      month: string,
    ): Promise<StatementDocument> {
      const vendor = await requireVendor(caller, vendorId);
      const [statement, operator] = await Promise.all([
        work(vendor, month),
        deps.profile.current(),
      ]);
      return { statement, operator, vendor: { pan: vendor.pan, gstin: vendor.gstin } };
    },

    /**
     * The month's whole statements: every vendor's with completed duties in it for the operator
     * (or the one vendor asked for), its own for a vendor whatever it asks for. The reports'
     * vendor settlements are these.
     */
    statements,

    /** A page of the vendors with completed duties in the month, by id after `after`. */
    vendorsOfMonth: (month: string, after: string | null, limit: number) =>
      deps.slips.vendorsCompletedIn(monthRange(month), after, limit),

    /**
     * These vendors' statements of the month, for the operator alone (the month-end run): the
     * run asks a page of vendors at a time, so memory holds a page's duties, not the month's.
     */
    async statementsOfVendors(month: string, vendorIds: readonly string[]) {
      if (vendorIds.length === 0) return [];
      return statementsOf(
        month,
        await deps.slips.completedDuties({ ...monthRange(month), vendorIds }),
      );
    },

    /** The month's statements in brief, as the settlements screen lists them. */
    async list(caller: AuthContext, month: string): Promise<SettlementSummary[]> {
      return (await statements(caller, month)).map((s) => ({
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
        // The rule lines paid on are kept, so the paid statement shows them whatever the
        // settings or the duties' records become.
        await settlements.keepRuleDeductions(ruleLinesToKeep(statement, caller.userId), tx);
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
