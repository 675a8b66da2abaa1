import {
  DRIVER_PAPER_DOCUMENT_SLOTS,
  DRIVER_PAPER_SLOTS,
  type DriverPaper,
} from '@raahi/domain/renewals';
import type { DriverDocumentSlot, DriverUpdate } from '@raahi/domain/drivers';
import type { DocumentView, RenewalView } from '../../db/related.js';
import { AppError } from '../../errors.js';
import type { DriverRow } from './drivers.repository.js';

const RENEW_INSTEAD =
  'The papers of an approved driver change only through Renew, which the operator reviews';

/**
 * Refuses a change to an approved driver's licence validity (409). Sending it unchanged is
 * fine: the wizard saves a whole step at a time.
 */
export function assertLicenceUntouched(before: DriverRow, changes: DriverUpdate) {
  if (
    before.approvalStatus === 'Approved' &&
    changes.dlExpiry !== undefined &&
    changes.dlExpiry !== before.dlExpiry
  ) {
    throw new AppError('CONFLICT', RENEW_INSTEAD, { field: 'dlExpiry' });
  }
}

/** Refuses an upload or removal of an approved driver's licence or certificates outside a renewal. */
export function assertPaperDocumentUntouched(driver: DriverRow, slot: string) {
  if (
    driver.approvalStatus === 'Approved' &&
    (DRIVER_PAPER_DOCUMENT_SLOTS as readonly string[]).includes(slot)
  ) {
    throw new AppError('CONFLICT', RENEW_INSTEAD, { field: slot });
  }
}

/** The renewals a driver shows, each pending one with its new documents. */
export function shownRenewals(renewals: RenewalView[], waiting: DocumentView[]) {
  return renewals.map((renewal) => {
    const paper = renewal.paper as DriverPaper;
    const slots: readonly string[] = DRIVER_PAPER_SLOTS[paper];
    return {
      ...renewal,
      paper,
      documents:
        renewal.status === 'Pending'
          ? waiting
              .filter((document) => slots.includes(document.slot))
              .map((document) => ({ ...document, slot: document.slot as DriverDocumentSlot }))
          : [],
    };
  });
}
