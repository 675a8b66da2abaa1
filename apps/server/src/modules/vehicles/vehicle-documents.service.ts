import type { VehicleDocumentSlot } from '@raahi/domain/vehicles';
import type { AuthContext } from '../../core/auth-context.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../storage/file-store.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { createRecordDocuments } from '../documents/record-documents.js';
import { findVisibleVehicle } from './vehicle-access.js';
import { assertCertificateUntouched } from './vehicle-papers.js';
import type { VehiclesRepository } from './vehicles.repository.js';

/**
 * A vehicle's photos and certificates. An approved vehicle's certificates change only through
 * a renewal (vehicle-renewals.service.ts).
 */
export function createVehicleDocumentsService(deps: {
  vehicles: VehiclesRepository;
  documents: DocumentsService;
}) {
  const { vehicles, documents } = deps;
  const vehicleDocuments = createRecordDocuments(documents, 'vehicle', 'vehicles:write');

  return {
    async putDocument(
      caller: AuthContext,
      id: string,
      slot: VehicleDocumentSlot,
      bytes: Buffer,
      ip: string,
    ) {
      const { vehicle } = await findVisibleVehicle(vehicles, caller, id);
      assertCertificateUntouched(vehicle, slot);
      // Photos are images; the certificates (…Document slots) may also be PDFs.
      const types = slot.endsWith('Document') ? DOCUMENT_TYPES : IMAGE_TYPES;
      const record = { id, vendorIds: [vehicle.vendorId] };
      return vehicleDocuments.put(caller, record, slot, bytes, types, ip);
    },

    async openDocument(
      caller: AuthContext,
      id: string,
      slot: VehicleDocumentSlot,
      thumbnail: boolean,
    ) {
      await findVisibleVehicle(vehicles, caller, id);
      return documents.open({ type: 'vehicle', id }, slot, thumbnail);
    },

    async removeDocument(caller: AuthContext, id: string, slot: VehicleDocumentSlot, ip: string) {
      const { vehicle } = await findVisibleVehicle(vehicles, caller, id);
      assertCertificateUntouched(vehicle, slot);
      await vehicleDocuments.remove(caller, { id, vendorIds: [vehicle.vendorId] }, slot, ip);
    },
  };
}

export type VehicleDocumentsService = ReturnType<typeof createVehicleDocumentsService>;
