import { PHONE_VERIFICATION_HEADER } from '@raahi/domain/auth';
import type { VendorDraftAnswer } from '@raahi/domain/vendors';
import { http } from '../../../lib/http';

/** The wizard saved on the server for a verified phone; null when there is none. */
export function getVendorDraft(verificationToken: string): Promise<VendorDraftAnswer | null> {
  return http.get<VendorDraftAnswer | null>('/accounts/vendors/draft', {
    auth: false,
    headers: { [PHONE_VERIFICATION_HEADER]: verificationToken },
  });
}
