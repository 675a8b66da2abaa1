import type { AccountStatus } from '@raahi/domain/statuses';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { UsersService } from './users.service.js';

/**
 * Moves a user account between Active, Inactive, Blocked and Deleted. Any status but Active ends
 * the account's sessions in the same transaction, so it cannot refresh its way back in.
 * Workflow rules (who may move which account where) belong to the calling feature's service.
 */
export function createAccountStatusChanger(db: Database, users: UsersService) {
  return {
    async change(
      actor: Actor,
      userId: string,
      accountStatus: AccountStatus,
      action = 'account-status-changed',
    ) {
      return db.transaction(async (tx) => {
        const before = await users.findById(userId, tx);
        if (!before) throw notFound('User');
        const after = await users.update(userId, { accountStatus }, tx);
        if (accountStatus !== 'Active') await users.revokeSessions([userId], tx);
        await recordAudit(tx, actor, {
          action,
          entity: 'user',
          entityId: userId,
          before: { accountStatus: before.accountStatus },
          after: { accountStatus },
        });
        return after!;
      });
    },
  };
}
