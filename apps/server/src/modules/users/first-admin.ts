import { ROLES } from '@raahi/domain/roles';
import { randomBytes } from 'node:crypto';
import { ConfigError, type Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { withBootstrapLock } from '../../db/bootstrap-lock.js';
import { nextRegId } from '../../db/reg-id.js';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { passwordProblem } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { createUsersRepository } from './users.repository.js';

const DEFAULT_ADMIN_EMAIL = 'admin@raahi.local';

/**
 * The operator chose this password, so it meets the same rules as any chosen one; it is checked
 * only when it is about to be used, so an installation whose admin exists keeps starting.
 */
function refuseWeakAdminPassword(password: string | undefined, email: string) {
  const problem = password && passwordProblem(password, { emails: [email] });
  if (problem) throw new ConfigError([`ADMIN_PASSWORD: ${problem}`]);
}

/**
 * Creates the first admin: when the installation has none, or, when ADMIN_EMAIL or
 * ADMIN_PASSWORD is set, when no account has that email (demo data brings admins of its own,
 * and the operator who set the variables must still be able to sign in). From ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a generated password that is returned once for the console and never
 * logged.
 */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<string[]> {
  const users = createUsersRepository(db);
  const chosen = config.ADMIN_EMAIL !== undefined || config.ADMIN_PASSWORD !== undefined;
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const outcome = await withBootstrapLock(db, async (tx) => {
    if (chosen) {
      const holder = await users.findByEmail(email, ROLES, tx);
      if (holder) return holder.role === 'admin' ? 'exists' : 'taken';
    } else if ((await users.countByRole('admin', tx)) > 0) return 'exists';
    refuseWeakAdminPassword(config.ADMIN_PASSWORD, email);
    const admin = await users.insert(
      {
        regId: await nextRegId(tx, 'ADM'),
        role: 'admin',
        name: 'Administrator',
        email,
        passwordHash: await hashPassword(password),
        // A printed password is a temporary one: the first sign-in must replace it.
        mustChangePassword: !config.ADMIN_PASSWORD,
        approvalStatus: 'Approved',
        accountStatus: 'Active',
      },
      tx,
    );
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'created',
      entity: 'user',
      entityId: admin.id,
      after: { role: 'admin', email },
    });
    return 'created';
  });
  if (outcome === 'taken')
    return [`ADMIN_EMAIL ${email} belongs to an account that is not an admin: no admin created.`];
  if (outcome === 'exists') return [];
  return [
    `${chosen ? 'Admin' : 'First admin'} created. Sign in at /admin-login:`,
    `    email:    ${email}`,
    config.ADMIN_PASSWORD
      ? '    password: the one in ADMIN_PASSWORD'
      : `    password: ${password}   (shown this once; you will choose your own at first sign-in)`,
  ];
}
