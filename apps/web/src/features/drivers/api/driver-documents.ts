import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverKeys } from './keys';

export type DriverDocument = Driver['images'][number];

/** What the server accepts (judged again by content there): JPEG, PNG, WebP or PDF, ≤ 10 MB. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export function acceptedTypes(slot: DriverDocumentSlot): readonly string[] {
  return slot === 'livePhoto' ? PHOTO_TYPES : DOCUMENT_TYPES;
}

const documentPath = (driverId: string, slot: DriverDocumentSlot) =>
  `/accounts/drivers/${encodeURIComponent(driverId)}/documents/${slot}`;

/**
 * The API address of a document, or of its WebP thumbnail. The upload time rides along as a
 * version, so a replaced file is never served from the image cache.
 */
export function driverDocumentUrl(
  driverId: string,
  document: { slot: DriverDocumentSlot; uploadedAt?: string },
  thumbnail: boolean,
): string {
  const params = new URLSearchParams();
  if (thumbnail) params.set('thumbnail', 'true');
  if (document.uploadedAt) params.set('v', document.uploadedAt);
  const search = params.toString();
  return documentPath(driverId, document.slot) + (search ? `?${search}` : '');
}

/** The whole file, as a blob (the route needs the bearer token, so no plain link works). */
export function getDriverDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>(url, { signal, responseType: 'blob' });
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
  const form = new FormData();
  form.append('file', file);
  return http.put<DriverDocument>(documentPath(driverId, slot), form);
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
