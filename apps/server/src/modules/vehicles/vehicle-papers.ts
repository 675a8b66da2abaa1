import {
  VEHICLE_PAPER_DOCUMENT_SLOTS,
  VEHICLE_PAPER_SLOTS,
  type VehiclePaper,
} from '@raahi/domain/renewals';
import type { VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentView, RenewalView } from '../../db/related.js';
import { AppError } from '../../errors.js';
import type { NewVehicle, VehicleRow } from './vehicles.repository.js';

/** The columns that hold a vehicle's papers: on an approved vehicle only a renewal changes them. */
const PAPER_COLUMNS = [
  'roadTaxValidTill',
  'fitnessCertificate',
  'permitNumber',
  'permitValidTill',
  'insurance',
  'emissionCertificate',
] as const satisfies readonly (keyof VehicleRow)[];

const RENEW_INSTEAD =
  'The papers of an approved vehicle change only through Renew, which the operator reviews';

/**
 * Refuses a change to an approved vehicle's papers (409, naming the first field). Sending a
 * paper unchanged is fine: the wizard saves a whole step at a time.
 */
export function assertPapersUntouched(before: VehicleRow, next: Partial<NewVehicle>) {
  if (before.approvalStatus !== 'Approved') return;
  const touched = PAPER_COLUMNS.find(
    (column) => column in next && !isDeepStrictEqual(next[column] ?? null, before[column]),
  );
  if (touched) throw new AppError('CONFLICT', RENEW_INSTEAD, { field: touched });
}

/** Refuses an upload or removal of an approved vehicle's certificate outside a renewal. */
export function assertCertificateUntouched(vehicle: VehicleRow, slot: string) {
  if (
    vehicle.approvalStatus === 'Approved' &&
    (VEHICLE_PAPER_DOCUMENT_SLOTS as readonly string[]).includes(slot)
  ) {
    throw new AppError('CONFLICT', RENEW_INSTEAD, { field: slot });
  }
}

/** A paper as the vehicle holds it: its date and number, for the audit log. */
export function paperOf(
  row: VehicleRow,
  paper: VehiclePaper,
): { validTill: string | null; number: string | null } {
  switch (paper) {
    case 'roadTax':
      return { validTill: row.roadTaxValidTill, number: null };
    case 'fitness':
      return row.fitnessCertificate;
    case 'permit':
      return { validTill: row.permitValidTill, number: row.permitNumber };
    case 'insurance':
      return row.insurance;
    case 'emission':
      return row.emissionCertificate;
  }
}

/** What a renewal brings: the paper and its new date and number. */
interface Renewal {
  paper: string;
  validTill: string | null;
  number: string | null;
}

/** The columns an approved renewal writes; a renewal without a number keeps the old one. */
export function renewedColumns(row: VehicleRow, renewal: Renewal): Partial<NewVehicle> {
  const paper = renewal.paper as VehiclePaper;
  const validTill = renewal.validTill;
  const number = renewal.number ?? paperOf(row, paper).number;
  switch (paper) {
    case 'roadTax':
      return { roadTaxValidTill: validTill };
    case 'fitness':
      return { fitnessCertificate: { number, validTill } };
    case 'permit':
      return { permitValidTill: validTill, permitNumber: number };
    case 'insurance':
      return { insurance: { number, validTill } };
    case 'emission':
      return { emissionCertificate: { number, validTill } };
  }
}

/** The renewals a vehicle shows, each pending one with its new certificate. */
export function shownRenewals(renewals: RenewalView[], waiting: DocumentView[]) {
  return renewals.map((renewal) => {
    const paper = renewal.paper as VehiclePaper;
    const slots: readonly string[] = VEHICLE_PAPER_SLOTS[paper];
    return {
      ...renewal,
      paper,
      documents:
        renewal.status === 'Pending'
          ? waiting
              .filter((document) => slots.includes(document.slot))
              .map((document) => ({ ...document, slot: document.slot as VehicleDocumentSlot }))
          : [],
    };
  });
}
