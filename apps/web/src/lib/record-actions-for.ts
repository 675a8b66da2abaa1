import { can } from '@raahi/domain/permissions';
import type { Role } from '@raahi/domain/roles';
import {
  ACCOUNT_ACTIONS,
  availableActions,
  REVIEW_ACTIONS,
  type WorkflowAction,
  type WorkflowState,
} from '@raahi/domain/workflow';

/** The records that share the approval and account workflow on the web. */
export type WorkflowRecord = 'drivers' | 'vehicles';

/**
 * The workflow buttons a role sees on a record in a given state: what the state allows, kept
 * to what the role may do (the same table the server enforces).
 */
export function recordActionsFor(
  record: WorkflowRecord,
  role: Role,
  state: WorkflowState,
): WorkflowAction[] {
  return availableActions(state).filter((action) => {
    if (REVIEW_ACTIONS.includes(action)) return can(role, `${record}:review`);
    if (ACCOUNT_ACTIONS.includes(action)) return can(role, `${record}:manage-status`);
    return can(role, `${record}:write`);
  });
}

/** Whether the role may edit the record's details, or continue its onboarding. */
export function canEditRecord(record: WorkflowRecord, role: Role, state: WorkflowState): boolean {
  return can(role, `${record}:write`) && state.accountStatus !== 'Deleted';
}
