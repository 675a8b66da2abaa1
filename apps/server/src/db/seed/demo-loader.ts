import { gstinCheckCharacter } from '@raahi/domain/kyc';
import { addDays, todayInIndia } from '@raahi/domain/compliance';
import type { Role } from '@raahi/domain/roles';
import { stateByCode } from '@raahi/domain/states';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../core/audit.js';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { complianceColumns } from '../../modules/vehicles/vehicle-compliance.js';
import { withBootstrapLock } from '../bootstrap-lock.js';
import type { Database, Transaction } from '../client.js';
import { nextRegId, type RegIdPrefix } from '../reg-id.js';
import { appMeta, companies, drivers, users, vehicles, vendors } from '../schema/index.js';
import { insertDemoChat } from './demo-chat.js';
import { insertDemoNotifications } from './demo-notifications.js';
import { insertDuties } from './demo-duties.js';
import { insertDemoDutySlips } from './demo-duty-slips.js';
import { insertDemoInvoices } from './demo-invoices.js';
import { insertDemoPenalties } from './demo-penalties.js';
import { insertDemoRatings } from './demo-ratings.js';
import { insertDemoLiveLocation } from './demo-live-location.js';
import { insertDemoReportSchedules } from './demo-report-schedules.js';
import { insertDemoSos } from './demo-sos.js';
import { insertDemoTariffs } from './demo-tariffs.js';
import { insertDemoTasks } from './demo-tasks.js';
import { insertExpiringPapers } from './demo-expiring-papers.js';
import { DRIVERS, STAFF, type DemoDriver, type DemoPerson } from './demo-fixtures-people.js';
import { VEHICLES, type DemoVehicle } from './demo-fixtures-vehicles.js';
import { COMPANIES, COMPANY_SITES, VENDORS, type DemoVendor } from './demo-fixtures-vendors.js';
import { DEMO_PASSWORD } from './demo-sign-ins.js';

/*
 * Writes the demo fixtures (demo-fixtures-*.ts) into an empty database. Seed code writes the
 * tables directly, as each module's repository would, and audits each record as created by
 * the system.
 */

const DEMO_FLAG = 'demo_data';

const insertUser = async (tx: Transaction, values: typeof users.$inferInsert) =>
  (await tx.insert(users).values(values).returning())[0]!;

const PREFIX: Record<Role, RegIdPrefix> = {
  admin: 'ADM',
  ADMIN_USER: 'EMP',
  vendor: 'VEN',
  VENDOR_USER: 'EMP',
  driver: 'DRV',
};

export async function isDemoInstallation(db: Database): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, DEMO_FLAG))).length > 0;
}

/** Loads the demo data into an installation that has no users yet; returns whether it did. */
export async function loadDemoData(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withBootstrapLock(db, async (tx) => {
    if ((await tx.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n > 0) return false;
    const companyIds = new Map<string, string>();
    for (const name of COMPANIES) {
      const site = COMPANY_SITES[name];
      const [row] = await tx
        .insert(companies)
        .values({ name, siteLatitude: site?.latitude, siteLongitude: site?.longitude })
        .returning();
      companyIds.set(name, row!.id);
    }
    const vendorIds = new Map<string, string>();
    for (const vendor of VENDORS)
      vendorIds.set(vendor.key, await insertVendor(tx, vendor, passwordHash, companyIds));
    for (const person of STAFF) await insertPerson(tx, person, passwordHash, vendorIds);
    const driverIds = new Map<string, string>();
    for (const driver of DRIVERS)
      driverIds.set(driver.name, await insertDriver(tx, driver, vendorIds));
    const vehicleIds = new Map<string, string>();
    for (const vehicle of VEHICLES)
      vehicleIds.set(vehicle.number, await insertVehicle(tx, vehicle, vendorIds, driverIds));
    await insertDuties(tx, { companyIds, vendorIds, driverIds, vehicleIds });
    await insertDemoDutySlips(tx);
    await insertDemoTariffs(tx);
    await insertDemoInvoices(tx);
    await insertDemoPenalties(tx);
    await insertDemoRatings(tx);
    await insertDemoSos(tx);
    await insertDemoLiveLocation(tx, vendorIds);
    await insertDemoTasks(tx);
    await insertDemoChat(tx);
    await insertExpiringPapers(tx, { vehicleIds, driverIds });
    await insertDemoNotifications(tx);
    await insertDemoReportSchedules(tx);
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
    return true;
  });
}

async function insertVendor(
  tx: Transaction,
  vendor: DemoVendor,
  passwordHash: string,
  companyIds: Map<string, string>,
) {
  const id = randomUUID();
  const regId = await nextRegId(tx, 'VEN');
  const gstFirst14 = `${stateByCode(vendor.state).gstCode}${vendor.pan}1Z`;
  const owner = await insertUser(tx, {
    regId,
    role: 'vendor',
    name: vendor.owner.name,
    email: vendor.owner.email,
    phone: vendor.owner.phone,
    passwordHash,
    approvalStatus: vendor.approvalStatus,
    accountStatus: 'Active',
    vendorId: id,
  });
  await tx.insert(vendors).values({
    id,
    regId,
    registrationType: vendor.registrationType,
    name: vendor.name,
    email: vendor.owner.email,
    phone: vendor.owner.phone,
    address: vendor.address,
    gst: gstFirst14 + gstinCheckCharacter(gstFirst14),
    pan: vendor.pan,
    operationalArea: [{ state: vendor.state, cities: vendor.cities }],
    operationalStates: [vendor.state],
    serviceTypes: vendor.serviceTypes,
    associatedCompanies: vendor.companies.map((name) => companyIds.get(name)!),
    elevatorStatement: `${vendor.name} runs a well-kept fleet in ${vendor.cities.join(' and ')}.`,
    ownername: vendor.owner.name,
    ownermobile: vendor.owner.phone,
    ownerdob: vendor.owner.dob,
    owneremail: vendor.owner.email,
    ownerUserId: owner.id,
    approvalStatus: vendor.approvalStatus,
    accountStatus: vendor.accountStatus,
    rejectionReason: vendor.rejectionReason ?? null,
    submittedAt: vendor.approvalStatus === 'Staged' ? null : new Date(),
  });
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'created',
    entity: 'vendor',
    entityId: id,
    after: { demo: true },
  });
  return id;
}

