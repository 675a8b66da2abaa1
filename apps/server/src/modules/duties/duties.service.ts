import type { Database } from '../../db/client.js';
import { createDutyArrivalRepository } from './duty-arrival.repository.js';
import { createDutyArrival } from './duty-arrival.service.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { DriverReader } from '../drivers/driver-reader.js';
import type { SmsSender } from '../otp/sms.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import { createDutiesRepository } from './duties.repository.js';
import { createDutyBillingRepository } from './duty-billing.repository.js';
import { createDutyAccess } from './duty-access.js';
import { createBusyConflicts } from './duty-conflicts.js';
import { createDutyCrewRepository } from './duty-crew.repository.js';
import { createDutyEditingService } from './duty-editing.service.js';
import { createDutyEligibilityService } from './duty-eligibility.service.js';
import { createDutyLanesRepository } from './duty-lanes.repository.js';
import { createDutyMovePlanner } from './duty-move-plans.js';
import { createDutyMovesService } from './duty-moves.service.js';
import { createDutyScheduleRepository } from './duty-schedule.repository.js';
import { createDutyScheduleService } from './duty-schedule.service.js';
import { createDutySearchRepository } from './duty-search.repository.js';
import { createDutyStatsRepository } from './duty-stats.repository.js';
import { createDutyStatsService } from './duty-stats.service.js';
import { createDutyVendorFailuresRepository } from './duty-vendor-failures.repository.js';
import { createDutyViewService } from './duty-view.service.js';
import { createRostersRepository } from './rosters.repository.js';
import { createRostersService } from './rosters.service.js';

/**
 * The duties module's services, each given the repositories it reads: what the duties, moves,
 * schedule and rosters routes call.
 */
export function createDutiesService(deps: {
  db: Database;
  /** Whose duties a driver sees: its own driver record's. */
  drivers: DriverReader;
  /** Whether a vendor may take duties, and which may. */
  vendors: VendorReader;
  /** Whether a company is open for new duties. */
  companies: Pick<CompaniesService, 'requireActive'>;
  sms: SmsSender;
  /** The operator's windows and limits that starting and completing a duty are checked against. */
  settings: Pick<SettingsService, 'current'>;
  /** Keys the HMAC of start codes. */
  secret: string;
  log: { warn(object: unknown, message: string): void };
}) {
  const { db } = deps;
  const duties = createDutiesRepository(db);
  const crew = createDutyCrewRepository(db);
  const access = createDutyAccess({ duties, drivers: deps.drivers });
  const conflicts = createBusyConflicts({ duties, crew, access });
  const eligibility = createDutyEligibilityService({ crew, vendors: deps.vendors, access });
  const vendorFailures = createDutyVendorFailuresRepository(db);
  return {
    eligibility,
    view: createDutyViewService({ db, duties, search: createDutySearchRepository(db), access }),
    editing: createDutyEditingService({
      db,
      duties,
      crew,
      companies: deps.companies,
      access,
      conflicts,
    }),
    moves: createDutyMovesService({
      db,
      duties,
      crew,
      vendorFailures,
      access,
      planDutyMove: createDutyMovePlanner({ duties, eligibility, secret: deps.secret }),
      conflicts,
      sms: deps.sms,
      settings: deps.settings,
      log: deps.log,
    }),
    schedule: createDutyScheduleService({
      schedule: createDutyScheduleRepository(db),
      lanes: createDutyLanesRepository(db),
      access,
    }),
    stats: createDutyStatsService({ stats: createDutyStatsRepository(db), access }),
    /** Arrival at the pickup, marked from the vehicle's positions (the live location module). */
    arrival: createDutyArrival({ db, arrivals: createDutyArrivalRepository(db) }),
    /** For invoicing, through composition: a company's completed duties of a month. */
    billing: createDutyBillingRepository(db),
    /** For vendor settlements, through composition: the duties vendors' vehicles did not report for. */
    vendorFailures: { listDue: vendorFailures.listDue },
    rosters: createRostersService({
      db,
      rosters: createRostersRepository(db),
      duties,
      companies: deps.companies,
      eligibility,
    }),
  };
}

export type DutiesService = ReturnType<typeof createDutiesService>;
