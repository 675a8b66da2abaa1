import { can } from '@raahi/domain/permissions';
import type { Role } from '@raahi/domain/roles';
import {
  ACCOUNT_ACTIONS,
  availableActions,
  REVIEW_ACTIONS,
  type WorkflowAction,
  type WorkflowState,
} from '@raahi/domain/workflow';

/** Whether the role may take this kind of step at all, as the server decides it. */
function permitted(role: Role, action: WorkflowAction): boolean {
  if (REVIEW_ACTIONS.includes(action)) return can(role, 'vendors:review');
  if (ACCOUNT_ACTIONS.includes(action)) return can(role, 'vendors:manage-status');
  // Submitting and resubmitting: the vendor's owner or the operator, not vendor staff.
  return can(role, 'vendors:update');
}

/** The workflow buttons to show: the vendor's state allows the step and the role may take it. */
export function vendorActionsFor(role: Role, state: WorkflowState): WorkflowAction[] {
  return availableActions(state).filter((action) => permitted(role, action));
}

/** Editing details: the owner or the operator, while the vendor is not deleted. */
export function mayEditVendor(role: Role, state: WorkflowState): boolean {
  return can(role, 'vendors:update') && state.accountStatus !== 'Deleted';
}

/** Steps that take something away: their confirm button is red. */
export const DESTRUCTIVE_ACTIONS: readonly WorkflowAction[] = ['reject', 'block', 'delete'];
