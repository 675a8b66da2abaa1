import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPES, documentUrl, PHOTO_TYPES, putDocument } from '../../../lib/document-files';
import { http } from '../../../lib/http';
import { driverKeys } from './keys';

export type DriverDocument = Driver['images'][number];

export function acceptedTypes(slot: DriverDocumentSlot): readonly string[] {
  return slot === 'livePhoto' ? PHOTO_TYPES : DOCUMENT_TYPES;
}

const documentsPath = (driverId: string) =>
  `/accounts/drivers/${encodeURIComponent(driverId)}/documents`;
const documentPath = (driverId: string, slot: DriverDocumentSlot) =>
  `${documentsPath(driverId)}/${slot}`;

/** The API address of a driver's document, or of its WebP thumbnail. */
export function driverDocumentUrl(
  driverId: string,
  document: { slot: DriverDocumentSlot; uploadedAt?: string },
  thumbnail: boolean,
): string {
  return documentUrl(documentsPath(driverId), document, thumbnail);
}

export function uploadDriverDocument({
  driverId,
  slot,
  file,
}: {
  driverId: string;
  slot: DriverDocumentSlot;
  file: File;
}): Promise<DriverDocument> {
  return putDocument<DriverDocument>(documentPath(driverId, slot), file);
}

export function removeDriverDocument({
  driverId,
  slot,
}: {
  driverId: string;
  slot: DriverDocumentSlot;
}): Promise<void> {
  return http.delete<void>(documentPath(driverId, slot));
}

/** Puts a slot's new state into the cached driver, so every view of it updates at once. */
function useImagesChanged() {
  const queryClient = useQueryClient();
  return (driverId: string, slot: DriverDocumentSlot, document: DriverDocument | null) => {
    queryClient.setQueryData<Driver>(driverKeys.detail(driverId), (driver) =>
      driver
        ? {
            ...driver,
            images: [
              ...driver.images.filter((image) => image.slot !== slot),
              ...(document ? [document] : []),
            ],
          }
        : driver,
    );
    void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: driverKeys.audit(driverId) });
  };
}

export function useUploadDriverDocument() {
  const changed = useImagesChanged();
  return useMutation({
    mutationFn: uploadDriverDocument,
    onSuccess: (document, { driverId, slot }) => changed(driverId, slot, document),
  });
}

export function useRemoveDriverDocument() {
  const changed = useImagesChanged();
  return useMutation({
    mutationFn: removeDriverDocument,
    onSuccess: (_nothing, { driverId, slot }) => changed(driverId, slot, null),
  });
}
