import { isOperatorRole } from '@raahi/domain/roles';
import {
  byDue,
  countsOnBadge,
  endOfIndiaDay,
  TASKS_PER_KIND,
  type Task,
  type TaskCreate,
  type TaskList,
  type TaskListQuery,
} from '@raahi/domain/tasks';
import type { Database, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { OrganisationPeople } from '../employees/organisation-people.js';
import type { DerivedTasks } from './derived-tasks.service.js';
import type { TaskLinkCheck } from './task-links.js';
import { manualTaskView } from './task-view.js';
import type { TaskFilter, TaskRow, TasksRepository } from './tasks.repository.js';

/** The caller's organisation: the operator's (null) or its vendor's; none for anyone else. */
function organisationOf(caller: AuthContext): { vendorId: string | null } {
  if (isOperatorRole(caller.role)) return { vendorId: null };
  if ((caller.role === 'vendor' || caller.role === 'VENDOR_USER') && caller.vendorId)
    return { vendorId: caller.vendorId };
  throw new AppError('FORBIDDEN', 'Your role has no tasks');
}

const auditFields = (row: TaskRow) => ({
  title: row.title,
  dueAt: row.dueAt.toISOString(),
  assigneeId: row.assigneeId,
  linkKind: row.linkKind,
  linkId: row.linkId,
  status: row.status,
  snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
});

/**
 * Each person's work queue: the derived tasks of their role and scope, and their organisation's
 * manual tasks. Manual tasks are written, assigned, snoozed, completed and reopened here, each
 * change audited in its transaction.
 */
export function createTasksService(deps: {
  db: Database;
  tasks: TasksRepository;
  derived: DerivedTasks;
  people: Pick<OrganisationPeople, 'list' | 'find'>;
  checkLink: TaskLinkCheck;
  now?: () => Date;
}) {
  const { db, tasks: repo, derived, people } = deps;
  const now = deps.now ?? (() => new Date());

  async function assigneeOf(org: { vendorId: string | null }, id: string | null | undefined) {
    if (!id) return null;
    const person = await people.find(org, id);
    if (!person) {
      const message = 'A task can be assigned only to an active person of your own organisation';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.assigneeId', message }]);
    }
    return person.id;
  }

  async function viewOf(org: { vendorId: string | null }, id: string): Promise<Task> {
    const row = await repo.find(org.vendorId, id);
    if (!row) throw notFound('Task');
    return manualTaskView(row);
  }

  /** Locks the organisation's task, changes it, and audits before → after, in one transaction. */
  async function change(
    caller: AuthContext,
    actor: Actor,
    id: string,
    action: string,
    plan: (row: TaskRow) => Partial<TaskRow> | Promise<Partial<TaskRow>>,
  ): Promise<Task> {
    const org = organisationOf(caller);
    await db.transaction(async (tx: Transaction) => {
      const before = await repo.lock(org.vendorId, id, tx);
      if (!before) throw notFound('Task');
      const after = await repo.update(id, await plan(before), tx);
      await recordAudit(tx, actor, {
        action,
        entity: 'task',
        entityId: id,
        before: auditFields(before),
        after: auditFields(after),
      });
      await emitEvent(tx, { type: 'task.changed', taskId: id, vendorId: org.vendorId });
    });
    return viewOf(org, id);
  }

  function futureMoment(until: string): Date {
    const at = new Date(until);
    if (at <= now()) {
      const message = 'Snooze until a moment in the future';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.until', message }]);
    }
    return at;
  }

  async function manualTasks(caller: AuthContext, filter: Omit<TaskFilter, 'vendorId'>) {
    return repo.list({ ...filter, vendorId: organisationOf(caller).vendorId });
  }

  return {
    async list(caller: AuthContext, query: TaskListQuery): Promise<TaskList> {
      const at = now();
      const dueBy = query.dueToday ? endOfIndiaDay(at) : undefined;
      const mineOf = query.scope === 'mine' ? caller.userId : undefined;
      const manual =
        query.kind && query.kind !== 'manual'
          ? []
          : (
              await manualTasks(caller, {
                mineOf,
                show: query.show,
                now: at,
                dueBy,
                limit: TASKS_PER_KIND + 1,
              })
            ).map(manualTaskView);
      let items = manual.slice(0, TASKS_PER_KIND);
      let truncated = manual.length > TASKS_PER_KIND;
      // Derived tasks are never done: acting on their record ends them.
      if (query.show !== 'done' && query.kind !== 'manual') {
        const found = await derived.list(caller, at, query.kind);
        const snoozes = await repo.snoozesOf(caller.userId, at);
        const shown = found.items
          .map((task) => ({ ...task, snoozedUntil: snoozes.get(task.key)?.toISOString() ?? null }))
          .filter((task) => (query.show === 'snoozed') === (task.snoozedUntil !== null))
          .filter((task) => !dueBy || new Date(task.dueAt) <= dueBy);
        items = [...items, ...shown];
        truncated ||= found.truncated;
      }
      if (query.show !== 'done') items.sort(byDue);
      return { items, truncated };
    },

    /** The badge: open tasks due by today's end (India), not snoozed, derived and mine. */
    async count(caller: AuthContext): Promise<number> {
      const at = now();
      const [manual, found, snoozes] = await Promise.all([
        repo.count({
          vendorId: organisationOf(caller).vendorId,
          mineOf: caller.userId,
          show: 'open',
          now: at,
          dueBy: endOfIndiaDay(at),
          limit: 0,
        }),
        derived.list(caller, at),
        repo.snoozesOf(caller.userId, at),
      ]);
      const derivedDue = found.items.filter((task) =>
        countsOnBadge({ ...task, snoozedUntil: snoozes.get(task.key)?.toISOString() ?? null }, at),
      );
      return manual + derivedDue.length;
    },

    /** Who a task may be given to: the caller's organisation's active people. */
    assignees: async (caller: AuthContext) => ({
      items: await people.list(organisationOf(caller)),
    }),

    get: (caller: AuthContext, id: string) => viewOf(organisationOf(caller), id),

    async create(caller: AuthContext, actor: Actor, input: TaskCreate): Promise<Task> {
      const org = organisationOf(caller);
      const assigneeId = await assigneeOf(org, input.assigneeId);
      if (input.linkTo) await deps.checkLink(caller, input.linkTo);
      const id = await db.transaction(async (tx: Transaction) => {
        const row = await repo.insert(
          {
            vendorId: org.vendorId,
            title: input.title,
            dueAt: new Date(input.dueAt),
            assigneeId,
            linkKind: input.linkTo?.kind ?? null,
            linkId: input.linkTo?.id ?? null,
            createdBy: caller.userId,
          },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'created',
          entity: 'task',
          entityId: row.id,
          after: auditFields(row),
        });
        await emitEvent(tx, { type: 'task.changed', taskId: row.id, vendorId: org.vendorId });
        return row.id;
      });
      return viewOf(org, id);
    },

    assignToMe: (caller: AuthContext, actor: Actor, id: string) =>
      change(caller, actor, id, 'assigned', () => ({ assigneeId: caller.userId })),

    snooze: (caller: AuthContext, actor: Actor, id: string, until: string) => {
      const at = futureMoment(until);
      return change(caller, actor, id, 'snoozed', (row) => {
        if (row.status === 'done')
          throw new AppError('CONFLICT', 'This task is done: reopen it to snooze it');
        return { snoozedUntil: at };
      });
    },

    complete: (caller: AuthContext, actor: Actor, id: string) =>
      change(caller, actor, id, 'completed', (row) =>
        row.status === 'done'
          ? {}
          : { status: 'done', completedAt: now(), completedBy: caller.userId, snoozedUntil: null },
      ),

    reopen: (caller: AuthContext, actor: Actor, id: string) =>
      change(caller, actor, id, 'reopened', (row) =>
        row.status === 'open' ? {} : { status: 'open', completedAt: null, completedBy: null },
      ),

    /** Hides one of the caller's derived tasks from them until `until` (404 if not theirs). */
    async snoozeDerived(caller: AuthContext, actor: Actor, key: string, until: string) {
      const at = futureMoment(until);
      const found = await derived.list(caller, now());
      const task = found.items.find((item) => item.key === key);
      if (!task) throw notFound('Task');
      await db.transaction(async (tx: Transaction) => {
        await repo.snooze(caller.userId, key, at, now(), tx);
        await recordAudit(tx, actor, {
          action: 'snoozed',
          entity: 'task',
          entityId: key,
          after: { until: at.toISOString() },
        });
      });
      return { ...task, snoozedUntil: at.toISOString() };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
