import { can, type Action } from '@raahi/domain/permissions';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import {
  ACCOUNT_ACTIONS,
  canApply,
  REVIEW_ACTIONS,
  WORKFLOW,
  type WorkflowAction,
} from '@raahi/domain/workflow';
import type { Database, Transaction } from '../db/client.js';
import { AppError } from '../errors.js';
import { recordAudit } from './audit.js';
import { actorOf, type AuthContext } from './auth-context.js';
import { emitEvent, workflowEvent, type WorkflowSubject } from './events.js';

interface MoveRequest {
  caller: AuthContext;
  /** What is moved, for messages and the audit log: 'vendor', 'driver', 'vehicle'. */
  entity: string;
  current: { approvalStatus: string; accountStatus: string };
  action: WorkflowAction;
  reason: string | undefined;
  /** The permissions that allow reviewing and managing the account of this kind of record. */
  permissions: { review: Action; manage: Action };
  /** Whether the caller may submit or resubmit (the record's owner side). */
  maySubmit: boolean;
}

/** May this caller make this move from this state (403, 409, a reason for rejections), and which columns change. */
function planMove(request: MoveRequest) {
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
      `A ${request.entity} that is ${state.approvalStatus} and ${state.accountStatus} cannot be moved this way (${action})`,
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
    after: { ...state, [move.field]: move.to },
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

export type WorkflowPlan = Pick<ReturnType<typeof planMove>, 'move' | 'changes'>;

/**
 * One workflow step of a vendor, driver or vehicle: checks the move against the caller's role
 * and the record's state, then, in one transaction, lets the record's service write it
 * (`apply`: the record's columns in `changes`, and what follows from the move) and audits it.
 */
export async function applyWorkflowAction<Result>(
  db: Database,
  request: MoveRequest & {
    entityId: string;
    ip: string;
    /** The record as its event (`vendor.approved`, …) names it. */
    subject: WorkflowSubject;
    /** Throws what the record still lacks; asked only when it is submitted for review. */
    readyForReview?: () => Promise<void>;
    apply: (tx: Transaction, plan: WorkflowPlan) => Promise<Result>;
  },
): Promise<Result> {
  const { move, after, changes, audit } = planMove(request);
  if (request.action === 'submit' || request.action === 'resubmit')
    await request.readyForReview?.();
  return db.transaction(async (tx) => {
    const result = await request.apply(tx, { move, changes });
    await recordAudit(tx, actorOf(request.caller, request.ip), {
      ...audit,
      entity: request.entity,
      entityId: request.entityId,
    });
    await emitEvent(tx, workflowEvent(request.subject, request.action, after));
    return result;
  });
}
