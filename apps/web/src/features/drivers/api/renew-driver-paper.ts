import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import type { DriverPaper } from '@raahi/domain/renewals';
import { useMutation } from '@tanstack/react-query';
import { documentUrl, putDocument } from '../../../lib/document-files';
import { http } from '../../../lib/http';
import { driverPath } from './keys';
import { useDriverSaved } from './use-driver-saved';

const waitingPath = (driverId: string) => `${driverPath(driverId)}/renewal-documents`;

/** The API address of a renewal's new document, waiting for review, or of its thumbnail. */
export function driverRenewalDocumentUrl(
  driverId: string,
  document: { slot: string; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(waitingPath(driverId), document, thumbnail);
}

/**
 * Renews an approved driver's paper: uploads its new documents (both sides of a licence), then
 * sends it for review with the licence's new validity. The driver keeps its old paper until the
 * operator approves.
 */
export async function renewDriverPaper(input: {
  driverId: string;
  paper: DriverPaper;
  validTill?: string;
  files: Partial<Record<DriverDocumentSlot, File>>;
}): Promise<Driver> {
  const { driverId, paper, validTill, files } = input;
  for (const [slot, file] of Object.entries(files))
    if (file) await putDocument(`${waitingPath(driverId)}/${slot}`, file);
  return http.post<Driver>(`${driverPath(driverId)}/renewals`, { paper, validTill });
}

export function useRenewDriverPaper() {
  const saved = useDriverSaved();
  return useMutation({ mutationFn: renewDriverPaper, onSuccess: saved });
}
