import type { SessionUser } from '../lib/session';

/** A complete signed-in user as the server returns it; override what the test is about. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'b8f1c7e2-0000-4000-8000-000000000001',
    role: 'admin',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9845012345',
    pic: null,
    regId: 'ADM-000001',
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    mustChangePassword: false,
    language: null,
    vendorId: null,
    ...overrides,
  };
}
