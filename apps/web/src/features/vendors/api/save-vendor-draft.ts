import { PHONE_VERIFICATION_HEADER } from '@raahi/domain/auth';
import type { VendorDraft, VendorDraftAnswer } from '@raahi/domain/vendors';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Saves the wizard for a verified phone; the server drops any password or Aadhaar number. */
export function saveVendorDraft({
  verificationToken,
  draft,
}: {
  verificationToken: string;
  draft: VendorDraft;
}): Promise<VendorDraftAnswer> {
  return http.put<VendorDraftAnswer>('/accounts/vendors/draft', draft, {
    auth: false,
    headers: { [PHONE_VERIFICATION_HEADER]: verificationToken },
  });
}

export function useSaveVendorDraft() {
  return useMutation({ mutationFn: saveVendorDraft });
}
