import {
  REQUIRED_VEHICLE_DOCUMENTS,
  VEHICLE_IMAGE_SLOTS,
  type VehicleDocumentSlot,
} from '@raahi/domain/vehicles';
import { useTranslation } from 'react-i18next';
import { DocumentGrid } from '../../../components/documents/document-grid';
import { DOCUMENT_TYPES, PHOTO_TYPES } from '../../../lib/document-files';
import { useRemoveVehicleDocument } from '../api/remove-vehicle-document';
import { useUploadVehicleDocument } from '../api/upload-vehicle-document';
import { vehicleDocumentUrl, type VehicleDocument } from '../api/vehicle-document-url';

interface VehicleDocumentsProps {
  vehicleId: string;
  images: VehicleDocument[];
  /** The photos, or the certificates behind the papers. */
  slots: readonly VehicleDocumentSlot[];
  editable: boolean;
}

const isImageSlot = (slot: VehicleDocumentSlot) =>
  (VEHICLE_IMAGE_SLOTS as readonly string[]).includes(slot);

/** Photos of the vehicle and its RC are images; the certificates may also be PDFs. */
const acceptedTypes = (slot: VehicleDocumentSlot): readonly string[] =>
  isImageSlot(slot) ? PHOTO_TYPES : DOCUMENT_TYPES;

/** A card per vehicle photo or certificate: thumbnails that open the full file, uploads. */
export function VehicleDocuments({ vehicleId, images, slots, editable }: VehicleDocumentsProps) {
  const { t } = useTranslation();
  const upload = useUploadVehicleDocument();
  const remove = useRemoveVehicleDocument();
  return (
    <DocumentGrid<VehicleDocumentSlot>
      slots={slots}
      images={images}
      editable={editable}
      labelOf={(slot) => t(`vehicles.documents.slots.${slot}`)}
      isRequired={(slot) => REQUIRED_VEHICLE_DOCUMENTS.includes(slot)}
      acceptOf={acceptedTypes}
      wrongTypeOf={(slot) =>
        t(isImageSlot(slot) ? 'records.documents.imageWrongType' : 'records.documents.wrongType')
      }
      documentUrl={(document, thumbnail) => vehicleDocumentUrl(vehicleId, document, thumbnail)}
      upload={(slot, file) => upload.mutateAsync({ vehicleId, slot, file })}
      remove={(slot) => remove.mutateAsync({ vehicleId, slot })}
    />
  );
}
