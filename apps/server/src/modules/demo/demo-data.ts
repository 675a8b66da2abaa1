import type { Role } from '@raahi/domain/roles';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client.js';
import { withBootstrapLock } from '../../db/bootstrap-lock.js';
import { nextRegId, type RegIdPrefix } from '../../db/reg-id.js';
import { appMeta } from '../../db/schema/index.js';
import { SYSTEM_ACTOR, recordAudit } from '../audit/audit.js';
import { hashPassword } from '../auth/passwords.js';
import { createUsersRepository, type UsersRepository } from '../users/users.repository.js';

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
}

interface DemoPerson {
  role: Role;
  name: string;
  email?: string;
  phone: string;
  vendor?: 'shree' | 'deccan';
  approvalStatus?: string;
}

const PEOPLE: DemoPerson[] = [
  { role: 'admin', name: 'Ananya Rao', email: 'admin@demo.raahi.in', phone: '9845000001' },
  { role: 'ADMIN_USER', name: 'Vikram Menon', email: 'ops@demo.raahi.in', phone: '9845000002' },
  {
    role: 'vendor',
    name: 'Ramesh Gowda',
    email: 'ramesh@shreetravels.demo',
    phone: '9845000101',
    vendor: 'shree',
  },
  {
    role: 'VENDOR_USER',
    name: 'Kavya Shetty',
    email: 'kavya@shreetravels.demo',
    phone: '9845000102',
    vendor: 'shree',
  },
  {
    role: 'vendor',
    name: 'Syed Imran',
    email: 'imran@deccancabs.demo',
    phone: '9849000201',
    vendor: 'deccan',
  },
  {
    role: 'VENDOR_USER',
    name: 'Lakshmi Reddy',
    email: 'lakshmi@deccancabs.demo',
    phone: '9849000202',
    vendor: 'deccan',
  },
  { role: 'driver', name: 'Manjunath Kumar', phone: '9900100001', vendor: 'shree' },
  { role: 'driver', name: 'Suresh Naik', phone: '9900100002', vendor: 'shree' },
  { role: 'driver', name: 'Abdul Rahman', phone: '9900200001', vendor: 'deccan' },
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
  const vendorIds = { shree: randomUUID(), deccan: randomUUID() };
  return withBootstrapLock(db, async (tx) => {
    if ((await users.countAll(tx)) > 0) return false;
    for (const person of PEOPLE) await insertPerson(tx, users, person, passwordHash, vendorIds);
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
    return true;
  });
}

async function insertPerson(
  tx: Transaction,
  users: UsersRepository,
  person: DemoPerson,
  passwordHash: string,
  vendorIds: Record<string, string>,
) {
  const user = await users.insert(
    {
      regId: await nextRegId(tx, PREFIX[person.role]),
      role: person.role,
      name: person.name,
      email: person.email ?? null,
      phone: person.phone,
      passwordHash: person.role === 'driver' ? null : passwordHash,
      approvalStatus: person.approvalStatus ?? 'Approved',
      accountStatus: 'Active',
      vendorId: person.vendor ? vendorIds[person.vendor] : null,
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

export function demoSignIns(): DemoSignIn[] {
  return PEOPLE.map((p) => ({
    role: p.role,
    name: p.name,
    email: p.email ?? null,
    phone: p.phone,
    method: p.role === 'driver' ? 'otp' : 'password',
  }));
}

export function describeDemoSignIns(): string[] {
  return [
    `Demo data is loaded. Demo sign-ins (password for all email accounts: ${DEMO_PASSWORD}):`,
    ...demoSignIns().map((s) =>
      s.method === 'password'
        ? `    ${s.role.padEnd(12)} ${s.email}  (${s.name})`
        : `    ${s.role.padEnd(12)} phone ${s.phone}, code by OTP in this log  (${s.name})`,
    ),
  ];
}
