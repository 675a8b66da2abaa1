import type { StoredDocument } from '../../lib/document-files';

/** What a document card shows. */
export type SlotCardState =
  | { kind: 'empty' }
  | { kind: 'uploading' }
  /** An image with a thumbnail to preview. */
  | { kind: 'image'; document: StoredDocument }
  /** A PDF (or an image the server could not shrink): shown as a file chip. */
  | { kind: 'file'; document: StoredDocument }
  /** Uploaded, but not the caller's to open (a driver's Aadhaar images for vendors). */
  | { kind: 'restricted'; document: StoredDocument };

export function slotCardState(input: {
  document: StoredDocument | undefined;
  uploading: boolean;
  /** Whether the viewer may open this slot's file. */
  canOpen: boolean;
}): SlotCardState {
  const { document, uploading, canOpen } = input;
  if (uploading) return { kind: 'uploading' };
  if (!document) return { kind: 'empty' };
  if (!canOpen) return { kind: 'restricted', document };
  if (document.hasThumbnail) return { kind: 'image', document };
  return { kind: 'file', document };
}
