import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createSandboxKycProvider } from '../modules/kyc/kyc-provider.js';
import { createCompaniesService } from '../modules/companies/companies.service.js';
import { createCompanyProfileRepository } from '../modules/company-profile/company-profile.repository.js';
import { createCompanyLogo } from '../modules/company-profile/company-logo.service.js';
import { createCompanyProfileService } from '../modules/company-profile/company-profile.service.js';
import { createVendorsRepository } from '../modules/vendors/vendors.repository.js';
import { createInvitationService } from '../modules/auth/invitations.js';
import { createInvitationsRepository } from '../modules/auth/invitations.repository.js';
import { createDocumentsRepository } from '../modules/documents/documents.repository.js';
import { createDocumentsService } from '../modules/documents/documents.service.js';
import { createDutiesService } from '../modules/duties/duties.service.js';
import { createDutySlipChargesService } from '../modules/duty-slips/duty-slip-charges.service.js';
import { createDutySlipsRepository } from '../modules/duty-slips/duty-slips.repository.js';
import { createDutySlipsService } from '../modules/duty-slips/duty-slips.service.js';
import { createBilling } from './billing.js';
import { createDriverReader } from '../modules/drivers/driver-reader.js';
import { createDriverVehicleLinks } from '../modules/drivers/driver-vehicle-links.js';
import { createVendorReader } from '../modules/vendors/vendor-reader.js';
import { createDriversRepository } from '../modules/drivers/drivers.repository.js';
import { createDriverRenewalsService } from '../modules/drivers/driver-renewals.service.js';
import { createDriversService } from '../modules/drivers/drivers.service.js';
import { createDriverDocumentsService } from '../modules/drivers/driver-documents.service.js';
import { createVehiclesRepository } from '../modules/vehicles/vehicles.repository.js';
import { createVehicleAssignmentService } from '../modules/vehicles/vehicle-assignment.service.js';
import { createVehicleDocumentsService } from '../modules/vehicles/vehicle-documents.service.js';
import { createVehicleRenewalsService } from '../modules/vehicles/vehicle-renewals.service.js';
import { createRenewalsRepository } from '../modules/renewals/renewals.repository.js';
import { createRenewalsService } from '../modules/renewals/renewals.service.js';
import { createVehiclesService } from '../modules/vehicles/vehicles.service.js';
import { createEmployeesRepository } from '../modules/employees/employees.repository.js';
import { createEmployeesService } from '../modules/employees/employees.service.js';
import { createAccountStatusChanger } from '../modules/users/account-status.js';
import { createVendorsService } from '../modules/vendors/vendors.service.js';
import { createProfileService } from '../modules/profile/profile.service.js';
import { createPushService } from '../modules/push/push.service.js';
import { createSettingsRepository } from '../modules/settings/settings.repository.js';
import { createSettingsService } from '../modules/settings/settings.service.js';
import { createAuthenticator } from '../plugins/authenticate.js';
import { createFileStore } from '../storage/file-store.js';
import type { AppDeps } from './app-deps.js';
import { createDutyFollowers } from './duty-followers.js';
import { createInsights } from './insights.js';
import { createLiveBackbone } from './live-backbone.js';
import { createSignIn } from './sign-in.js';

/**
 * The composition root: every service of one process, built from its configuration in the
 * order they depend on each other. Closing the app closes what they hold open.
 */
