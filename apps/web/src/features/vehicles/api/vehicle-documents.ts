import {
  VEHICLE_IMAGE_SLOTS,
  type Vehicle,
  type VehicleDocumentSlot,
} from '@raahi/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPES, documentUrl, PHOTO_TYPES, putDocument } from '../../../lib/document-files';
import { http } from '../../../lib/http';
import { vehicleKeys, vehiclePath } from './keys';

export type VehicleDocument = Vehicle['images'][number];

/** Photos of the vehicle and its RC are images; the certificates may also be PDFs. */
export function acceptedTypes(slot: VehicleDocumentSlot): readonly string[] {
  return (VEHICLE_IMAGE_SLOTS as readonly string[]).includes(slot) ? PHOTO_TYPES : DOCUMENT_TYPES;
}

const documentsPath = (vehicleId: string) => `${vehiclePath(vehicleId)}/documents`;

/** The API address of a vehicle's photo or certificate, or of its WebP thumbnail. */
export function vehicleDocumentUrl(
  vehicleId: string,
  document: { slot: string; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(documentsPath(vehicleId), document, thumbnail);
}

export function uploadVehicleDocument(input: {
  vehicleId: string;
  slot: VehicleDocumentSlot;
  file: File;
}): Promise<VehicleDocument> {
  return putDocument<VehicleDocument>(
    `${documentsPath(input.vehicleId)}/${input.slot}`,
    input.file,
  );
}

export function removeVehicleDocument(input: {
  vehicleId: string;
  slot: VehicleDocumentSlot;
}): Promise<void> {
  return http.delete<void>(`${documentsPath(input.vehicleId)}/${input.slot}`);
}

/** Puts a slot's new state into the cached vehicle, so every view of it updates at once. */
function useImagesChanged() {
  const queryClient = useQueryClient();
  return (vehicleId: string, slot: VehicleDocumentSlot, document: VehicleDocument | null) => {
    queryClient.setQueryData<Vehicle>(vehicleKeys.detail(vehicleId), (vehicle) =>
      vehicle
        ? {
            ...vehicle,
            images: [
              ...vehicle.images.filter((image) => image.slot !== slot),
              ...(document ? [document] : []),
            ],
          }
        : vehicle,
    );
    void queryClient.invalidateQueries({ queryKey: vehicleKeys.audit(vehicleId) });
  };
}

export function useUploadVehicleDocument() {
  const changed = useImagesChanged();
  return useMutation({
    mutationFn: uploadVehicleDocument,
    onSuccess: (document, { vehicleId, slot }) => changed(vehicleId, slot, document),
  });
}

export function useRemoveVehicleDocument() {
  const changed = useImagesChanged();
  return useMutation({
    mutationFn: removeVehicleDocument,
    onSuccess: (_nothing, { vehicleId, slot }) => changed(vehicleId, slot, null),
  });
}
