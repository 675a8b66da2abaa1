import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import { nextRegId } from '../../src/db/reg-id.js';
import { companies, drivers, vehicles, vendors } from '../../src/db/schema/index.js';
import { insertUser, signIn, uniquePhone } from './factories.js';
import { uniqueDl } from './drivers.js';
import type { TestApp } from './test-app.js';
import { makePan } from './vendors.js';

/**
 * Duties need companies, vendors, drivers and vehicles in given states; these write them straight
 * into the database (their own APIs are tested elsewhere), so a test can set up dozens quickly.
 */
export async function insertCompany(
  db: Database,
  name = `Company ${randomBytes(3).toString('hex')}`,
) {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row!;
}

export async function insertVendor(
  db: Database,
  status: { approvalStatus?: string; accountStatus?: string } = {},
) {
  const tag = randomBytes(4).toString('hex');
  const regId = await nextRegId(db, 'VEN');
  const [row] = await db
    .insert(vendors)
    .values({
      regId,
      registrationType: 'Partnership',
      name: `Travels ${tag}`,
      email: `fleet-${tag}@example.in`,
      phone: uniquePhone(),
      address: '12, 4th Cross, Indiranagar, Bengaluru 560038',
      pan: makePan(),
      operationalArea: [{ state: 'KA', cities: ['Bengaluru'] }],
      operationalStates: ['KA'],
      serviceTypes: ['Employee Pick & Drop'],
      ownername: 'Owner',
      ownermobile: uniquePhone(),
      ownerdob: '1980-01-01',
      approvalStatus: status.approvalStatus ?? 'Approved',
      accountStatus: status.accountStatus ?? 'Active',
    })
    .returning();
  return row!;
}

/** An approved, active vendor and a signed-in owner. */
export async function vendorWithToken(t: TestApp) {
  const vendor = await insertVendor(t.db);
  const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
  return { id: vendor.id, name: vendor.name, token: (await signIn(t, owner)).accessToken };
}

export async function insertDriver(
  db: Database,
  vendorId: string,
  status: { approvalStatus?: string; accountStatus?: string } = {},
) {
  const user = await insertUser(db, { role: 'driver', vendorId });
  const [row] = await db
    .insert(drivers)
    .values({
      regId: user.regId,
      userId: user.id,
      name: `Driver ${randomBytes(3).toString('hex')}`,
      dlNumber: uniqueDl(),
      dlExpiry: '2036-03-31',
      phonePrimary: user.phone!,
      dob: '1988-02-10',
      gender: 'Male',
      associatedVendors: [vendorId],
      timings: { type: '24hrs', slots: [] },
      approvalStatus: status.approvalStatus ?? 'Approved',
      accountStatus: status.accountStatus ?? 'Active',
    })
    .returning();
  return { ...row!, user };
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const plate = () =>
  `KA${String(randomInt(1, 70)).padStart(2, '0')}${LETTERS[randomInt(0, 23)]}${LETTERS[randomInt(0, 23)]}${String(randomInt(1, 10000)).padStart(4, '0')}`;

export async function insertVehicle(
  db: Database,
  vendorId: string,
  options: {
    category?: string;
    approvalStatus?: string;
    accountStatus?: string;
    insuranceTill?: string;
  } = {},
) {
  const today = todayInIndia();
  const [row] = await db
    .insert(vehicles)
    .values({
      regId: await nextRegId(db, 'VEH'),
      vendorId,
      category: options.category ?? 'Sedan',
      brand: 'Maruti Suzuki',
      vehicleModelName: 'Dzire',
      color: 'White',
      vehicleNumber: plate(),
      fuelType: 'CNG',
      roadTaxValidTill: addDays(today, 400),
      fitnessCertificate: { number: 'FC-1', validTill: addDays(today, 400) },
      permitValidTill: addDays(today, 400),
      insurance: { number: 'POL-1', validTill: options.insuranceTill ?? addDays(today, 400) },
      emissionCertificate: { number: 'PUC-1', validTill: addDays(today, 400) },
      complianceMissing: false,
      approvalStatus: options.approvalStatus ?? 'Approved',
      accountStatus: options.accountStatus ?? 'Active',
    })
    .returning();
  return row!;
}

const HOUR = 3_600_000;
/** An ISO instant some hours from now (rounded to the minute). */
export function hoursFromNow(hours: number) {
  const at = new Date(Date.now() + hours * HOUR);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

export function bookingInput(companyId: string, overrides: Record<string, unknown> = {}) {
  return {
    companyId,
    serviceType: 'Airport Transport',
    pickup: { address: 'Koramangala 5th Block, Bengaluru' },
    drop: { address: 'Kempegowda International Airport', latitude: 13.1986, longitude: 77.7066 },
    scheduledStart: hoursFromNow(24),
    scheduledEnd: hoursFromNow(26),
    passengerCount: 2,
    passengers: [{ name: 'Asha Rao', phone: uniquePhone() }],
    vehicleCategory: 'Sedan',
    ...overrides,
  };
}
