import { gstinCheckCharacter } from '@raahi/domain/kyc';
import { indiaDate } from '@raahi/domain/billing';
import { todayInIndia } from '@raahi/domain/compliance';
import { asc, eq } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { AppError } from '../../errors.js';
import { createCompaniesService } from '../../modules/companies/companies.service.js';
import { createCompanyProfileRepository } from '../../modules/company-profile/company-profile.repository.js';
import { createCompanyProfileService } from '../../modules/company-profile/company-profile.service.js';
import { createDutyBillingRepository } from '../../modules/duties/duty-billing.repository.js';
import { createSlipBilling } from '../../modules/duty-slips/duty-slip-billing.js';
import { slipNumberOf } from '../../modules/duty-slips/duty-slip-view.js';
import { createDutySlipsRepository } from '../../modules/duty-slips/duty-slips.repository.js';
import { createInvoiceIssueService } from '../../modules/invoices/invoice-issue.service.js';
import { createInvoicePaymentsRepository } from '../../modules/invoices/invoice-payments.repository.js';
import { createInvoicePaymentsService } from '../../modules/invoices/invoice-payments.service.js';
import { createInvoicesRepository } from '../../modules/invoices/invoices.repository.js';
import { createInvoicesService } from '../../modules/invoices/invoices.service.js';
import { createTariffPricing } from '../../modules/tariffs/tariff-pricing.js';
import { createTariffsRepository } from '../../modules/tariffs/tariffs.repository.js';
import type { Database, Transaction } from '../client.js';
import { companies, duties } from '../schema/index.js';

const gstin = (stateGstCode: string, pan: string) => {
  const first14 = `${stateGstCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};

/** The demo operator: a private limited company in Karnataka on the full-credit option. */
const OPERATOR_PAN = 'AABCR4321K';
export const DEMO_OPERATOR = {
  legalName: 'Raahi Demo Mobility Private Limited',
  gstin: gstin('29', OPERATOR_PAN),
  pan: OPERATOR_PAN,
  address: '4th Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
  stateCode: 'KA' as const,
  email: 'accounts@raahi.demo',
  phone: '8045671234',
  bank: { name: 'HDFC Bank, Koramangala', number: '50200012345678', ifsc: 'HDFC0000053' },
  invoicePrefix: 'RAH',
  creditNotePrefix: 'RCN',
  gstOption: 'full-credit' as const,
  bodyCorporate: true,
};

/** Each demo client's registration: most in Karnataka (CGST + SGST), one in Maharashtra (IGST). */
const CLIENTS: Record<string, { state: string; pan: string; address: string }> = {
  'Nimbus Technologies': {
    state: '29',
    pan: 'AAACN1234F',
    address: 'Embassy Tech Village, Outer Ring Road, Bengaluru 560103',
  },
  'Lotus Pharma': {
    state: '27',
    pan: 'AAACL5678G',
    address: 'Lotus House, Andheri East, Mumbai 400069',
  },
  'Indus Software Park': {
    state: '29',
    pan: 'AAACI2468H',
    address: 'Whitefield Main Road, Bengaluru 560066',
  },
  'Coastal Bank': {
    state: '29',
    pan: 'AAACC1357J',
    address: 'MG Road, Bengaluru 560001',
  },
};

/**
 * The operator's legal details, the clients' GSTINs, and an invoice for each client and month
 * of its completed demo duties, issued through the invoicing service itself (each duty priced
 * by the demo tariffs, its slip marked billed), with one credit note to show a correction, and
 * the clients' payments: invoices paid less 2% TDS, every second one in part, the last unpaid.
 */
export async function insertDemoInvoices(tx: Transaction) {
  // The services take a database; inside the loader's transaction, the transaction is one.
  const db = tx as unknown as Database;
  const profile = createCompanyProfileService({ db, profile: createCompanyProfileRepository(db) });
  await profile.save(SYSTEM_ACTOR, DEMO_OPERATOR);
  const clients = await tx.select().from(companies).orderBy(asc(companies.name));
  for (const client of clients) {
    const registration = CLIENTS[client.name];
    if (!registration) continue;
    await tx
      .update(companies)
      .set({
        gstin: gstin(registration.state, registration.pan),
        stateCode: registration.state === '27' ? 'MH' : 'KA',
        billingAddress: registration.address,
        bodyCorporate: true,
      })
      .where(eq(companies.id, client.id));
  }
  const slipsRepository = createDutySlipsRepository(db);
  const pricing = createTariffPricing({
    tariffs: createTariffsRepository(db),
    slips: createSlipBilling(slipsRepository),
  });
  const invoices = createInvoicesRepository(db);
  const companiesService = createCompaniesService(db);
  const issuing = createInvoiceIssueService({
    db,
    invoices,
    profile,
    companies: companiesService,
    duties: createDutyBillingRepository(db),
    slips: {
      markBilled: (billed, at, t) =>
        slipsRepository.markBilled(
          billed.map((duty) => ({ dutyId: duty.id, number: slipNumberOf(duty.regId) })),
          at,
          t,
        ),
    },
    quoteDuties: (ids, side) => pricing.quoteDuties(ids, side),
  });
  const completed = await tx
    .select({ start: duties.scheduledStart })
    .from(duties)
    .where(eq(duties.status, 'Completed'));
  const months = [...new Set(completed.map((duty) => indiaDate(duty.start).slice(0, 7)))].sort();
  const issued: string[] = [];
  for (const month of months)
    for (const client of clients.filter((c) => CLIENTS[c.name]))
      try {
        issued.push(await issuing.issue(SYSTEM_ACTOR, { companyId: client.id, month }));
      } catch (error) {
        // A client without completed duties that month has nothing to invoice.
        if (!(error instanceof AppError)) throw error;
      }
  const reading = createInvoicesService({ db, invoices, profile, companies: companiesService });
  const first = issued[0] ? await reading.get(issued[0]) : null;
  if (first && first.lines.length > 1)
    await reading.creditNote(SYSTEM_ACTOR, first.id, {
      reason: 'Duty charged twice by mistake: taken off',
      dutyIds: [first.lines[0]!.dutyId],
    });
  await insertDemoPayments(db, issued);
}

/** Receipts against the demo invoices: the invoices show payments and the receivables report dues. */
async function insertDemoPayments(db: Database, issued: string[]) {
  const payments = createInvoicePaymentsService({
    db,
    payments: createInvoicePaymentsRepository(db),
  });
  const today = todayInIndia();
  for (const [i, invoiceId] of issued.slice(0, -1).entries()) {
    const { duePaise } = await payments.account(invoiceId);
    if (duePaise <= 0) continue;
    const tdsPaise = Math.round(duePaise * 0.02);
    // Every second one is paid in part, and so stays due.
    const amountPaise = i % 2 === 1 ? Math.round(duePaise / 2) : duePaise - tdsPaise;
    await payments.record(SYSTEM_ACTOR, invoiceId, {
      amountPaise,
      tdsPaise,
      receivedOn: today,
      reference: `DEMO-UTR-${String(i + 1).padStart(4, '0')}`,
    });
  }
}
