import type { AuthContext } from '../../core/auth-context.js';
import type { DutyAccess } from './duty-access.js';
import type { DutyStatsRepository } from './duty-stats.repository.js';

/** Duty totals in the caller's scope, for the dashboards (the operator all, a vendor its own). */
export function createDutyStatsService(deps: {
  stats: DutyStatsRepository;
  access: Pick<DutyAccess, 'getScope'>;
}) {
  return {
    /** By India day, status and service type, of the duties scheduled to start in [from, to). */
    async daily(caller: AuthContext, from: Date, to: Date) {
      return deps.stats.daily(await deps.access.getScope(caller), from, to);
    },
  };
}

export type DutyStatsService = ReturnType<typeof createDutyStatsService>;
