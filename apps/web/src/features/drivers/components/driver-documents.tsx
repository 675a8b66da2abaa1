import {
  DRIVER_DOCUMENT_SLOTS,
  REQUIRED_DRIVER_DOCUMENTS,
  RESTRICTED_DRIVER_DOCUMENTS,
  type DriverDocumentSlot,
} from '@raahi/domain/drivers';
import { useTranslation } from 'react-i18next';
import { DocumentGrid } from '../../../components/documents/document-grid';
import { DOCUMENT_TYPES, PHOTO_TYPES } from '../../../lib/document-files';
import { driverDocumentUrl, type DriverDocument } from '../api/driver-document-url';
import { useRemoveDriverDocument } from '../api/remove-driver-document';
import { useUploadDriverDocument } from '../api/upload-driver-document';

/** The live photo is a photo; the papers may also be PDFs. */
const acceptedTypes = (slot: DriverDocumentSlot): readonly string[] =>
  slot === 'livePhoto' ? PHOTO_TYPES : DOCUMENT_TYPES;

interface DriverDocumentsProps {
  driverId: string;
  images: DriverDocument[];
  editable: boolean | ((slot: DriverDocumentSlot) => boolean);
  /** Whether the viewer may open Aadhaar images (operators, the driver itself). */
  restricted: boolean;
}

/** A card per driver document slot: previews, and upload, replace and remove when editable. */
export function DriverDocuments({ driverId, images, editable, restricted }: DriverDocumentsProps) {
  const { t } = useTranslation();
  const upload = useUploadDriverDocument();
  const remove = useRemoveDriverDocument();
  return (
    <DocumentGrid<DriverDocumentSlot>
      slots={DRIVER_DOCUMENT_SLOTS}
      images={images}
      editable={editable}
      labelOf={(slot) => t(`drivers.documents.slots.${slot}`)}
      isRequired={(slot) => REQUIRED_DRIVER_DOCUMENTS.includes(slot)}
      acceptOf={acceptedTypes}
      wrongTypeOf={(slot) =>
        t(slot === 'livePhoto' ? 'drivers.documents.photoWrongType' : 'records.documents.wrongType')
      }
      canOpen={(slot) => restricted || !RESTRICTED_DRIVER_DOCUMENTS.includes(slot)}
      restrictedText={t('drivers.documents.restricted')}
      documentUrl={(document, thumbnail) =>
        driverDocumentUrl(driverId, document as DriverDocument, thumbnail)
      }
      upload={(slot, file) => upload.mutateAsync({ driverId, slot, file })}
      remove={(slot) => remove.mutateAsync({ driverId, slot })}
    />
  );
}
