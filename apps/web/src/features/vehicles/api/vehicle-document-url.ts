import type { Vehicle } from '@raahi/domain/vehicles';
import { documentUrl } from '../../../lib/document-files';
import { vehiclePath } from './keys';

export type VehicleDocument = Vehicle['images'][number];

/** The folder of a vehicle's photos and certificates: PUT and DELETE a slot, GET its file. */
export const vehicleDocumentsPath = (vehicleId: string) => `${vehiclePath(vehicleId)}/documents`;

/** The API address of a vehicle's photo or certificate, or of its WebP thumbnail. */
export function vehicleDocumentUrl(
  vehicleId: string,
  document: { slot: string; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(vehicleDocumentsPath(vehicleId), document, thumbnail);
}
