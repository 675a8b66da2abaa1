import type { VehiclePaper } from '@raahi/domain/renewals';
import type { Vehicle, VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { documentUrl, putDocument } from '../../../lib/document-files';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

const waitingPath = (vehicleId: string) => `${vehiclePath(vehicleId)}/renewal-documents`;

/** The API address of a renewal's new certificate, waiting for review, or of its thumbnail. */
export function vehicleRenewalDocumentUrl(
  vehicleId: string,
  document: { slot: string; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(waitingPath(vehicleId), document, thumbnail);
}

/**
 * Renews an approved vehicle's paper: uploads the new certificate, then sends the new date and
 * number for review (400 naming what is missing, 409 when one is already waiting). The vehicle
 * keeps its old paper until the operator approves.
 */
export async function renewVehiclePaper(input: {
  vehicleId: string;
  paper: VehiclePaper;
  validTill?: string;
  number?: string;
  files: Partial<Record<VehicleDocumentSlot, File>>;
}): Promise<Vehicle> {
  const { vehicleId, paper, validTill, number, files } = input;
  for (const [slot, file] of Object.entries(files))
    if (file) await putDocument(`${waitingPath(vehicleId)}/${slot}`, file);
  return http.post<Vehicle>(`${vehiclePath(vehicleId)}/renewals`, { paper, validTill, number });
}

export function useRenewVehiclePaper() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: renewVehiclePaper, onSuccess: saved });
}
