import { z } from 'zod';
import type { AccountStatus, ApprovalStatus } from './statuses';

/**
 * The approval and account workflow shared by vendors, drivers and vehicles: each action moves
 * one status from the listed states to one state. Anything else is a 409 on the server and a
 * hidden button on the web.
 */
export const WORKFLOW = {
  submit: { field: 'approvalStatus', from: ['Staged'], to: 'Pending' },
  approve: { field: 'approvalStatus', from: ['Pending'], to: 'Approved' },
  reject: { field: 'approvalStatus', from: ['Pending'], to: 'Rejected' },
  resubmit: { field: 'approvalStatus', from: ['Rejected'], to: 'Pending' },
  activate: { field: 'accountStatus', from: ['Inactive', 'Blocked'], to: 'Active' },
  deactivate: { field: 'accountStatus', from: ['Active'], to: 'Inactive' },
  block: { field: 'accountStatus', from: ['Active', 'Inactive'], to: 'Blocked' },
  delete: { field: 'accountStatus', from: ['Active', 'Inactive', 'Blocked'], to: 'Deleted' },
} as const satisfies Record<
  string,
  | { field: 'approvalStatus'; from: readonly ApprovalStatus[]; to: ApprovalStatus }
  | { field: 'accountStatus'; from: readonly AccountStatus[]; to: AccountStatus }
>;

export const WORKFLOW_ACTIONS = Object.keys(WORKFLOW) as (keyof typeof WORKFLOW)[];
export const WorkflowActionSchema = z.enum(
  WORKFLOW_ACTIONS as [keyof typeof WORKFLOW, ...(keyof typeof WORKFLOW)[]],
);
export type WorkflowAction = z.infer<typeof WorkflowActionSchema>;

export interface WorkflowState {
  approvalStatus: ApprovalStatus;
  accountStatus: AccountStatus;
}

/** Deleted is final: nothing moves a deleted record. */
export function canApply(action: WorkflowAction, state: WorkflowState): boolean {
  if (state.accountStatus === 'Deleted') return false;
  const move = WORKFLOW[action];
  const current = state[move.field];
  return (move.from as readonly string[]).includes(current);
}

/** The actions whose starting state matches; callers still filter by permission. */
export function availableActions(state: WorkflowState): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => canApply(action, state));
}

/** Reviewing (approve, reject) versus managing the account (activate … delete). */
export const REVIEW_ACTIONS: readonly WorkflowAction[] = ['approve', 'reject'];
export const ACCOUNT_ACTIONS: readonly WorkflowAction[] = [
  'activate',
  'deactivate',
  'block',
  'delete',
];
export const OWNER_ACTIONS: readonly WorkflowAction[] = ['submit', 'resubmit'];
