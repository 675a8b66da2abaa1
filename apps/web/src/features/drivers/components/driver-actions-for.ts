import type { Role } from '@raahi/domain/roles';
import type { WorkflowAction, WorkflowState } from '@raahi/domain/workflow';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';

/** The workflow buttons a role sees on a driver in a given state. */
export function driverActionsFor(role: Role, state: WorkflowState): WorkflowAction[] {
  return recordActionsFor('drivers', role, state);
}

/** Whether the role may edit the driver's details, or continue its onboarding. */
export function canEditDriver(role: Role, state: WorkflowState): boolean {
  return canEditRecord('drivers', role, state);
}
