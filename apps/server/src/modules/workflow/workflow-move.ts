import { can, type Action } from '@raahi/domain/permissions';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import {
  ACCOUNT_ACTIONS,
  canApply,
  REVIEW_ACTIONS,
  WORKFLOW,
  type WorkflowAction,
} from '@raahi/domain/workflow';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';

export interface MoveRequest {
  caller: AuthContext;
  /** What is moved, for messages: 'vendor', 'driver', 'vehicle'. */
  what: string;
  current: { approvalStatus: string; accountStatus: string };
  action: WorkflowAction;
  reason: string | undefined;
  /** The permissions that allow reviewing and managing the account of this kind of record. */
  permissions: { review: Action; manage: Action };
  /** Whether the caller may submit or resubmit (the record's owner side). */
  maySubmit: boolean;
}

/**
 * The part of a workflow move that vendors, drivers and vehicles share: may this caller make
 * this move from this state (403, 409, a reason for rejections), and which columns change.
 */
export function planMove(request: MoveRequest) {
  const { caller, action, reason } = request;
  const allowed = REVIEW_ACTIONS.includes(action)
    ? can(caller.role, request.permissions.review)
    : ACCOUNT_ACTIONS.includes(action)
      ? can(caller.role, request.permissions.manage)
      : request.maySubmit;
  if (!allowed) throw new AppError('FORBIDDEN', 'Your role may not do this');

  const state = {
    approvalStatus: request.current.approvalStatus as ApprovalStatus,
    accountStatus: request.current.accountStatus as AccountStatus,
  };
  if (!canApply(action, state)) {
    throw new AppError(
      'CONFLICT',
      `A ${request.what} that is ${state.approvalStatus} and ${state.accountStatus} cannot be moved this way (${action})`,
    );
  }
  if (action === 'reject' && !reason) {
    throw new AppError('VALIDATION_FAILED', 'Give a reason', [
      { path: 'body.reason', message: 'Give a reason' },
    ]);
  }

  const move = WORKFLOW[action];
  const now = new Date();
  const review = { reviewedAt: now, reviewedBy: caller.userId };
  return {
    move,
    changes: {
      [move.field]: move.to,
      ...(action === 'reject' ? { rejectionReason: reason, ...review } : {}),
      ...(action === 'approve' ? { rejectionReason: null, ...review } : {}),
      ...(action === 'submit' || action === 'resubmit' ? { submittedAt: now } : {}),
    },
    audit: {
      action,
      before: { [move.field]: request.current[move.field] },
      after: { [move.field]: move.to, ...(reason ? { reason } : {}) },
    },
  };
}