async function insertPerson(
  tx: Transaction,
  person: DemoPerson,
  passwordHash: string,
  vendorIds: Map<string, string>,
) {
  const user = await insertUser(tx, {
    regId: await nextRegId(tx, PREFIX[person.role]),
    role: person.role,
    name: person.name,
    email: person.email ?? null,
    phone: person.phone,
    passwordHash: person.role === 'driver' ? null : passwordHash,
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    vendorId: person.vendor ? vendorIds.get(person.vendor)! : null,
    jobRole: person.jobRole ?? null,
  });
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'created',
    entity: 'user',
    entityId: user.id,
    after: { demo: true },
  });
}

async function insertDriver(tx: Transaction, driver: DemoDriver, vendorIds: Map<string, string>) {
  const regId = await nextRegId(tx, 'DRV');
  const vendorId = vendorIds.get(driver.vendor)!;
  const user = await insertUser(tx, {
    regId,
    role: 'driver',
    name: driver.name,
    phone: driver.phone,
    approvalStatus: driver.approvalStatus,
    accountStatus: driver.accountStatus,
    vendorId,
    language: driver.screenLanguage ?? null,
  });
  const [row] = await tx
    .insert(drivers)
    .values({
      regId,
      userId: user.id,
      name: driver.name,
      dlNumber: driver.dlNumber,
      dlExpiry: '2036-03-31',
      experienceYears: 2026 - Number(driver.dlNumber.slice(4, 8)),
      phonePrimary: driver.phone,
      addressAadhar: 'Address as on the Aadhaar card',
      currentAddress: 'Current address',
      emergencyContact: { name: 'Family contact', phone: `8${driver.phone.slice(1)}` },
      dob: driver.dob,
      gender: driver.gender,
      associatedVendors: [vendorId],
      timings: { type: '24hrs', slots: [] },
      preferredWorkSchedules: ['Weekdays'],
      languagesKnown: driver.languages,
      serviceTypes: driver.services,
      vehicleFacilities: ['Water Bottles'],
      approvalStatus: driver.approvalStatus,
      accountStatus: driver.accountStatus,
      rejectionReason: driver.rejectionReason ?? null,
      submittedAt: driver.approvalStatus === 'Staged' ? null : new Date(),
    })
    .returning();
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'created',
    entity: 'driver',
    entityId: row!.id,
    after: { demo: true },
  });
  return row!.id;
}

async function insertVehicle(
  tx: Transaction,
  vehicle: DemoVehicle,
  vendorIds: Map<string, string>,
  driverIds: Map<string, string>,
) {
  const today = todayInIndia();
  const insuranceTill =
    vehicle.insuranceDays === null ? null : addDays(today, vehicle.insuranceDays);
  const papers = {
    roadTaxValidTill: addDays(today, 700),
    fitnessCertificate: {
      number: `FC-${vehicle.number.slice(-4)}`,
      validTill: addDays(today, 365),
    },
    permitNumber: `${vehicle.number.slice(0, 2)}-TP-${vehicle.number.slice(-4)}`,
    permitValidTill: addDays(today, 500),
    insurance: { number: `POL-${vehicle.number.slice(-6)}`, validTill: insuranceTill },
    emissionCertificate: {
      number: `PUC-${vehicle.number.slice(-4)}`,
      validTill: addDays(today, 150),
    },
  };
  const driverId = vehicle.driver ? driverIds.get(vehicle.driver)! : null;
  const [row] = await tx
    .insert(vehicles)
    .values({
      regId: await nextRegId(tx, 'VEH'),
      vendorId: vendorIds.get(vehicle.vendor)!,
      category: vehicle.category,
      brand: vehicle.brand,
      vehicleModelName: vehicle.model,
      color: vehicle.color,
      vehicleNumber: vehicle.number,
      fuelType: vehicle.fuel,
      ...papers,
      fireExtinguisher: true,
      firstAidKit: true,
      ...complianceColumns(papers),
      driverId,
      approvalStatus: vehicle.approvalStatus,
      accountStatus: 'Active',
      submittedAt: vehicle.approvalStatus === 'Staged' ? null : new Date(),
    })
    .returning();
  if (driverId) {
    await tx
      .update(drivers)
      .set({ vehicleId: row!.id, vehicleApprovalStatus: vehicle.approvalStatus })
      .where(eq(drivers.id, driverId));
  }
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'created',
    entity: 'vehicle',
    entityId: row!.id,
    after: { demo: true },
  });
  return row!.id;
}
