import { PHONE_VERIFICATION_HEADER } from '@raahi/domain/auth';
import { http } from '../../../lib/http';

/** Discards the wizard saved on the server for a verified phone. */
export function deleteVendorDraft(verificationToken: string): Promise<void> {
  return http.delete<void>('/accounts/vendors/draft', {
    auth: false,
    headers: { [PHONE_VERIFICATION_HEADER]: verificationToken },
  });
}
