import type { VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useVehicleImagesChanged } from './use-vehicle-images-changed';
import { vehicleDocumentsPath } from './vehicle-document-url';

/** Empties one of the vehicle's photo or certificate slots. */
export function removeVehicleDocument(input: {
  vehicleId: string;
  slot: VehicleDocumentSlot;
}): Promise<void> {
  return http.delete<void>(`${vehicleDocumentsPath(input.vehicleId)}/${input.slot}`);
}

export function useRemoveVehicleDocument() {
  const changed = useVehicleImagesChanged();
  return useMutation({
    mutationFn: removeVehicleDocument,
    onSuccess: (_nothing, { vehicleId, slot }) => changed(vehicleId, slot, null),
  });
}
