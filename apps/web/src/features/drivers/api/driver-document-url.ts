import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { documentUrl } from '../../../lib/document-files';
import { driverPath } from './keys';

export type DriverDocument = Driver['images'][number];

/** The folder of a driver's documents: PUT and DELETE a slot under it, GET its file. */
export const driverDocumentsPath = (driverId: string) => `${driverPath(driverId)}/documents`;

/** The API address of a driver's document, or of its WebP thumbnail. */
export function driverDocumentUrl(
  driverId: string,
  document: { slot: DriverDocumentSlot; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(driverDocumentsPath(driverId), document, thumbnail);
}
