import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../lib/api-error';
import { DOCUMENT_MAX_BYTES, fileProblem, type StoredDocument } from '../../lib/document-files';
import { ConfirmDialog } from '../records/confirm-dialog';
import { DocumentSlotCard, type DocumentUrlOf } from './document-slot-card';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { slotCardState } from './slot-card-state';

export interface DocumentGridProps<S extends string> {
  slots: readonly S[];
  images: readonly StoredDocument[];
  /** All slots, or those a record lets change here (an approved one's papers are renewed). */
  editable: boolean | ((slot: S) => boolean);
  labelOf: (slot: S) => string;
  isRequired: (slot: S) => boolean;
  acceptOf: (slot: S) => readonly string[];
  /** Said when a chosen file is not one of the slot's types. */
  wrongTypeOf: (slot: S) => string;
  /** Whether the viewer may open a slot's file (all, unless given). */
  canOpen?: (slot: S) => boolean;
  restrictedText?: string;
  documentUrl: DocumentUrlOf;
  upload: (slot: S, file: File) => Promise<unknown>;
  remove: (slot: S) => Promise<unknown>;
  /** Read-only grids pack more cards per row. */
  dense?: boolean;
}

/**
 * A card per document slot of a record (a driver, a vehicle): previews, the full file on click,
 * and upload, replace and remove when editable.
 */
export function DocumentGrid<S extends string>({
  slots,
  images,
  editable,
  labelOf,
  isRequired,
  acceptOf,
  wrongTypeOf,
  canOpen = () => true,
  restrictedText,
  documentUrl,
  upload,
  remove,
  dense = editable === false,
}: DocumentGridProps<S>) {
  const editableSlot = (slot: S) => (typeof editable === 'function' ? editable(slot) : editable);
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<ReadonlySet<S>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<S, string>>>({});
  const [removing, setRemoving] = useState<S | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [open, setOpen] = useState<StoredDocument | null>(null);

  const setError = (slot: S, message: string | null) =>
    setErrors((current) => ({ ...current, [slot]: message ?? undefined }));

  async function onChoose(slot: S, file: File) {
    const problem = fileProblem(file, acceptOf(slot), DOCUMENT_MAX_BYTES);
    if (problem) {
      setError(slot, problem === 'size' ? t('records.documents.tooLarge') : wrongTypeOf(slot));
      return;
    }
    setError(slot, null);
    setUploading((current) => new Set(current).add(slot));
    try {
      await upload(slot, file);
      toast.success(t('records.documents.uploaded', { slot: labelOf(slot) }));
    } catch (error) {
      setError(slot, isApiError(error) ? error.message : t('errors.unexpected'));
    } finally {
      setUploading((current) => {
        const next = new Set(current);
        next.delete(slot);
        return next;
      });
    }
  }

  async function onRemove() {
    if (!removing) return;
    setRemoveError(null);
    setRemovePending(true);
    try {
      await remove(removing);
      toast.success(t('records.documents.removed', { slot: labelOf(removing) }));
      setRemoving(null);
    } catch (error) {
      setRemoveError(isApiError(error) ? error.message : t('errors.unexpected'));
    } finally {
      setRemovePending(false);
    }
  }

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: dense
            ? {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              }
            : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {slots.map((slot) => (
          <DocumentSlotCard
            key={slot}
            label={labelOf(slot)}
            required={isRequired(slot)}
            accept={acceptOf(slot)}
            documentUrl={documentUrl}
            restrictedText={restrictedText}
            state={slotCardState({
              document: images.find((image) => image.slot === slot),
              uploading: uploading.has(slot),
              canOpen: canOpen(slot),
            })}
            editable={editableSlot(slot)}
            busy={uploading.has(slot) || (removePending && removing === slot)}
            error={errors[slot]}
            onChoose={(file) => void onChoose(slot, file)}
            onRemove={() => {
              setRemoveError(null);
              setRemoving(slot);
            }}
            onOpen={setOpen}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={t('records.documents.confirmRemove.title', {
          slot: removing ? labelOf(removing) : '',
        })}
        body={t('records.documents.confirmRemove.body')}
        confirmLabel={t('records.documents.remove')}
        danger
        pending={removePending}
        error={removeError}
        onConfirm={() => void onRemove()}
        onClose={() => setRemoving(null)}
      />
      {open && (
        <DocumentViewerDialog
          documentUrl={documentUrl}
          document={open}
          label={labelOf(open.slot as S)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
