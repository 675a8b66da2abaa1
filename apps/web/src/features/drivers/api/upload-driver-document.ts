import type { DriverDocumentSlot } from '@raahi/domain/drivers';
import { useMutation } from '@tanstack/react-query';
import { putDocument } from '../../../lib/document-files';
import { driverDocumentsPath, type DriverDocument } from './driver-document-url';
import { useDriverImagesChanged } from './use-driver-images-changed';

/** Puts a file into one of the driver's document slots, replacing what was there. */
export function uploadDriverDocument({
  driverId,
  slot,
  file,
}: {
  driverId: string;
  slot: DriverDocumentSlot;
  file: File;
}): Promise<DriverDocument> {
  return putDocument<DriverDocument>(`${driverDocumentsPath(driverId)}/${slot}`, file);
}

export function useUploadDriverDocument() {
  const changed = useDriverImagesChanged();
  return useMutation({
    mutationFn: uploadDriverDocument,
    onSuccess: (document, { driverId, slot }) => changed(driverId, slot, document),
  });
}
