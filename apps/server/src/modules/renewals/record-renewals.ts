import { can, type Action } from '@raahi/domain/permissions';
import { paperOfSlot } from '@raahi/domain/renewals';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { DOCUMENT_TYPES } from '../../storage/file-store.js';
import type { RenewalOwnerType, RenewalRow } from './renewals.repository.js';
import type { AppliedRenewal, RenewalInput, RenewalsService } from './renewals.service.js';

/** The state of a record that decides whether its papers may be renewed. */
interface RenewableRecord {
  accountStatus: string;
  approvalStatus: string;
}

/**
 * What one kind of record (a driver, a vehicle) brings to the renewal of its papers; the steps
 * themselves, and who may take them, are the same for every kind.
 */
export interface RecordRenewalsOptions<Paper extends string, View> {
  ownerType: RenewalOwnerType;
  /** The new documents each paper needs before its renewal is sent. */
  slots: Record<Paper, readonly string[]>;
  permissions: { write: Action; review: Action };
  /** The record if the caller may see it; 404 otherwise. */
  findVisible: (caller: AuthContext, id: string) => Promise<RenewableRecord>;
  /** The record as the API answers it, after each step. */
  view: (caller: AuthContext, id: string) => Promise<View>;
  /** Writes an approved renewal's paper onto the record, in the approval's transaction. */
  applyRenewal: (
    id: string,
    renewal: RenewalRow,
    paper: Paper,
    tx: Transaction,
  ) => Promise<AppliedRenewal>;
}

/**
 * The renewal actions of one kind of record, in the shape its routes call
 * (`registerRenewalRoutes`): the owner side (its vendor, or the operator on its behalf) uploads
 * the new documents and sends the renewal; the operator approves or refuses it. Only an
 * approved, undeleted record's papers are renewed.
 */
export function createRecordRenewals<Paper extends string, View>(
  renewals: RenewalsService,
  options: RecordRenewalsOptions<Paper, View>,
) {
  const { ownerType, slots, permissions, findVisible, view } = options;
  const owner = (id: string) => ({ type: ownerType, id });

  /** The record, if the caller may renew (owner side) or review (operator) its papers. */
  async function renewable(caller: AuthContext, id: string, as: 'owner' | 'reviewer') {
    const record = await findVisible(caller, id);
    if (as === 'owner' && !can(caller.role, permissions.write))
      throw new AppError('FORBIDDEN', `Your role may not renew ${ownerType} papers`);
    if (as === 'reviewer' && !can(caller.role, permissions.review))
      throw new AppError('FORBIDDEN', 'Only the operator reviews renewals');
    if (record.accountStatus === 'Deleted')
      throw new AppError('CONFLICT', `This ${ownerType} is deleted`);
    if (record.approvalStatus !== 'Approved') {
      throw new AppError(
        'CONFLICT',
        `Only an approved ${ownerType}’s papers are renewed: change this one’s papers in its details`,
      );
    }
  }

  return {
    async putDocument(caller: AuthContext, id: string, slot: string, bytes: Buffer) {
      await renewable(caller, id, 'owner');
      const paper = paperOfSlot(slots, slot);
      if (!paper) throw notFound('Paper');
      return renewals.putDocument(owner(id), paper, slot, {
        bytes,
        types: DOCUMENT_TYPES,
        by: caller.userId,
      });
    },

    async openDocument(caller: AuthContext, id: string, slot: string, thumbnail: boolean) {
      await findVisible(caller, id);
      return renewals.openDocument(owner(id), slot, thumbnail);
    },

    async submitRenewal(
      caller: AuthContext,
      id: string,
      input: RenewalInput & { paper: Paper },
      ip: string,
    ) {
      await renewable(caller, id, 'owner');
      await renewals.submit(caller, owner(id), input, slots[input.paper], ip);
      return view(caller, id);
    },

    async approveRenewal(caller: AuthContext, id: string, renewalId: string, ip: string) {
      await renewable(caller, id, 'reviewer');
      const renewal = await renewals.pending(owner(id), renewalId);
      const paper = renewal.paper as Paper;
      await renewals.approve(
        caller,
        renewal,
        slots[paper],
        (tx) => options.applyRenewal(id, renewal, paper, tx),
        ip,
      );
      return view(caller, id);
    },

    async rejectRenewal(
      caller: AuthContext,
      id: string,
      renewalId: string,
      reason: string,
      ip: string,
    ) {
      await renewable(caller, id, 'reviewer');
      const renewal = await renewals.pending(owner(id), renewalId);
      await renewals.reject(caller, renewal, reason, slots[renewal.paper as Paper], ip);
      return view(caller, id);
    },
  };
}

export type RecordRenewals<Paper extends string, View> = ReturnType<
  typeof createRecordRenewals<Paper, View>
>;
