import type { Database } from '../db/client.js';
import type { CompaniesService } from '../modules/companies/companies.service.js';
import type { DutyViewService } from '../modules/duties/duty-view.service.js';
import type { DutySlipsService } from '../modules/duty-slips/duty-slips.service.js';
import { createTariffsRepository } from '../modules/tariffs/tariffs.repository.js';
import { createTariffsService } from '../modules/tariffs/tariffs.service.js';
import type { VendorReader } from '../modules/vendors/vendor-reader.js';

/**
 * Billing (issue 29): tariff versions and the price of a duty under them (`tariffs.priceDuty`,
 * `tariffs.priceDuties`), which invoices and vendor settlements receive from here.
 */
export function createBilling(deps: {
  db: Database;
  dutySlips: DutySlipsService;
  duties: Pick<DutyViewService, 'getDuty'>;
  companies: CompaniesService;
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
  return { tariffs };
}
