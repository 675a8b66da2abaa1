import { RESTRICTED_DRIVER_DOCUMENTS, type DriverDocumentSlot } from '@raahi/domain/drivers';
import { isOperatorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { notFound } from '../../errors.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../storage/file-store.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { createRecordDocuments } from '../documents/record-documents.js';
import { findVisibleDriver } from './driver-access.js';
import { assertPaperDocumentUntouched } from './driver-papers.js';
import type { DriversRepository } from './drivers.repository.js';

/**
 * A driver's licence sides, certificates, Aadhaar images and live photo. An approved driver's
 * papers change only through a renewal (driver-renewals.service.ts).
 */
export function createDriverDocumentsService(deps: {
  drivers: DriversRepository;
  documents: DocumentsService;
}) {
  const { drivers, documents } = deps;
  const driverDocuments = createRecordDocuments(documents, 'driver', 'drivers:write');

  return {
    async putDocument(
      caller: AuthContext,
      id: string,
      slot: DriverDocumentSlot,
      bytes: Buffer,
      ip: string,
    ) {
      const driver = await findVisibleDriver(drivers, caller, id);
      assertPaperDocumentUntouched(driver, slot);
      const types = slot === 'livePhoto' ? IMAGE_TYPES : DOCUMENT_TYPES;
      const record = { id, vendorIds: driver.associatedVendors };
      return driverDocuments.put(caller, record, slot, bytes, types, ip);
    },

    /** Aadhaar images open only for the driver itself and the operator's reviewers. */
    async openDocument(
      caller: AuthContext,
      id: string,
      slot: DriverDocumentSlot,
      thumbnail: boolean,
    ) {
      const driver = await findVisibleDriver(drivers, caller, id);
      if (
        RESTRICTED_DRIVER_DOCUMENTS.includes(slot) &&
        !isOperatorRole(caller.role) &&
        driver.userId !== caller.userId
      ) {
        throw notFound('Document');
      }
      return documents.open({ type: 'driver', id }, slot, thumbnail);
    },

    async removeDocument(caller: AuthContext, id: string, slot: DriverDocumentSlot, ip: string) {
      const driver = await findVisibleDriver(drivers, caller, id);
      assertPaperDocumentUntouched(driver, slot);
      await driverDocuments.remove(caller, { id, vendorIds: driver.associatedVendors }, slot, ip);
    },
  };
}

export type DriverDocumentsService = ReturnType<typeof createDriverDocumentsService>;
