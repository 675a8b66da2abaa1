import { DRIVER_DOCUMENT_SLOTS, type DriverDocumentSlot } from '@raahi/domain/drivers';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import {
  acceptedTypes,
  DOCUMENT_MAX_BYTES,
  useRemoveDriverDocument,
  useUploadDriverDocument,
  type DriverDocument,
} from '../api/driver-documents';
import { ConfirmDialog } from './confirm-dialog';
import { DocumentSlotCard } from './document-slot-card';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { fileProblem, slotCardState } from './slot-card-state';

interface DriverDocumentsProps {
  driverId: string;
  images: DriverDocument[];
  editable: boolean;
  /** Whether the viewer may open Aadhaar images (operators, the driver itself). */
  restricted: boolean;
}

/** A card per document slot: previews, and upload, replace and remove when editable. */
export function DriverDocuments({ driverId, images, editable, restricted }: DriverDocumentsProps) {
  const { t } = useTranslation();
  const upload = useUploadDriverDocument();
  const remove = useRemoveDriverDocument();
  const [uploading, setUploading] = useState<ReadonlySet<DriverDocumentSlot>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<DriverDocumentSlot, string>>>({});
  const [removing, setRemoving] = useState<DriverDocumentSlot | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [open, setOpen] = useState<DriverDocument | null>(null);

  const label = (slot: DriverDocumentSlot) => t(`drivers.documents.slots.${slot}`);
  const setError = (slot: DriverDocumentSlot, message: string | null) =>
    setErrors((current) => ({ ...current, [slot]: message ?? undefined }));

  async function onChoose(slot: DriverDocumentSlot, file: File) {
    const problem = fileProblem(file, acceptedTypes(slot), DOCUMENT_MAX_BYTES);
    if (problem) {
      setError(
        slot,
        problem === 'size'
          ? t('drivers.documents.tooLarge')
          : t(
              slot === 'livePhoto'
                ? 'drivers.documents.photoWrongType'
                : 'drivers.documents.wrongType',
            ),
      );
      return;
    }
    setError(slot, null);
    setUploading((current) => new Set(current).add(slot));
    try {
      await upload.mutateAsync({ driverId, slot, file });
      toast.success(t('drivers.documents.uploaded', { slot: label(slot) }));
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
    try {
      await remove.mutateAsync({ driverId, slot: removing });
      toast.success(t('drivers.documents.removed', { slot: label(removing) }));
      setRemoving(null);
    } catch (error) {
      setRemoveError(isApiError(error) ? error.message : t('errors.unexpected'));
    }
  }

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: editable
            ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }
            : {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
        }}
      >
        {DRIVER_DOCUMENT_SLOTS.map((slot) => (
          <DocumentSlotCard
            key={slot}
            driverId={driverId}
            slot={slot}
            state={slotCardState({
              slot,
              document: images.find((image) => image.slot === slot),
              uploading: uploading.has(slot),
              restricted,
            })}
            editable={editable}
            busy={uploading.has(slot) || (remove.isPending && removing === slot)}
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
        title={t('drivers.documents.confirmRemove.title', {
          slot: removing ? label(removing) : '',
        })}
        body={t('drivers.documents.confirmRemove.body')}
        confirmLabel={t('drivers.documents.remove')}
        danger
        pending={remove.isPending}
        error={removeError}
        onConfirm={() => void onRemove()}
        onClose={() => setRemoving(null)}
      />
      {open && (
        <DocumentViewerDialog
          driverId={driverId}
          document={open}
          label={label(open.slot)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
