import type { DutyListQuery } from '@raahi/domain/duties';
import { listAudit } from '../../core/audit.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { notFound } from '../../errors.js';
import type { DutiesRepository } from './duties.repository.js';
import type { DutyAccess } from './duty-access.js';
import { inScope } from './duty-scope.js';
import type { DutySearchRepository } from './duty-search.repository.js';
import { toDuty, toListItem } from './duty-view.js';

/** Reading duties: one with its history, a page of the list, a duty's audit entries. */
export function createDutyViewService(deps: {
  db: Database;
  duties: Pick<DutiesRepository, 'findDetailed'>;
  search: Pick<DutySearchRepository, 'listDuties'>;
  access: DutyAccess;
}) {
  const { access } = deps;

  return {
    async getDuty(caller: AuthContext, id: string) {
      const found = await deps.duties.findDetailed(id);
      if (!found || !inScope(await access.getScope(caller), found.duty)) throw notFound('Duty');
      return toDuty(found);
    },

    async listDuties(caller: AuthContext, query: DutyListQuery) {
      return pageAnswer(
        await deps.search.listDuties(await access.getScope(caller), query),
        query,
        toListItem,
      );
    },

    /** The duty's audit entries, newest first, for whoever may see the duty. */
    async listDutyAudit(caller: AuthContext, id: string) {
      await access.findVisible(caller, id);
      return listAudit(deps.db, 'duty', id);
    },
  };
}

export type DutyViewService = ReturnType<typeof createDutyViewService>;