export async function createServices(app: FastifyInstance, deps: AppDeps) {
  const { config, db, secrets } = deps;
  const { accounts, redis, signer, users, sessions, check, phoneVerifier, auth, sms, otp } =
    await createSignIn(app, deps);
  const files = createFileStore(path.join(config.dataDir, 'uploads'));
  const profile = createProfileService({ db, users, sessions, files });
  const push = createPushService({
    db,
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: config.PUBLIC_URL ?? 'mailto:admin@raahi.local',
    },
    log: app.log,
    hosts: config.PUSH_SERVICE_HOSTS,
  });
  const settings = createSettingsService({ db, settings: createSettingsRepository(db) });
  // Events to every process's sockets, and to each person's notifications and their channels.
  const backbone = createLiveBackbone(app, { config, db, redis, push, sms, settings });
  const { hub, eventsRepository, notifications } = backbone;
  // The sandbox answers made-up results; it is the default only outside production.
  const kycProvider =
    (config.KYC_PROVIDER ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox')) === 'sandbox'
      ? createSandboxKycProvider()
      : null;
  const authenticate = createAuthenticator({
    verifyAccessToken: (token) => signer.verifyAccess(token),
    checkSession: check,
  });
  const companies = createCompaniesService(db);
  const companyProfileRepository = createCompanyProfileRepository(db);
  const companyProfile = createCompanyProfileService({ db, profile: companyProfileRepository });
  const companyLogo = createCompanyLogo({ db, profile: companyProfileRepository, files });
  const invitations = createInvitationService({
    db,
    users,
    invitations: createInvitationsRepository(db),
    sessions,
  });
  const vendorsRepository = createVendorsRepository(db, accounts);
  const vendorReader = createVendorReader(vendorsRepository);
  const documents = createDocumentsService({
    db,
    documents: createDocumentsRepository(db),
    files,
    log: app.log,
  });
  const driversRepository = createDriversRepository(db);
  const drivers = createDriversService({
    db,
    drivers: driversRepository,
    users,
    vendors: vendorReader,
    companies,
    documents,
    aadhaarKey: secrets.aadhaarHmacKey,
  });
  const driverDocuments = createDriverDocumentsService({ drivers: driversRepository, documents });
  const vehiclesRepository = createVehiclesRepository(db);
  const driverLinks = createDriverVehicleLinks(driversRepository);
  const vehicles = createVehiclesService({
    db,
    vehicles: vehiclesRepository,
    driverLinks,
    vendors: vendorReader,
    documents,
  });
  const vehicleAssignment = createVehicleAssignmentService({
    db,
    vehicles: vehiclesRepository,
    driverLinks,
  });
  const vehicleDocuments = createVehicleDocumentsService({
    vehicles: vehiclesRepository,
    documents,
  });
  const renewals = createRenewalsService({
    db,
    renewals: createRenewalsRepository(db),
    documents,
  });
  const driverRenewals = createDriverRenewalsService({
    drivers: driversRepository,
    driversService: drivers,
    renewals,
  });
  const vehicleRenewals = createVehicleRenewalsService({
    vehicles: vehiclesRepository,
    vehiclesService: vehicles,
    renewals,
  });
  const duties = createDutiesService({
    db,
    drivers: createDriverReader(driversRepository),
    vendors: vendorReader,
    companies,
    sms,
    settings,
    secret: secrets.jwtSecret,
    log: app.log,
  });
  // Each duty's slip, filled by its driver and corrected by its vendor or the operator.
  const dutySlipsRepository = createDutySlipsRepository(db);
  const dutySlips = createDutySlipsService({
    db,
    slips: dutySlipsRepository,
    duties: duties.view,
    documents,
    settings,
  });
  const dutySlipCharges = createDutySlipChargesService({
    db,
    slips: dutySlipsRepository,
    duties: duties.view,
    documents,
    slipOf: dutySlips.slipOf,
  });
  const billing = createBilling({
    db,
    dutySlips,
    duties: duties.view,
    dutyBilling: duties.billing,
    vendorFailures: duties.vendorFailures,
    settings,
    companies,
    companyProfile,
    vendors: vendorReader,
  });
  const employees = createEmployeesService({
    db,
    users,
    employees: createEmployeesRepository(db),
    invitations,
    accountStatus: createAccountStatusChanger(db, users),
  });
  const vendors = createVendorsService({
    db,
    vendors: vendorsRepository,
    users,
    companies,
    phoneVerifier,
    aadhaarKey: secrets.aadhaarHmacKey,
  });

  // What happens during and after a duty: chat, ratings, tasks, reminders, live location.
  const followers = createDutyFollowers(app, {
    config,
    db,
    demo: deps.demo,
    files,
    hub,
    redis,
    sms,
    eventsRepository,
    notifications,
    settings,
    duties,
    drivers,
    driversRepository,
    vehicles,
    vendors,
    vendorReader,
    companies,
    employees,
  });

  const insights = createInsights(app, {
    db,
    duties,
    vehicles,
    ratings: followers.ratings,
    settlements: billing.settlements,
    driversRepository,
    users,
    email: backbone.notificationDelivery.delivery,
  });

  return {
    ...backbone,
    ...followers,
    ...billing,
    ...insights,
    accounts,
    redis,
    signer,
    users,
    sessions,
    check,
    phoneVerifier,
    auth,
    sms,
    otp,
    files,
    profile,
    push,
    kycProvider,
    authenticate,
    companies,
    companyProfile,
    companyLogo,
    invitations,
    documents,
    drivers,
    driverDocuments,
    vehicles,
    vehicleAssignment,
    vehicleDocuments,
    renewals,
    driverRenewals,
    vehicleRenewals,
    settings,
    duties,
    dutySlips,
    dutySlipCharges,
    employees,
    vendors,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
