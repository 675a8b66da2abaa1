import type { Executor } from '../../db/client.js';
import type { UsersRepository } from './users.repository.js';

export type { NewUser, UserRow } from './users.repository.js';

/** Whether an account found by `findForAuth` may act: itself Active, and its vendor Active. */
export function activeForAuth(
  row: { role: string; accountStatus: string; vendorAccountStatus: string | null } | undefined,
) {
  if (!row || row.accountStatus !== 'Active') return false;
  const vendorSide = row.role === 'vendor' || row.role === 'VENDOR_USER';
  return !vendorSide || row.vendorAccountStatus === null || row.vendorAccountStatus === 'Active';
}

/**
 * Accounts as other modules use them: found, created and changed here, never through the
 * repository. Ending an account's sign-ins belongs to the auth module; app.ts hands it in.
 */
export function createUsersService(deps: {
  users: UsersRepository;
  endSessions: (userIds: string[], tx: Executor) => Promise<unknown>;
}) {
  const { users } = deps;
  return {
    findForAuth: users.findForAuth,
    findById: users.findById,
    findByEmail: users.findByEmail,
    findByPhone: users.findByPhone,
    insert: users.insert,
    update: users.update,
    /** Ends every sign-in of these accounts: their refresh tokens can no longer be used. */
    revokeSessions: (userIds: string[], tx: Executor) => deps.endSessions(userIds, tx),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
