import {
  REQUIRED_DRIVER_DOCUMENTS,
  RESTRICTED_DRIVER_DOCUMENTS,
  type DriverDocumentSlot,
} from '@raahi/domain/drivers';
import type { DriverDocument } from '../api/driver-documents';

/** What a document card shows. */
export type SlotCardState =
  | { kind: 'empty' }
  | { kind: 'uploading' }
  /** An image with a thumbnail to preview. */
  | { kind: 'image'; document: DriverDocument }
  /** A PDF (or an image the server could not shrink): shown as a file chip. */
  | { kind: 'file'; document: DriverDocument }
  /** Uploaded, but not the caller's to open (Aadhaar images for vendors). */
  | { kind: 'restricted'; document: DriverDocument };

/** Operators and the driver itself may open Aadhaar images; vendors only see that they exist. */
export function canOpenSlot(slot: DriverDocumentSlot, viewer: { restricted: boolean }): boolean {
  return viewer.restricted || !RESTRICTED_DRIVER_DOCUMENTS.includes(slot);
}

export function isRequiredSlot(slot: DriverDocumentSlot): boolean {
  return REQUIRED_DRIVER_DOCUMENTS.includes(slot);
}

export function slotCardState(input: {
  slot: DriverDocumentSlot;
  document: DriverDocument | undefined;
  uploading: boolean;
  /** Whether the viewer may open restricted (Aadhaar) documents. */
  restricted: boolean;
}): SlotCardState {
  const { slot, document, uploading, restricted } = input;
  if (uploading) return { kind: 'uploading' };
  if (!document) return { kind: 'empty' };
  if (!canOpenSlot(slot, { restricted })) return { kind: 'restricted', document };
  if (document.hasThumbnail) return { kind: 'image', document };
  return { kind: 'file', document };
}

/** A file the server would refuse, checked before it is sent; null when it may go. */
export function fileProblem(
  file: File,
  accepted: readonly string[],
  maxBytes: number,
): 'type' | 'size' | null {
  if (!accepted.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
