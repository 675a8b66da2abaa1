import type { Duty } from '@raahi/domain/duties';
import { slipRefusal, type SlipRefusal } from '@raahi/domain/duty-slip-rules';
import {
  SLIP_FIGURES,
  SLIP_MOVE_FIGURES,
  type SlipFigure,
  type SlipFigures,
  type SlipUpdate,
} from '@raahi/domain/duty-slips';
import type { LanguageCode } from '@raahi/domain/language-list';
import { listAudit, recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { DutyViewService } from '../duties/duty-view.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createSlipBilling } from './duty-slip-billing.js';
import { lockOpenSlip, requireCorrection, requireSlipStatus } from './duty-slip-guards.js';
import { renderSlipPdf } from './duty-slip-pdf.js';
import { figuresOf, slipNumberOf, toSlip, type SlipFile } from './duty-slip-view.js';
import type { DutySlipsRepository, SlipValues } from './duty-slips.repository.js';

/** Each figure as a message names it. */
const FIGURE_NAMES: Record<SlipFigure, string> = {
  garageOutAt: 'The garage-out time',
  garageOutKm: 'The garage-out reading',
  reportedAt: 'The reporting time',
  boardedAt: 'The boarding time',
  boardedKm: 'The boarding reading',
  droppedAt: 'The drop time',
  droppedKm: 'The drop reading',
  garageInAt: 'The garage-in time',
  garageInKm: 'The garage-in reading',
  nightAllowancePaise: 'The night allowance',
  driverAllowancePaise: 'The driver allowance',
  advancePaise: 'The advance',
  remarks: 'The remarks',
};
const TIME_FIGURES = new Set<SlipFigure>([
  'garageOutAt',
  'reportedAt',
  'boardedAt',
  'droppedAt',
  'garageInAt',
]);

const sameRefusal = (a: SlipRefusal | null, b: SlipRefusal | null) =>
  a !== null && b !== null && a.reason === b.reason && a.fields.join() === b.fields.join();

/** What a stored file is, for the slip's answer. */
export const fileOf = (document: { contentType: string; size: number; uploadedAt: string }) =>
  ({
    contentType: document.contentType,
    size: document.size,
    uploadedAt: document.uploadedAt,
  }) satisfies SlipFile;

/**
 * A duty's slip: read by whoever may see the duty (404 otherwise, through the duties service),
 * filled by its driver as the duty happens, corrected with a reason by the vendor or the
 * operator until billing marks it billed. Every change is in the audit log (entity 'duty-slip').
 */
export function createDutySlipsService(deps: {
  db: Database;
  slips: DutySlipsRepository;
  duties: Pick<DutyViewService, 'getDuty'>;
  documents: Pick<DocumentsService, 'list' | 'open'>;
  settings: Pick<SettingsService, 'current'>;
  now?: () => Date;
}) {
  const { db, slips, documents } = deps;
  const now = deps.now ?? (() => new Date());

  /** The slip as it stands, for a duty the caller may see. */
  async function slipOf(duty: Duty, tx: Executor = db) {
    const [row, charges, signature] = await Promise.all([
      slips.find(duty.id, tx),
      slips.listCharges(duty.id, tx),
      documents.list('duty-slip', duty.id),
    ]);
    const receipts = await Promise.all(
      charges.map((charge) => documents.list('duty-slip-charge', charge.id)),
    );
    return toSlip(
      duty,
      row,
      charges.map((charge, i) => ({
        row: charge,
        receipt: receipts[i]![0] ? fileOf(receipts[i]![0]) : null,
      })),
      signature[0] ? fileOf(signature[0]) : null,
    );
  }

  return {
    slipOf,

    async getSlip(caller: AuthContext, dutyId: string) {
      return slipOf(await deps.duties.getDuty(caller, dutyId));
    },

    /**
     * Fills or corrects figures. A driver fills empty ones (boarding and drop come from starting
     * and completing the duty); a changed filled figure is a correction (403 for a driver, 400
     * SLIP_REASON_REQUIRED without a reason); 422 SLIP_IMPOSSIBLE when the figures would then
     * contradict each other or the operator's speed.
     */
    async updateSlip(caller: AuthContext, dutyId: string, update: SlipUpdate, ip: string) {
      const duty = await deps.duties.getDuty(caller, dutyId);
      requireSlipStatus(duty);
      const { reason, ...figures } = update;
      if (caller.role === 'driver') {
        const moved = SLIP_MOVE_FIGURES.find((key) => figures[key] !== undefined);
        if (moved)
          throw new AppError(
            'FORBIDDEN',
            'Boarding and drop are recorded by starting and completing the duty',
          );
      }
      const { maxAverageSpeedKmph } = await deps.settings.current();
      await db.transaction(async (tx) => {
        const row = await lockOpenSlip(slips, duty, tx);
        const before = figuresOf(row, duty);
        const changed = SLIP_FIGURES.filter(
          (key) => figures[key] !== undefined && figures[key] !== before[key],
        );
        if (changed.length === 0) return;
        const corrected = changed.filter((key) => before[key] !== null);
        if (corrected.length > 0) requireCorrection(caller, reason, FIGURE_NAMES[corrected[0]!]);
        const values = Object.fromEntries(
          changed.map((key) => {
            const value = figures[key];
            return [key, TIME_FIGURES.has(key) && value ? new Date(value) : value];
          }),
        ) as SlipValues;
        const after = figuresOf({ ...row, ...values }, duty);
        const rules = { maxAverageSpeedKmph, now: now() };
        const refusal = slipRefusal(after, rules);
        // Figures that were already at odds (a start reading below the garage-out one) do not
        // block a change elsewhere; a change that makes them so, or worse, is refused.
        if (refusal && !sameRefusal(refusal, slipRefusal(before, rules)))
          throw new AppError('SLIP_IMPOSSIBLE', refusal.message, {
            reason: refusal.reason,
            fields: refusal.fields,
            ...refusal.details,
          });
        await slips.update(dutyId, values, tx);
        const pick = (from: SlipFigures) =>
          Object.fromEntries(changed.map((key) => [key, from[key]]));
        await recordAudit(tx, actorOf(caller, ip), {
          action: corrected.length > 0 ? 'slip-corrected' : 'slip-filled',
          entity: 'duty-slip',
          entityId: dutyId,
          before: pick(before),
          after: { ...pick(after), ...(corrected.length > 0 ? { reason } : {}) },
        });
      });
      return slipOf(duty);
    },

    /** The slip as a PDF in the reader's language, and its file name. */
    async slipPdf(caller: AuthContext, dutyId: string, language: LanguageCode) {
      const duty = await deps.duties.getDuty(caller, dutyId);
      const slip = await slipOf(duty);
      let signature: Buffer | null = null;
      if (slip.confirmation.signature) {
        const { stream, type } = await documents.open(
          { type: 'duty-slip', id: dutyId },
          'signature',
          false,
        );
        // pdfkit embeds PNG and JPEG; a WebP signature is named, not drawn.
        if (type === 'image/png' || type === 'image/jpeg') {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          signature = Buffer.concat(chunks);
        } else stream.destroy();
      }
      return {
        bytes: await renderSlipPdf(slip, duty, signature, now(), language),
        filename: `${slip.number}.pdf`,
      };
    },

    /** The slip's changes, newest first, for whoever may see the duty. */
    async listSlipAudit(caller: AuthContext, dutyId: string) {
      await deps.duties.getDuty(caller, dutyId);
      return listAudit(db, 'duty-slip', dutyId);
    },

    /** For billing: what pricing and settlements read of many duties (duty-slip-billing). */
    ...createSlipBilling(slips),

    /**
     * For billing: the slips of these duties become final (409 SLIP_BILLED on any change after),
     * a duty never filled getting an empty one. Answers the duties it marked; one already
     * billed keeps its first date.
     */
    markBilled: (billed: { id: string; regId: string }[], at: Date, tx?: Executor) =>
      slips.markBilled(
        billed.map((duty) => ({ dutyId: duty.id, number: slipNumberOf(duty.regId) })),
        at,
        tx,
      ),
  };
}

export type DutySlipsService = ReturnType<typeof createDutySlipsService>;
