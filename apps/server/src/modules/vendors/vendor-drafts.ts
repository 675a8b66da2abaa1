import { VendorDraftDataSchema, type VendorDraft } from '@raahi/domain/vendors';
import { AppError } from '../../errors.js';
import type { PhoneVerifier } from '../auth/tokens.js';
import type { VendorsRepository } from './vendors.repository.js';

const DRAFT_MAX_BYTES = 20_000;

/**
 * The sign-up wizard's draft, kept per business phone while a vendor fills it in: each call
 * proves the phone with its OTP token, so a draft is only ever read by whoever holds the phone.
 */
export function createVendorDrafts(deps: {
  vendors: Pick<VendorsRepository, 'findDraft' | 'saveDraft' | 'deleteDraft'>;
  phoneVerifier: PhoneVerifier;
}) {
  const { vendors, phoneVerifier } = deps;
  return {
    async getDraft(token: string | undefined) {
      const phone = await phoneVerifier.verify(token);
      const draft = await vendors.findDraft(phone);
      if (!draft) return null;
      return {
        // Read through the schema too: a draft saved before it was applied holds what was sent.
        data: VendorDraftDataSchema.parse(draft.data),
        activeStep: draft.activeStep,
        approvalStatus: 'Staged' as const,
        updatedAt: draft.updatedAt.toISOString(),
      };
    },

    /** `draft` was parsed with VendorDraftSchema: only the wizard's fields, no secret. */
    async saveDraft(token: string | undefined, draft: VendorDraft) {
      const phone = await phoneVerifier.verify(token);
      const data = { ...draft.data, phone };
      if (JSON.stringify(data).length > DRAFT_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', 'The draft is too large');
      const saved = await vendors.saveDraft(phone, data, draft.activeStep);
      return {
        data,
        activeStep: saved.activeStep,
        approvalStatus: 'Staged' as const,
        updatedAt: saved.updatedAt.toISOString(),
      };
    },

    async deleteDraft(token: string | undefined) {
      await vendors.deleteDraft(await phoneVerifier.verify(token));
    },
  };
}
