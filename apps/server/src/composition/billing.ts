import type { Database } from '../db/client.js';
import type { CompaniesService } from '../modules/companies/companies.service.js';
import type { CompanyProfileService } from '../modules/company-profile/company-profile.service.js';
import type { DutiesService } from '../modules/duties/duties.service.js';
import type { DutyViewService } from '../modules/duties/duty-view.service.js';
import type { DutySlipsService } from '../modules/duty-slips/duty-slips.service.js';
import { createInvoiceIssueService } from '../modules/invoices/invoice-issue.service.js';
import { createInvoicePaymentsRepository } from '../modules/invoices/invoice-payments.repository.js';
import { createInvoicePaymentsService } from '../modules/invoices/invoice-payments.service.js';
import { createInvoicesRepository } from '../modules/invoices/invoices.repository.js';
import { createInvoicesService } from '../modules/invoices/invoices.service.js';
import { createJobSender } from '../jobs/job-sender.js';
import { createMonthEndRepository } from '../modules/month-end/month-end.repository.js';
import { createMonthEndService } from '../modules/month-end/month-end.service.js';
import { createSettlementsRepository } from '../modules/settlements/settlements.repository.js';
import { createSettlementsService } from '../modules/settlements/settlements.service.js';
import { createTariffsRepository } from '../modules/tariffs/tariffs.repository.js';
import { createTariffsService } from '../modules/tariffs/tariffs.service.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { VendorReader } from '../modules/vendors/vendor-reader.js';

/**
 * Billing (issue 29): tariff versions and the price of a duty under them (`tariffs.priceDuty`,
 * `tariffs.priceDuties`), which invoices and vendor settlements receive from here, and the
 * month-end run over both.
 */
export function createBilling(deps: {
  db: Database;
  dutySlips: DutySlipsService;
  duties: Pick<DutyViewService, 'getDuty'>;
  dutyBilling: DutiesService['billing'];
  vendorFailures: DutiesService['vendorFailures'];
  settings: Pick<SettingsService, 'current'>;
  companies: CompaniesService;
  companyProfile: CompanyProfileService;
  vendors: VendorReader;
}) {
  const tariffs = createTariffsService({
    db: deps.db,
    tariffs: createTariffsRepository(deps.db),
    slips: deps.dutySlips,
    duties: deps.duties,
    companies: deps.companies,
    vendors: deps.vendors,
  });
  // GST invoices to client companies, priced by the tariffs' sale side.
  const invoicesRepository = createInvoicesRepository(deps.db);
  const invoices = {
    invoices: createInvoicesService({
      db: deps.db,
      invoices: invoicesRepository,
      profile: deps.companyProfile,
      companies: deps.companies,
    }),
    issuing: createInvoiceIssueService({
      db: deps.db,
      invoices: invoicesRepository,
      profile: deps.companyProfile,
      companies: deps.companies,
      duties: deps.dutyBilling,
      slips: deps.dutySlips,
      quoteDuties: (ids, side) => tariffs.quoteDuties(ids, side),
    }),
    // What clients have paid against them, and what they still owe.
    payments: createInvoicePaymentsService({
      db: deps.db,
      payments: createInvoicePaymentsRepository(deps.db),
    }),
  };
  // Vendor settlements, priced by the tariffs' purchase side.
  const settlements = createSettlementsService({
    db: deps.db,
    settlements: createSettlementsRepository(deps.db),
    slips: deps.dutySlips,
    pricing: tariffs,
    vendors: deps.vendors,
    profile: deps.companyProfile,
    settings: deps.settings,
    failures: deps.vendorFailures,
  });
  // The month-end run: every company's invoices and every vendor's statement, as a job.
  const monthEnd = createMonthEndService({
    db: deps.db,
    runs: createMonthEndRepository(deps.db),
    queue: createJobSender(deps.db.$client),
    profile: deps.companyProfile,
    companies: deps.companies,
    duties: deps.dutyBilling,
    issuing: invoices.issuing,
    settlements,
  });
  return { tariffs, invoices, settlements, monthEnd };
}
