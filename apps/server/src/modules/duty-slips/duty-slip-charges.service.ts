import type { SlipChargeInput } from '@raahi/domain/duty-slips';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { DutyViewService } from '../duties/duty-view.service.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../storage/file-store.js';
import { lockOpenSlip, requireCorrection, requireSlipStatus } from './duty-slip-guards.js';
import type { DutySlipsRepository } from './duty-slips.repository.js';
import type { DutySlipsService } from './duty-slips.service.js';

const receiptOf = (chargeId: string) => ({ type: 'duty-slip-charge' as const, id: chargeId });
const signatureOf = (dutyId: string) => ({ type: 'duty-slip' as const, id: dutyId });

/**
 * A slip's charges (tolls, parking, permits, other) with their receipts, and the passenger's
 * signature. Files go through the documents service: the same checks of type by content, size
 * and image decoding as a driver's licence.
 */
export function createDutySlipChargesService(deps: {
  db: Database;
  slips: DutySlipsRepository;
  duties: Pick<DutyViewService, 'getDuty'>;
  documents: Pick<DocumentsService, 'list' | 'put' | 'open' | 'remove'>;
  slipOf: DutySlipsService['slipOf'];
}) {
  const { db, slips, documents } = deps;

  async function openDuty(caller: AuthContext, dutyId: string) {
    const duty = await deps.duties.getDuty(caller, dutyId);
    requireSlipStatus(duty);
    return duty;
  }

  async function chargeOf(dutyId: string, chargeId: string) {
    const charge = await slips.findCharge(dutyId, chargeId);
    if (!charge) throw notFound('Charge');
    return charge;
  }

  return {
    /**
     * Adds the charge with the phone's id, or changes it (a correction, with its reason). The
     * same charge sent again, as a retry from a phone that was offline, changes nothing.
     */
    async putCharge(
      caller: AuthContext,
      dutyId: string,
      chargeId: string,
      input: SlipChargeInput,
      ip: string,
    ) {
      const duty = await openDuty(caller, dutyId);
      const values = { kind: input.kind, amountPaise: input.amountPaise, note: input.note ?? null };
      await db.transaction(async (tx) => {
        await lockOpenSlip(slips, duty, tx);
        const existing = await slips.findCharge(dutyId, chargeId, tx);
        const actor = actorOf(caller, ip);
        if (!existing) {
          const added = await slips.insertCharge(
            { id: chargeId, dutyId, createdBy: caller.userId, ...values },
            tx,
          );
          if (!added) throw new AppError('CONFLICT', 'This charge id belongs to another duty');
          await recordAudit(tx, actor, {
            action: 'charge-added',
            entity: 'duty-slip',
            entityId: dutyId,
            after: { chargeId, ...values },
          });
          return;
        }
        const before = {
          kind: existing.kind,
          amountPaise: existing.amountPaise,
          note: existing.note,
        };
        if (JSON.stringify(before) === JSON.stringify(values)) return;
        const reason = requireCorrection(caller, input.reason, 'This charge');
        await slips.updateCharge(chargeId, values, tx);
        await recordAudit(tx, actor, {
          action: 'charge-corrected',
          entity: 'duty-slip',
          entityId: dutyId,
          before: { chargeId, ...before },
          after: { chargeId, ...values, reason },
        });
      });
      return deps.slipOf(duty);
    },

    /** Removes a charge and its receipt: a correction, with its reason. */
    async removeCharge(
      caller: AuthContext,
      dutyId: string,
      chargeId: string,
      reason: string | undefined,
      ip: string,
    ) {
      const duty = await openDuty(caller, dutyId);
      const given = requireCorrection(caller, reason, 'This charge');
      await db.transaction(async (tx) => {
        await lockOpenSlip(slips, duty, tx);
        const charge = await slips.findCharge(dutyId, chargeId, tx);
        if (!charge) throw notFound('Charge');
        await slips.deleteCharge(chargeId, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'charge-removed',
          entity: 'duty-slip',
          entityId: dutyId,
          before: { chargeId, kind: charge.kind, amountPaise: charge.amountPaise },
          after: { reason: given },
        });
      });
      // The receipt's row and file go once the charge is gone; a leftover would be unreachable.
      if ((await documents.list('duty-slip-charge', chargeId)).length > 0)
        await documents.remove(receiptOf(chargeId), 'receipt');
      return deps.slipOf(duty);
    },

    /** The charge's receipt (an image or a PDF); replacing one is a correction. */
    async putReceipt(
      caller: AuthContext,
      ids: { dutyId: string; chargeId: string },
      bytes: Buffer,
      reason: string | undefined,
      ip: string,
    ) {
      const duty = await openDuty(caller, ids.dutyId);
      await chargeOf(ids.dutyId, ids.chargeId);
      const replacing = (await documents.list('duty-slip-charge', ids.chargeId)).length > 0;
      const given = replacing ? requireCorrection(caller, reason, 'A receipt') : null;
      await documents.put(
        receiptOf(ids.chargeId),
        'receipt',
        bytes,
        DOCUMENT_TYPES,
        caller.userId,
        async (tx, saved) => {
          await lockOpenSlip(slips, duty, tx);
          await recordAudit(tx, actorOf(caller, ip), {
            action: replacing ? 'receipt-replaced' : 'receipt-added',
            entity: 'duty-slip',
            entityId: ids.dutyId,
            after: {
              chargeId: ids.chargeId,
              contentType: saved.contentType,
              ...(given ? { reason: given } : {}),
            },
          });
        },
      );
      return deps.slipOf(duty);
    },

    async openReceipt(
      caller: AuthContext,
      ids: { dutyId: string; chargeId: string },
      thumbnail: boolean,
    ) {
      await deps.duties.getDuty(caller, ids.dutyId);
      await chargeOf(ids.dutyId, ids.chargeId);
      return documents.open(receiptOf(ids.chargeId), 'receipt', thumbnail);
    },

    /** The passenger's signature, drawn on the driver's phone (an image); again: a correction. */
    async putSignature(
      caller: AuthContext,
      dutyId: string,
      bytes: Buffer,
      reason: string | undefined,
      ip: string,
    ) {
      const duty = await openDuty(caller, dutyId);
      const replacing = (await documents.list('duty-slip', dutyId)).length > 0;
      const given = replacing ? requireCorrection(caller, reason, 'A signature') : null;
      await documents.put(
        signatureOf(dutyId),
        'signature',
        bytes,
        IMAGE_TYPES,
        caller.userId,
        async (tx) => {
          await lockOpenSlip(slips, duty, tx);
          await recordAudit(tx, actorOf(caller, ip), {
            action: replacing ? 'signature-replaced' : 'signature-added',
            entity: 'duty-slip',
            entityId: dutyId,
            after: given ? { reason: given } : null,
          });
        },
      );
      return deps.slipOf(duty);
    },

    async openSignature(caller: AuthContext, dutyId: string, thumbnail: boolean) {
      await deps.duties.getDuty(caller, dutyId);
      return documents.open(signatureOf(dutyId), 'signature', thumbnail);
    },
  };
}

export type DutySlipChargesService = ReturnType<typeof createDutySlipChargesService>;
