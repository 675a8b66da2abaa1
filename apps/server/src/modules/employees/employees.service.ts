import {
  EMPLOYEE_ACTIONS,
  type AdminCreate,
  type Employee,
  type EmployeeAction,
  type EmployeeCreate,
  type EmployeeListQuery,
  type EmployeeUpdate,
} from '@raahi/domain/employees';
import type { ContactJobRole } from '@raahi/domain/lists';
import type { Role } from '@raahi/domain/roles';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import { canApply } from '@raahi/domain/workflow';
import { randomInt } from 'node:crypto';
import type { Database, Transaction } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { nextRegId } from '../../db/reg-id.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import { listAudit, recordAudit, recordUpdate } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { InvitationService } from '../auth/invitations.js';
import { hashPassword } from '../auth/passwords.js';
import type { createAccountStatusChanger } from '../users/account-status.js';
import type { UsersService } from '../users/users.service.js';
import type { EmployeeListRow, EmployeesRepository, StaffScope } from './employees.repository.js';

// No look-alike characters (0/O, 1/l/I): people read these aloud and type them.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const temporaryPassword = () =>
  Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)]).join(
    '',
  );

function toEmployee({ user, creatorName }: EmployeeListRow): Employee {
  return {
    id: user.id,
    regId: user.regId,
    role: user.role as Role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    jobRole: (user.jobRole as ContactJobRole | null) ?? null,
    approvalStatus: (user.approvalStatus as ApprovalStatus | null) ?? null,
    accountStatus: user.accountStatus as AccountStatus,
    mustChangePassword: user.mustChangePassword,
    vendorId: user.vendorId,
    createdBy: user.createdBy && creatorName ? { id: user.createdBy, name: creatorName } : null,
    createdAt: user.createdAt.toISOString(),
  };
}

function conflict(error: unknown): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  throw new AppError('CONFLICT', `This ${field} is already used by another account`, { field });
}

/** The staff a caller manages: an admin the operator's ADMIN_USERs, a vendor its VENDOR_USERs. */
function scopeOf(caller: AuthContext): StaffScope {
  if (caller.role === 'admin') return { role: 'ADMIN_USER', vendorId: null };
  if (caller.role === 'vendor' && caller.vendorId)
    return { role: 'VENDOR_USER', vendorId: caller.vendorId };
  throw new AppError('FORBIDDEN', 'Your role may not manage employees');
}

export function createEmployeesService(deps: {
  db: Database;
  users: UsersService;
  employees: EmployeesRepository;
  invitations: InvitationService;
  accountStatus: ReturnType<typeof createAccountStatusChanger>;
}) {
  const { db, users, employees, invitations } = deps;

  async function found(scope: StaffScope, id: string) {
    const row = await employees.find(scope, id);
    if (!row) throw notFound('Employee');
    return row;
  }

  /** Creates a staff account that must set its own password: shown once, or by invitation. */
  async function onboard(
    actor: Actor,
    scope: StaffScope,
    input: {
      name: string;
      email: string;
      phone: string;
      jobRole?: string;
      onboarding: EmployeeCreate['onboarding'];
    },
  ) {
    const password = input.onboarding === 'temporary-password' ? temporaryPassword() : null;
    const passwordHash = password ? await hashPassword(password) : null;
    const created = await db
      .transaction(async (tx: Transaction) => {
        const user = await users.insert(
          {
            regId: await nextRegId(tx, scope.role === 'admin' ? 'ADM' : 'EMP'),
            role: scope.role,
            name: input.name,
            email: input.email,
            phone: input.phone,
            jobRole: input.jobRole ?? null,
            passwordHash,
            mustChangePassword: true,
            approvalStatus: 'Approved',
            accountStatus: 'Active',
            vendorId: scope.vendorId,
            createdBy: actor.id,
          },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'created',
          entity: 'user',
          entityId: user.id,
          after: {
            role: user.role,
            name: user.name,
            jobRole: user.jobRole,
            onboarding: input.onboarding,
          },
        });
        const invitation = password ? undefined : await invitations.create(user.id, tx);
        await emitEvent(tx, {
          type: 'employee.invited',
          userId: user.id,
          role: scope.role,
          vendorId: scope.vendorId,
        });
        return { id: user.id, invitation };
      })
      .catch(conflict);
    const employee = toEmployee(await found(scope, created.id));
    return {
      employee,
      ...(password ? { temporaryPassword: password } : {}),
      ...(created.invitation ? { invitation: created.invitation } : {}),
    };
  }

  return {
    async list(caller: AuthContext, query: EmployeeListQuery) {
      return pageAnswer(await employees.list(scopeOf(caller), query), query, toEmployee);
    },

    get: async (caller: AuthContext, id: string) => toEmployee(await found(scopeOf(caller), id)),

    create: (caller: AuthContext, actor: Actor, input: EmployeeCreate) =>
      onboard(actor, scopeOf(caller), input),

    async update(caller: AuthContext, actor: Actor, id: string, changes: EmployeeUpdate) {
      const scope = scopeOf(caller);
      const before = await found(scope, id);
      if (before.user.accountStatus === 'Deleted')
        throw new AppError('CONFLICT', 'This employee is deleted');
      await db
        .transaction(async (tx) => {
          const after = await users.update(id, changes, tx);
          await recordUpdate(tx, actor, {
            entity: 'user',
            entityId: id,
            fields: Object.keys(changes),
            before: before.user,
            after: after!,
          });
        })
        .catch(conflict);
      return toEmployee(await found(scope, id));
    },

    /** Deactivate, reactivate, block or delete; anything but Active ends the account's sessions. */
    async applyWorkflowAction(
      caller: AuthContext,
      actor: Actor,
      id: string,
      action: EmployeeAction,
    ) {
      const scope = scopeOf(caller);
      const before = await found(scope, id);
      const state = {
        approvalStatus: (before.user.approvalStatus ?? 'Approved') as ApprovalStatus,
        accountStatus: before.user.accountStatus as AccountStatus,
      };
      const workflowAction = EMPLOYEE_ACTIONS[action];
      if (!canApply(workflowAction, state)) {
        throw new AppError(
          'CONFLICT',
          `An employee who is ${state.accountStatus} cannot be moved this way (${action})`,
        );
      }
      const to = {
        deactivate: 'Inactive',
        reactivate: 'Active',
        block: 'Blocked',
        delete: 'Deleted',
      } as const;
      await deps.accountStatus.change(actor, id, to[action], action);
      return toEmployee(await found(scope, id));
    },

    async history(caller: AuthContext, id: string) {
      await found(scopeOf(caller), id);
      return listAudit(db, 'user', id);
    },

    createAdmin: (actor: Actor, input: AdminCreate) =>
      onboard(actor, { role: 'admin', vendorId: null }, input),

    async listAdmins(query: EmployeeListQuery) {
      return pageAnswer(
        await employees.list({ role: 'admin', vendorId: null }, query),
        query,
        toEmployee,
      );
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
