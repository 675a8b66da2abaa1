import { randomBytes, randomInt } from 'node:crypto';
import type { Role } from '@raahi/domain/roles';
import type { Database } from '../../src/db/client.js';
import { nextRegId } from '../../src/db/reg-id.js';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'correct horse battery';
let cachedHash: Promise<string> | undefined;

export function uniquePhone(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export async function insertUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const role = overrides.role ?? 'admin';
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      regId: await nextRegId(
        db,
        role === 'driver' ? 'DRV' : role === 'vendor' ? 'VEN' : role === 'admin' ? 'ADM' : 'EMP',
      ),
      name: `Test ${role} ${tag}`,
      email: role === 'driver' ? null : `${role.toLowerCase()}-${tag}@example.in`,
      phone: uniquePhone(),
      passwordHash: role === 'driver' ? null : await cachedHash,
      approvalStatus: 'Approved',
      accountStatus: 'Active',
      ...overrides,
      role,
    })
    .returning();
  return row!;
}

const LOGIN_PATH: Record<Role, string> = {
  admin: '/api/auth/admins/login',
  ADMIN_USER: '/api/auth/admins/login',
  vendor: '/api/auth/vendors/login',
  VENDOR_USER: '/api/auth/vendors/login',
  driver: '',
};

/** Signs a user in through the real endpoint and returns the session answer. */
export async function signIn(
  t: TestApp,
  user: { role: string; email: string | null; phone: string | null },
) {
  if (user.role === 'driver') {
    await t.request('/api/otp/send-otp-driver', { method: 'POST', json: { phone: user.phone } });
    const res = await t.request('/api/otp/verify-otp', {
      method: 'POST',
      json: { phone: user.phone, otp: t.lastOtp(user.phone!) },
    });
    if (res.status !== 200) throw new Error(`driver sign-in failed: ${res.text}`);
    return res.body as { accessToken: string; refreshToken: string; user: { id: string } };
  }
  const res = await t.request(LOGIN_PATH[user.role as Role], {
    method: 'POST',
    json: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return res.body as { accessToken: string; refreshToken: string; user: { id: string } };
}
