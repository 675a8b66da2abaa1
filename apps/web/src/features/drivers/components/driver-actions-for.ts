import { can } from '@raahi/domain/permissions';
import type { Role } from '@raahi/domain/roles';
import {
  ACCOUNT_ACTIONS,
  availableActions,
  REVIEW_ACTIONS,
  type WorkflowAction,
  type WorkflowState,
} from '@raahi/domain/workflow';

/**
 * The workflow buttons a role sees on a driver in a given state: what the state allows, kept
 * to what the role may do (the same table the server enforces).
 */
export function driverActionsFor(role: Role, state: WorkflowState): WorkflowAction[] {
  return availableActions(state).filter((action) => {
    if (REVIEW_ACTIONS.includes(action)) return can(role, 'drivers:review');
    if (ACCOUNT_ACTIONS.includes(action)) return can(role, 'drivers:manage-status');
    return can(role, 'drivers:write');
  });
}

/** Whether the role may edit the driver's details, or continue its onboarding. */
export function canEditDriver(role: Role, state: WorkflowState): boolean {
  return can(role, 'drivers:write') && state.accountStatus !== 'Deleted';
}
