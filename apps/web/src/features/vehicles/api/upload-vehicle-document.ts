import type { VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { putDocument } from '../../../lib/document-files';
import { useVehicleImagesChanged } from './use-vehicle-images-changed';
import { vehicleDocumentsPath, type VehicleDocument } from './vehicle-document-url';

/** Puts a photo or certificate into one of the vehicle's slots, replacing what was there. */
export function uploadVehicleDocument(input: {
  vehicleId: string;
  slot: VehicleDocumentSlot;
  file: File;
}): Promise<VehicleDocument> {
  return putDocument<VehicleDocument>(
    `${vehicleDocumentsPath(input.vehicleId)}/${input.slot}`,
    input.file,
  );
}

export function useUploadVehicleDocument() {
  const changed = useVehicleImagesChanged();
  return useMutation({
    mutationFn: uploadVehicleDocument,
    onSuccess: (document, { vehicleId, slot }) => changed(vehicleId, slot, document),
  });
}
