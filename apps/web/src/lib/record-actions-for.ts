import { can, type Action } from '@raahi/domain/permissions';
import type { Role } from '@raahi/domain/roles';
import {
  ACCOUNT_ACTIONS,
  availableActions,
  REVIEW_ACTIONS,
  type WorkflowAction,
  type WorkflowState,
} from '@raahi/domain/workflow';

/** The records that share the approval and account workflow on the web. */
export type WorkflowRecord = 'vendors' | 'drivers' | 'vehicles';

/**
 * Who may take each kind of step on a record, as the server decides it: reviewing, managing the
 * account, and the rest (submitting, resubmitting, editing). A vendor's own details are written
 * by its owner or the operator, not its staff, hence `vendors:update`.
 */
const PERMISSIONS = {
  vendors: { review: 'vendors:review', status: 'vendors:manage-status', write: 'vendors:update' },
  drivers: { review: 'drivers:review', status: 'drivers:manage-status', write: 'drivers:write' },
  vehicles: {
    review: 'vehicles:review',
    status: 'vehicles:manage-status',
    write: 'vehicles:write',
  },
} as const satisfies Record<WorkflowRecord, { review: Action; status: Action; write: Action }>;

/** Steps that take something away: their confirm button is red. */
export const DESTRUCTIVE_ACTIONS: readonly WorkflowAction[] = ['reject', 'block', 'delete'];

/**
 * The workflow buttons a role sees on a record in a given state: what the state allows, kept
 * to what the role may do (the same table the server enforces).
 */
export function recordActionsFor(
  record: WorkflowRecord,
  role: Role,
  state: WorkflowState,
): WorkflowAction[] {
  const permission = PERMISSIONS[record];
  return availableActions(state).filter((action) => {
    if (REVIEW_ACTIONS.includes(action)) return can(role, permission.review);
    if (ACCOUNT_ACTIONS.includes(action)) return can(role, permission.status);
    return can(role, permission.write);
  });
}

/** Whether the role may add such records, or write their details at all. */
export function canWriteRecord(record: WorkflowRecord, role: Role): boolean {
  return can(role, PERMISSIONS[record].write);
}

/** Whether the role may edit the record's details, or continue its onboarding. */
export function canEditRecord(record: WorkflowRecord, role: Role, state: WorkflowState): boolean {
  return canWriteRecord(record, role) && state.accountStatus !== 'Deleted';
}
