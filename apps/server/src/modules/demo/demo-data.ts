import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { gstinCheckCharacter } from '@raahi/domain/kyc';
import type { Weekday } from '@raahi/domain/duties';
import type { Role } from '@raahi/domain/roles';
import { stateByCode, type StateCode } from '@raahi/domain/states';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client.js';
import { withBootstrapLock } from '../../db/bootstrap-lock.js';
import { nextRegId, regIdSql, type RegIdPrefix } from '../../db/reg-id.js';
import {
  appMeta,
  companies,
  drivers,
  duties,
  dutyEvents,
  rosters,
  vehicles,
  vendors,
} from '../../db/schema/index.js';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { hashPassword } from '../auth/passwords.js';
import { createUsersRepository, type UsersRepository } from '../users/users.repository.js';
import { rosterSlots, rosterStart } from '../duties/roster-dates.js';
import { complianceColumns } from '../vehicles/vehicles.service.js';

/** Shared by every demo account that signs in with a password; printed and shown on the sign-in page. */
export const DEMO_PASSWORD = 'RaahiDemo@2026';
const DEMO_FLAG = 'demo_data';

export interface DemoSignIn {
  role: Role;
  name: string;
  email: string | null;
  phone: string | null;
  /** 'password' (email + DEMO_PASSWORD) or 'otp' (phone; the code appears in the server log). */
  method: 'password' | 'otp';
  note?: string;
}

const COMPANIES = [
  'Nimbus Technologies',
  'Lotus Pharma',
  'Indus Software Park',
  'Coastal Bank',
  'Vistara Events',
];

interface DemoVendor {
  key: string;
  name: string;
  registrationType: string;
  state: StateCode;
  cities: string[];
  pan: string;
  address: string;
  serviceTypes: string[];
  companies: string[];
  approvalStatus: string;
  accountStatus: string;
  rejectionReason?: string;
  owner: { name: string; email: string; phone: string; dob: string };
}

