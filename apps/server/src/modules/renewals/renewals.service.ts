import { renewalDateProblem } from '@raahi/domain/renewals';
import { todayInIndia } from '@raahi/domain/compliance';
import type { Database, Transaction } from '../../db/client.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { StoredType } from '../../storage/file-store.js';
import { recordAudit } from '../../core/audit.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { RenewalOwnerType, RenewalRow, RenewalsRepository } from './renewals.repository.js';

/** The record a renewal belongs to. */
export interface RenewalOwner {
  type: RenewalOwnerType;
  id: string;
}

export interface RenewalInput {
  paper: string;
  validTill?: string | undefined;
  number?: string | undefined;
}

/** What approving a renewal changed on its record, for the audit log. */
export interface AppliedRenewal {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const ownerOf = (renewal: RenewalRow): RenewalOwner => ({
  type: renewal.ownerType as RenewalOwnerType,
  id: renewal.ownerId,
});

const reviewed = () => new AppError('CONFLICT', 'This renewal has already been reviewed');
const waiting = () =>
  new AppError('CONFLICT', 'A renewal of this paper is already waiting for review');

/**
 * Renewing a paper of an approved record (a vehicle's insurance, a driver's licence): the new
 * certificates are uploaded first and wait beside the record, then the renewal (its new date
 * and number) is sent for review. Approving it makes the new paper the record's; refusing it
 * keeps the old one and says why. Who may do which is the owning feature's decision.
 */
export function createRenewalsService(deps: {
  db: Database;
  renewals: RenewalsRepository;
  documents: DocumentsService;
}) {
  const { db, renewals, documents } = deps;
  const waitingRoom = (owner: RenewalOwner) =>
    ({ type: `${owner.type}-renewal`, id: owner.id }) as const;

  return {
    /** Stores a new certificate for a paper about to be renewed (replacing an earlier try). */
    async putDocument(
      owner: RenewalOwner,
      paper: string,
      slot: string,
      upload: { bytes: Buffer; types: readonly StoredType[]; by: string },
    ) {
      if (await renewals.findPending(owner.type, owner.id, paper)) throw waiting();
      return documents.put(waitingRoom(owner), slot, upload.bytes, upload.types, upload.by);
    },

    openDocument: (owner: RenewalOwner, slot: string, thumbnail: boolean) =>
      documents.open(waitingRoom(owner), slot, thumbnail),

    /** A renewal of this record still waiting for review: 404 if not the record's, else 409. */
    async pending(owner: RenewalOwner, renewalId: string) {
      const renewal = await renewals.findById(renewalId);
      if (!renewal || renewal.ownerType !== owner.type || renewal.ownerId !== owner.id)
        throw notFound('Renewal');
      if (renewal.status !== 'Pending') throw reviewed();
      return renewal;
    },

    /** Sends a renewal for review once each of the paper's new certificates is uploaded. */
    async submit(
      caller: AuthContext,
      owner: RenewalOwner,
      input: RenewalInput,
      slots: readonly string[],
      ip: string,
    ) {
      if (input.validTill) {
        const problem = renewalDateProblem(input.validTill, todayInIndia());
        if (problem)
          throw new AppError('VALIDATION_FAILED', problem, [
            { path: 'body.validTill', message: problem },
          ]);
      }
      if (await renewals.findPending(owner.type, owner.id, input.paper)) throw waiting();
      const uploaded = (await documents.list(waitingRoom(owner).type, owner.id)).map((d) => d.slot);
      const missing = slots.filter((slot) => !uploaded.includes(slot));
      if (missing.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Upload the new paper first',
          missing.map((slot) => ({ path: `images.${slot}`, message: `Upload the new ${slot}` })),
        );
      }
      await db
        .transaction(async (tx) => {
          const renewal = await renewals.insert(
            {
              ownerType: owner.type,
              ownerId: owner.id,
              paper: input.paper,
              validTill: input.validTill ?? null,
              number: input.number ?? null,
              submittedBy: caller.userId,
            },
            tx,
          );
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'renewal-submitted',
            entity: owner.type,
            entityId: owner.id,
            after: { paper: input.paper, validTill: renewal.validTill, number: renewal.number },
          });
        })
        .catch((error: unknown) => {
          if (uniqueViolationField(error) === 'onePending') throw waiting();
          throw error;
        });
    },

    /**
     * Makes a pending renewal the record's paper: `apply` changes the record's columns in the
     * same transaction, and the new certificates replace the old ones.
     */
    async approve(
      caller: AuthContext,
      renewal: RenewalRow,
      slots: readonly string[],
      apply: (tx: Transaction) => Promise<AppliedRenewal>,
      ip: string,
    ) {
      const owner = ownerOf(renewal);
      const replaced = await db.transaction(async (tx) => {
        const decided = await renewals.decide(
          renewal.id,
          { status: 'Approved', reviewedBy: caller.userId },
          tx,
        );
        if (!decided) throw reviewed();
        const change = await apply(tx);
        const keys = await documents.adopt(waitingRoom(owner), owner, slots, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'renewal-approved',
          entity: owner.type,
          entityId: owner.id,
          // The paper on the after side only: the log keeps what moved, and it names the paper.
          before: change.before,
          after: { paper: renewal.paper, ...change.after },
        });
        return keys;
      });
      await documents.discard(replaced);
    },

    /** Refuses a pending renewal with a reason; the record keeps its paper. */
    async reject(
      caller: AuthContext,
      renewal: RenewalRow,
      reason: string,
      slots: readonly string[],
      ip: string,
    ) {
      const owner = ownerOf(renewal);
      await db.transaction(async (tx) => {
        const decided = await renewals.decide(
          renewal.id,
          { status: 'Rejected', rejectionReason: reason, reviewedBy: caller.userId },
          tx,
        );
        if (!decided) throw reviewed();
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'renewal-rejected',
          entity: owner.type,
          entityId: owner.id,
          after: { paper: renewal.paper, validTill: renewal.validTill, reason },
        });
      });
      // The refused certificates are not kept: the owner uploads new ones to try again.
      for (const slot of slots) {
        await documents.remove(waitingRoom(owner), slot).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        });
      }
    },
  };
}

export type RenewalsService = ReturnType<typeof createRenewalsService>;
