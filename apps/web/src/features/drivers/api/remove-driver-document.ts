import type { DriverDocumentSlot } from '@raahi/domain/drivers';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverDocumentsPath } from './driver-document-url';
import { useDriverImagesChanged } from './use-driver-images-changed';

/** Empties one of the driver's document slots. */
export function removeDriverDocument({
  driverId,
  slot,
}: {
  driverId: string;
  slot: DriverDocumentSlot;
}): Promise<void> {
  return http.delete<void>(`${driverDocumentsPath(driverId)}/${slot}`);
}

export function useRemoveDriverDocument() {
  const changed = useDriverImagesChanged();
  return useMutation({
    mutationFn: removeDriverDocument,
    onSuccess: (_nothing, { driverId, slot }) => changed(driverId, slot, null),
  });
}