const VENDORS: DemoVendor[] = [
  {
    key: 'shree',
    name: 'Shree Travels',
    registrationType: 'Partnership',
    state: 'KA',
    cities: ['Bengaluru', 'Mysuru'],
    pan: 'AAHFS4821K',
    address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
    serviceTypes: ['Employee Pick & Drop', 'Airport Transport', 'Local Package'],
    companies: ['Nimbus Technologies', 'Indus Software Park'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    owner: {
      name: 'Ramesh Gowda',
      email: 'ramesh@shreetravels.demo',
      phone: '9845000101',
      dob: '1978-03-14',
    },
  },
  {
    key: 'deccan',
    name: 'Deccan Cabs',
    registrationType: 'Private Limited Company',
    state: 'TG',
    cities: ['Hyderabad', 'Secunderabad'],
    pan: 'AACCD7314L',
    address: 'Plot 18, Road No. 2, Banjara Hills, Hyderabad 500034',
    serviceTypes: ['Employee Pick & Drop', 'AD/Hoc Cabs', 'Outstation'],
    companies: ['Lotus Pharma'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    owner: {
      name: 'Syed Imran',
      email: 'imran@deccancabs.demo',
      phone: '9849000201',
      dob: '1983-11-02',
    },
  },
  {
    key: 'malabar',
    name: 'Malabar Cabs',
    registrationType: 'Proprietorship',
    state: 'KL',
    cities: ['Kochi', 'Thrissur'],
    pan: 'BNTPM6650Q',
    address: 'Door 7/312, MG Road, Ernakulam, Kochi 682016',
    serviceTypes: ['Airport Transport', 'Event Travel'],
    companies: [],
    approvalStatus: 'Pending',
    accountStatus: 'Active',
    owner: {
      name: 'Thomas Mathew',
      email: 'thomas@malabarcabs.demo',
      phone: '9847000301',
      dob: '1975-07-21',
    },
  },
  {
    key: 'sahyadri',
    name: 'Sahyadri Fleet Services',
    registrationType: 'LLP',
    state: 'MH',
    cities: ['Pune', 'Mumbai'],
    pan: 'AAPFS2207M',
    address: 'Office 5, Baner Road, Pune 411045',
    serviceTypes: ['Outstation', 'One way Drop'],
    companies: ['Coastal Bank'],
    approvalStatus: 'Rejected',
    accountStatus: 'Active',
    rejectionReason:
      'The GST certificate uploaded is for a different address. Please update the address.',
    owner: {
      name: 'Priya Deshpande',
      email: 'priya@sahyadrifleet.demo',
      phone: '9822000401',
      dob: '1986-01-30',
    },
  },
  {
    key: 'chola',
    name: 'Chola Travels',
    registrationType: 'Individual',
    state: 'TN',
    cities: ['Chennai'],
    pan: 'CKVPK9012A',
    address: '21, Usman Road, T. Nagar, Chennai 600017',
    serviceTypes: ['Local Package'],
    companies: [],
    approvalStatus: 'Approved',
    accountStatus: 'Inactive',
    owner: {
      name: 'Karthik Subramanian',
      email: 'karthik@cholatravels.demo',
      phone: '9841000501',
      dob: '1990-09-09',
    },
  },
  {
    key: 'capital',
    name: 'Capital Cabs',
    registrationType: 'Private Limited Company',
    state: 'DL',
    cities: ['New Delhi'],
    pan: 'AADCC5518P',
    address: 'B-14, Connaught Place, New Delhi 110001',
    serviceTypes: ['AD/Hoc Cabs', 'Airport Transport'],
    companies: ['Vistara Events'],
    approvalStatus: 'Approved',
    accountStatus: 'Blocked',
    owner: {
      name: 'Harpreet Singh',
      email: 'harpreet@capitalcabs.demo',
      phone: '9811000601',
      dob: '1972-12-05',
    },
  },
  {
    key: 'kaveri',
    name: 'Kaveri Mobility',
    registrationType: 'Proprietorship',
    state: 'KA',
    cities: ['Mangaluru', 'Udupi'],
    pan: 'DRKPS3391H',
    address: 'Shop 3, Hampankatta, Mangaluru 575001',
    serviceTypes: ['Event Travel', 'Local Package'],
    companies: [],
    approvalStatus: 'Staged',
    accountStatus: 'Active',
    owner: {
      name: 'Sneha Shenoy',
      email: 'sneha@kaverimobility.demo',
      phone: '9845000701',
      dob: '1992-04-18',
    },
  },
  {
    key: 'eastern',
    name: 'Eastern Wheels',
    registrationType: 'Partnership',
    state: 'WB',
    cities: ['Kolkata'],
    pan: 'AAKFE8120R',
    address: '9, Park Street, Kolkata 700016',
    serviceTypes: ['Outstation'],
    companies: [],
    approvalStatus: 'Approved',
    accountStatus: 'Deleted',
    owner: {
      name: 'Arindam Bose',
      email: 'arindam@easternwheels.demo',
      phone: '9830000801',
      dob: '1969-08-27',
    },
  },
];

interface DemoPerson {
  role: Role;
  name: string;
  email?: string;
  phone: string;
  vendor?: string;
  jobRole?: string;
}

const STAFF: DemoPerson[] = [
  { role: 'admin', name: 'Ananya Rao', email: 'admin@demo.raahi.in', phone: '9845000001' },
  {
    role: 'ADMIN_USER',
    name: 'Vikram Menon',
    email: 'ops@demo.raahi.in',
    phone: '9845000002',
    jobRole: 'operations_manager',
  },
  {
    role: 'VENDOR_USER',
    name: 'Kavya Shetty',
    email: 'kavya@shreetravels.demo',
    phone: '9845000102',
    vendor: 'shree',
    jobRole: 'dispatch_officer',
  },
  {
    role: 'VENDOR_USER',
    name: 'Lakshmi Reddy',
    email: 'lakshmi@deccancabs.demo',
    phone: '9849000202',
    vendor: 'deccan',
    jobRole: 'trip_coordinator',
  },
  {
    role: 'ADMIN_USER',
    name: 'Rohit Sharma',
    email: 'rohit@demo.raahi.in',
    phone: '9845000003',
    jobRole: 'route_planner',
  },
  {
    role: 'VENDOR_USER',
    name: 'Naveen Kumar',
    email: 'naveen@shreetravels.demo',
    phone: '9845000103',
    vendor: 'shree',
    jobRole: 'fleet_supervisor',
  },
  {
    role: 'VENDOR_USER',
    name: 'Farah Khan',
    email: 'farah@deccancabs.demo',
    phone: '9849000203',
    vendor: 'deccan',
    jobRole: 'fleet_manager',
  },
];

interface DemoDriver {
  name: string;
  phone: string;
  vendor: string;
  dlNumber: string;
  dob: string;
  gender: 'Male' | 'Female';
  languages: string[];
  services: string[];
  approvalStatus: string;
  accountStatus: string;
  rejectionReason?: string;
}

const DRIVERS: DemoDriver[] = [
  {
    name: 'Manjunath Kumar',
    phone: '9900100001',
    vendor: 'shree',
    dlNumber: 'KA0320120045871',
    dob: '1985-06-12',
    gender: 'Male',
    languages: ['Kannada', 'English', 'Hindi'],
    services: ['Employee Pick & Drop', 'Airport Transport'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Suresh Naik',
    phone: '9900100002',
    vendor: 'shree',
    dlNumber: 'KA0120160078234',
    dob: '1990-09-30',
    gender: 'Male',
    languages: ['Kannada', 'Konkani'],
    services: ['Local Package'],
    approvalStatus: 'Pending',
    accountStatus: 'Active',
  },
  {
    name: 'Prakash Hegde',
    phone: '9900100003',
    vendor: 'shree',
    dlNumber: 'KA1920180011223',
    dob: '1993-02-18',
    gender: 'Male',
    languages: ['Kannada', 'English'],
    services: ['Event Travel'],
    approvalStatus: 'Staged',
    accountStatus: 'Active',
  },
  {
    name: "Joseph D'Souza",
    phone: '9900100004',
    vendor: 'shree',
    dlNumber: 'KA1920100033451',
    dob: '1979-11-05',
    gender: 'Male',
    languages: ['Konkani', 'English', 'Kannada'],
    services: ['Airport Transport'],
    approvalStatus: 'Approved',
    accountStatus: 'Inactive',
  },
  {
    // Approved and active without a vehicle: the one a vendor can give a new vehicle to.
    name: 'Girish Poojary',
    phone: '9900100005',
    vendor: 'shree',
    dlNumber: 'KA2020140078213',
    dob: '1988-02-20',
    gender: 'Male',
    languages: ['Kannada', 'English'],
    services: ['Employee Pick & Drop', 'Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Abdul Rahman',
    phone: '9900200001',
    vendor: 'deccan',
    dlNumber: 'TS0920140056712',
    dob: '1987-04-22',
    gender: 'Male',
    languages: ['Urdu', 'Telugu', 'Hindi'],
    services: ['Employee Pick & Drop', 'Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Ravi Teja',
    phone: '9900200002',
    vendor: 'deccan',
    dlNumber: 'TG0720240009911',
    dob: '1998-08-14',
    gender: 'Male',
    languages: ['Telugu', 'English'],
    services: ['AD/Hoc Cabs'],
    approvalStatus: 'Rejected',
    accountStatus: 'Active',
    rejectionReason: 'The medical certificate has expired. Upload a current one.',
  },
  {
    name: 'Shaik Ameena',
    phone: '9900200003',
    vendor: 'deccan',
    dlNumber: 'TS1020170043380',
    dob: '1992-01-27',
    gender: 'Female',
    languages: ['Telugu', 'Urdu', 'English'],
    services: ['Employee Pick & Drop'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Imtiaz Ali',
    phone: '9900200004',
    vendor: 'deccan',
    dlNumber: 'TS0820110067120',
    dob: '1981-07-03',
    gender: 'Male',
    languages: ['Urdu', 'Hindi'],
    services: ['Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Blocked',
  },
];

interface DemoVehicle {
  vendor: string;
  number: string;
  category: string;
  brand: string;
  model: string;
  color: string;
  fuel: string;
  /** Days from today until the insurance runs out (negative: already expired). */
  insuranceDays: number | null;
  approvalStatus: string;
  driver?: string;
}

const VEHICLES: DemoVehicle[] = [
  {
    vendor: 'shree',
    number: 'KA05MN4821',
    category: 'Sedan',
    brand: 'Maruti Suzuki',
    model: 'Dzire Tour S',
    color: 'White',
    fuel: 'CNG',
    insuranceDays: 240,
    approvalStatus: 'Approved',
    driver: 'Manjunath Kumar',
  },
  {
    vendor: 'shree',
    number: 'KA03AF7712',
    category: 'Hatchback',
    brand: 'Hyundai',
    model: 'i10 Nios',
    color: 'Silver',
    fuel: 'Petrol',
    insuranceDays: 12,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA01EV2045',
    category: 'Sedan EV',
    brand: 'Tata',
    model: 'Tigor EV',
    color: 'Teal Blue',
    fuel: 'Electric',
    insuranceDays: 400,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA51C9034',
    category: '12 Seater',
    brand: 'Force',
    model: 'Traveller',
    color: 'White',
    fuel: 'Diesel',
    insuranceDays: -6,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA19MB3310',
    category: 'SUV',
    brand: 'Mahindra',
    model: 'XUV700',
    color: 'Black',
    fuel: 'Diesel',
    insuranceDays: null,
    approvalStatus: 'Pending',
  },
  {
    vendor: 'deccan',
    number: 'TS09EA1234',
    category: 'SUV 5 Seater',
    brand: 'Kia',
    model: 'Seltos',
    color: 'Grey',
    fuel: 'Petrol',
    insuranceDays: 180,
    approvalStatus: 'Approved',
    driver: 'Abdul Rahman',
  },
  {
    vendor: 'deccan',
    number: 'TG07AB5521',
    category: 'Premium Sedan',
    brand: 'Honda',
    model: 'City',
    color: 'White',
    fuel: 'Petrol',
    insuranceDays: 25,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'deccan',
    number: 'TS10UB6620',
    category: '27 Seater',
    brand: 'Tata',
    model: 'Starbus',
    color: 'Yellow',
    fuel: 'Diesel',
    insuranceDays: 90,
    approvalStatus: 'Rejected',
  },
  {
    vendor: 'deccan',
    number: 'TG08EV0912',
    category: 'Hatchback EV',
    brand: 'MG',
    model: 'Comet EV',
    color: 'Green',
    fuel: 'Electric',
    insuranceDays: 300,
    approvalStatus: 'Staged',
  },
];

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
  const users = createUsersRepository(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withBootstrapLock(db, async (tx) => {
    if ((await users.countAll(tx)) > 0) return false;
    const companyIds = new Map<string, string>();
    for (const name of COMPANIES) {
      const [row] = await tx.insert(companies).values({ name }).returning();
      companyIds.set(name, row!.id);
    }
    const vendorIds = new Map<string, string>();
    for (const vendor of VENDORS)
      vendorIds.set(vendor.key, await insertVendor(tx, users, vendor, passwordHash, companyIds));
    for (const person of STAFF) await insertPerson(tx, users, person, passwordHash, vendorIds);
    const driverIds = new Map<string, string>();
    for (const driver of DRIVERS)
      driverIds.set(driver.name, await insertDriver(tx, users, driver, vendorIds));
    const vehicleIds = new Map<string, string>();
    for (const vehicle of VEHICLES)
      vehicleIds.set(vehicle.number, await insertVehicle(tx, vehicle, vendorIds, driverIds));
    await insertDuties(tx, { companyIds, vendorIds, driverIds, vehicleIds });
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
    return true;
  });
}

async function insertVendor(
  tx: Transaction,
  users: UsersRepository,
  vendor: DemoVendor,
  passwordHash: string,
  companyIds: Map<string, string>,
) {
  const id = randomUUID();
  const regId = await nextRegId(tx, 'VEN');
  const gstFirst14 = `${stateByCode(vendor.state).gstCode}${vendor.pan}1Z`;
  const owner = await users.insert(
    {
      regId,
      role: 'vendor',
      name: vendor.owner.name,
      email: vendor.owner.email,
      phone: vendor.owner.phone,
      passwordHash,
      approvalStatus: vendor.approvalStatus,
      accountStatus: 'Active',
      vendorId: id,
    },
    tx,
  );
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
  users: UsersRepository,
  person: DemoPerson,
  passwordHash: string,
  vendorIds: Map<string, string>,
) {
  const user = await users.insert(
    {
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
    },
    tx,
  );
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'created',
    entity: 'user',
    entityId: user.id,
    after: { demo: true },
  });
}

async function insertDriver(
  tx: Transaction,
  users: UsersRepository,
  driver: DemoDriver,
  vendorIds: Map<string, string>,
) {
  const regId = await nextRegId(tx, 'DRV');
  const vendorId = vendorIds.get(driver.vendor)!;
  const user = await users.insert(
    {
      regId,
      role: 'driver',
      name: driver.name,
      phone: driver.phone,
      approvalStatus: driver.approvalStatus,
      accountStatus: driver.accountStatus,
      vendorId,
    },
    tx,
  );
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

/** Each approved, active driver works one daily slot (India time) in their own vehicle. */
const DUTY_CREWS = [
  {
    vendor: 'shree',
    driver: 'Manjunath Kumar',
    vehicle: 'KA05MN4821',
    category: 'Sedan',
    company: 'Nimbus Technologies',
    hours: [7, 9],
    services: ['Employee Pick & Drop', 'Airport Transport', 'Local Package'],
    from: 'Nimbus Tech Park, Outer Ring Road, Bengaluru',
    to: 'Kempegowda International Airport, Bengaluru',
  },
  {
    vendor: 'deccan',
    driver: 'Abdul Rahman',
    vehicle: 'TS09EA1234',
    category: 'SUV 5 Seater',
    company: 'Lotus Pharma',
    hours: [14, 17],
    services: ['AD/Hoc Cabs', 'Outstation', 'Employee Pick & Drop'],
    from: 'Lotus Pharma, Genome Valley, Hyderabad',
    to: 'Rajiv Gandhi International Airport, Hyderabad',
  },
  {
    vendor: 'deccan',
    driver: 'Shaik Ameena',
    vehicle: 'TG07AB5521',
    category: 'Premium Sedan',
    company: 'Lotus Pharma',
    hours: [19, 21],
    services: ['Employee Pick & Drop', 'Event Travel'],
    from: 'HITEC City, Hyderabad',
    to: 'Banjara Hills, Hyderabad',
  },
] as const;
const RIDERS = [
  'Asha Rao',
  'Vivek Menon',
  'Fatima Begum',
  'Rahul Joshi',
  'Deepa Nair',
  'Kiran Patel',
];

/**
 * About two weeks of duties either side of today: done, cancelled and no-show ones behind,
 * assigned and accepted ones ahead, a few still waiting for a vendor; and one roster.
 */
async function insertDuties(
  tx: Transaction,
  ids: {
    companyIds: Map<string, string>;
    vendorIds: Map<string, string>;
    driverIds: Map<string, string>;
    vehicleIds: Map<string, string>;
  },
) {
  const today = todayInIndia();
  const now = Date.now();
  const at = (date: string, hour: number) =>
    rosterStart(date, `${String(hour).padStart(2, '0')}:00`);
  const rows: PgInsertValue<typeof duties>[] = [];
  let odometer = 24_000;
  for (let day = -14; day <= 14; day++) {
    const date = addDays(today, day);
    DUTY_CREWS.forEach((crew, c) => {
      if (c === 2 && day % 2 !== 0) return;
      const start = at(date, crew.hours[0]);
      const end = at(date, crew.hours[1]);
      const past = end.getTime() < now;
      const k = day + 14 + c;
      const status = past
        ? k % 9 === 4
          ? 'Cancelled'
          : k % 11 === 6
            ? 'NoShow'
            : 'Completed'
        : start.getTime() < now
          ? 'Started'
          : day % 2 === 0
            ? 'Accepted'
            : 'Assigned';
      const distance = 18 + ((k * 7) % 45);
      const startReading = (odometer += 120);
      rows.push({
        regId: regIdSql('DUT'),
        companyId: ids.companyIds.get(crew.company)!,
        serviceType: crew.services[k % crew.services.length]!,
        pickupAddress: day % 2 ? crew.to : crew.from,
        dropAddress: day % 2 ? crew.from : crew.to,
        passengers: [
          { name: RIDERS[k % RIDERS.length]!, phone: `98860${String(10000 + k).slice(-5)}` },
        ],
        passengerCount: 1 + (k % 3),
        vehicleCategory: crew.category,
        scheduledStart: start,
        scheduledEnd: end,
        vendorId: ids.vendorIds.get(crew.vendor)!,
        driverId: ids.driverIds.get(crew.driver)!,
        vehicleId: ids.vehicleIds.get(crew.vehicle)!,
        status,
        cancelReason:
          status === 'Cancelled'
            ? 'The meeting was moved online'
            : status === 'NoShow'
              ? 'Passenger not at the pickup point after 20 minutes'
              : null,
        odometerStart: status === 'Completed' || status === 'Started' ? startReading : null,
        odometerEnd: status === 'Completed' ? startReading + distance : null,
        startedAt: status === 'Completed' || status === 'Started' ? start : null,
        completedAt: status === 'Completed' ? end : null,
      });
    });
    // Upcoming bookings no vendor has taken yet, and one a vendor has but has not assigned.
    if (day >= 1 && day <= 4) {
      rows.push({
        regId: regIdSql('DUT'),
        companyId: ids.companyIds.get(day % 2 ? 'Vistara Events' : 'Coastal Bank')!,
        serviceType: day % 2 ? 'Event Travel' : 'One way Drop',
        pickupAddress: 'Taj West End, Race Course Road, Bengaluru',
        dropAddress: 'Bangalore International Exhibition Centre, Tumakuru Road',
        passengers: [],
        passengerCount: 4,
        vehicleCategory: 'SUV',
        scheduledStart: at(date, 10),
        scheduledEnd: at(date, 13),
        vendorId: day === 4 ? ids.vendorIds.get('shree')! : null,
        status: 'Requested',
      });
    }
  }
  const roster = {
    name: 'Nimbus evening shift drop',
    companyId: ids.companyIds.get('Nimbus Technologies')!,
    vendorId: ids.vendorIds.get('shree')!,
    pickupAddress: 'Nimbus Tech Park, Outer Ring Road, Bengaluru',
    dropAddress: 'HSR Layout Sector 2, Bengaluru',
    passengers: [
      { name: 'Meera Iyer', phone: '9886012001' },
      { name: 'Arjun Das', phone: '9886012002' },
    ],
    passengerCount: 3,
    vehicleCategory: 'Sedan',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as Weekday[],
    startTime: '21:30',
    durationMinutes: 60,
    startDate: today,
    endDate: addDays(today, 13),
  };
  const [rosterRow] = await tx.insert(rosters).values(roster).returning({ id: rosters.id });
  for (const slot of rosterSlots(roster)) {
    const { name: _name, weekdays: _w, startTime: _t, durationMinutes: _d, ...trip } = roster;
    const { startDate: _s, endDate: _e, ...fields } = trip;
    rows.push({
      ...fields,
      regId: regIdSql('DUT'),
      serviceType: 'Employee Pick & Drop',
      scheduledStart: slot.start,
      scheduledEnd: slot.end,
      rosterId: rosterRow!.id,
      status: 'Requested',
    });
  }
  rows.sort((a, b) => (a.scheduledStart as Date).getTime() - (b.scheduledStart as Date).getTime());
  const inserted = await tx.insert(duties).values(rows).returning({
    id: duties.id,
    status: duties.status,
    reason: duties.cancelReason,
    driverId: duties.driverId,
    scheduledStart: duties.scheduledStart,
    scheduledEnd: duties.scheduledEnd,
  });
  await tx.insert(dutyEvents).values(inserted.flatMap((duty) => demoHistory(duty, now)));
}

const HOUR = 3_600_000;

/** The steps a demo duty went through to reach its status, each at a plausible time, none ahead. */
function demoHistory(
  duty: {
    id: string;
    status: string;
    reason: string | null;
    driverId: string | null;
    scheduledStart: Date;
    scheduledEnd: Date;
  },
  now: number,
) {
  const start = duty.scheduledStart.getTime();
  const steps: Record<string, number> = {
    Requested: start - 72 * HOUR,
    Assigned: start - 48 * HOUR,
    Accepted: start - 24 * HOUR,
    Started: start,
    Completed: duty.scheduledEnd.getTime(),
    Cancelled: start - 6 * HOUR,
    NoShow: start + HOUR / 3,
  };
  const path: Record<string, string[]> = {
    Requested: ['Requested'],
    Assigned: ['Requested', 'Assigned'],
    Accepted: ['Requested', 'Assigned', 'Accepted'],
    Started: ['Requested', 'Assigned', 'Accepted', 'Started'],
    Completed: ['Requested', 'Assigned', 'Accepted', 'Started', 'Completed'],
    Cancelled: duty.driverId ? ['Requested', 'Assigned', 'Cancelled'] : ['Requested', 'Cancelled'],
    NoShow: ['Requested', 'Assigned', 'Accepted', 'NoShow'],
  };
  const last = path[duty.status]!.length - 1;
  return path[duty.status]!.map((status, index) => ({
    dutyId: duty.id,
    status,
    // Upcoming duties were booked recently: their steps so far sit in the last few hours.
    at: new Date(Math.min(steps[status]!, now - (last - index + 1) * HOUR)),
    reason: index === last ? duty.reason : null,
  }));
}

export function demoSignIns(): DemoSignIn[] {
  const owners = (keys: string[]) =>
    VENDORS.filter((v) => keys.includes(v.key)).map((v) => ({
      role: 'vendor' as const,
      name: v.owner.name,
      email: v.owner.email,
      phone: v.owner.phone,
      method: 'password' as const,
      note: `${v.name}, ${v.approvalStatus}`,
    }));
  const printed = STAFF.filter(
    (p) => !['Rohit Sharma', 'Naveen Kumar', 'Farah Khan'].includes(p.name),
  );
  const [admin, adminUser, ...rest] = printed.map((p) => ({
    role: p.role,
    name: p.name,
    email: p.email ?? null,
    phone: p.phone,
    method: p.role === 'driver' ? ('otp' as const) : ('password' as const),
  }));
  const driverSignIns = DRIVERS.filter(
    (d) => d.accountStatus === 'Active' && d.approvalStatus !== 'Staged',
  )
    .slice(0, 3)
    .map((d) => ({
      role: 'driver' as const,
      name: d.name,
      email: null,
      phone: d.phone,
      method: 'otp' as const,
      note: d.approvalStatus === 'Approved' ? undefined : d.approvalStatus,
    }));
  return [
    admin!,
    adminUser!,
    ...owners(['shree', 'deccan', 'malabar', 'sahyadri']),
    ...rest,
    ...driverSignIns,
  ];
}

/** How every demo account is reached: the emails of those with a password, drivers' phones. */
export function demoContacts(): { emails: string[]; driverPhones: string[] } {
  return {
    emails: [...VENDORS.map((v) => v.owner.email), ...STAFF.flatMap((p) => p.email ?? [])],
    driverPhones: DRIVERS.map((d) => d.phone),
  };
}

export function describeDemoSignIns(): string[] {
  return [
    `Demo data is loaded. Demo sign-ins (password for all email accounts: ${DEMO_PASSWORD}):`,
    ...demoSignIns().map((s) =>
      s.method === 'password'
        ? `    ${s.role.padEnd(12)} ${s.email}  (${s.name}${s.note ? `, ${s.note}` : ''})`
        : `    ${s.role.padEnd(12)} phone ${s.phone}, code by OTP in this log  (${s.name})`,
    ),
  ];
}
