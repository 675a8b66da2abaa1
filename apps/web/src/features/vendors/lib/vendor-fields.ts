import { formatPhone } from '@raahi/domain/formats';
import { VENDOR_FIELD_LABELS, VENDOR_HIDDEN_FIELDS, type Vendor } from '@raahi/domain/vendors';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { operationalAreaText } from './vendor-display';

export type LabelledVendorField = keyof typeof VENDOR_FIELD_LABELS;

const hidden: readonly string[] = VENDOR_HIDDEN_FIELDS;

/**
 * The vendor's fields the spec labels, in order, without those it hides from display (spec §3):
 * statuses appear as chips, services and companies in their own section.
 */
export const VENDOR_FIELDS = (Object.keys(VENDOR_FIELD_LABELS) as LabelledVendorField[]).filter(
  (field) => !hidden.includes(field),
);

/** A field as people read it: phones '+91-…', dates in IST, Aadhaar as the server masked it. */
export function vendorFieldText(vendor: Vendor, field: LabelledVendorField): string | null {
  switch (field) {
    case 'phone':
    case 'ownermobile':
      return formatPhone(vendor[field]) || null;
    case 'ownerdob':
      return formatDate(vendor.ownerdob) || null;
    case 'createdAt':
    case 'updatedAt':
      return formatDateTime(vendor[field]) || null;
    case 'operationalArea':
      return operationalAreaText(vendor.operationalArea) || null;
    case 'regId':
    case 'registrationType':
    case 'name':
    case 'email':
    case 'address':
    case 'gst':
    case 'pan':
    case 'aadhar':
    case 'elevatorStatement':
    case 'ownername':
    case 'owneremail':
      return vendor[field] || null;
  }
}
