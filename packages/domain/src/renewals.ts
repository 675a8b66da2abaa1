import { z } from 'zod';
import { COMPLIANCE_ITEMS, type ComplianceItem } from './compliance';

/**
 * Renewing the papers of an approved vehicle or driver. Once a record is approved, its papers
 * (a validity date, the number on it, the scanned certificate) change only through a renewal
 * that the operator reviews; until it is approved, the old paper is the one that counts.
 */
export const RENEWAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const RenewalStatusSchema = z.enum(RENEWAL_STATUSES);
export type RenewalStatus = z.infer<typeof RenewalStatusSchema>;
/** The lists' filter: records with a renewal waiting for review. */
export const RENEWAL_FILTERS = ['Pending'] as const;
export const RenewalFilterSchema = z.enum(RENEWAL_FILTERS);

/** A vehicle's papers are its tracked compliance items, each with its certificate's slot. */
export const VEHICLE_PAPERS = COMPLIANCE_ITEMS;
export type VehiclePaper = ComplianceItem;
export const VEHICLE_PAPER_SLOTS = {
  roadTax: ['roadTaxDocument'],
  fitness: ['fitnessDocument'],
  permit: ['permitDocument'],
  insurance: ['insuranceDocument'],
  emission: ['emissionDocument'],
} as const satisfies Record<VehiclePaper, readonly string[]>;
/** Road tax has a date and a receipt but no number of its own. */
export const NUMBERED_VEHICLE_PAPERS: readonly VehiclePaper[] = [
  'fitness',
  'permit',
  'insurance',
  'emission',
];

/** A driver's papers: the licence (dated, both sides) and the police and medical certificates. */
export const DRIVER_PAPERS = ['licence', 'police', 'medical'] as const;
export type DriverPaper = (typeof DRIVER_PAPERS)[number];
export const DRIVER_PAPER_SLOTS = {
  licence: ['dlFront', 'dlBack'],
  police: ['policeCertificate'],
  medical: ['medicalCertificate'],
} as const satisfies Record<DriverPaper, readonly string[]>;
export const DATED_DRIVER_PAPERS: readonly DriverPaper[] = ['licence'];

/** Every document slot that belongs to a paper: on an approved record, only a renewal changes it. */
export const VEHICLE_PAPER_DOCUMENT_SLOTS = Object.values(VEHICLE_PAPER_SLOTS).flat();
export const DRIVER_PAPER_DOCUMENT_SLOTS = Object.values(DRIVER_PAPER_SLOTS).flat();
export const VehiclePaperSlotSchema = z.enum(VEHICLE_PAPER_DOCUMENT_SLOTS);
export const DriverPaperSlotSchema = z.enum(DRIVER_PAPER_DOCUMENT_SLOTS);

/** The paper a document slot belongs to, if any. */
export function paperOfSlot<P extends string>(
  slots: Record<P, readonly string[]>,
  slot: string,
): P | undefined {
  return (Object.keys(slots) as P[]).find((paper) => slots[paper].includes(slot));
}

const isoDate = z.iso.date('Use the format YYYY-MM-DD');

export const VehicleRenewalCreateSchema = z
  .object({
    paper: z.enum(VEHICLE_PAPERS),
    validTill: isoDate,
    /** The new paper's number (a new policy's); the old one is kept when left out. */
    number: z.string().trim().min(1).max(40).optional(),
  })
  .refine((renewal) => !renewal.number || NUMBERED_VEHICLE_PAPERS.includes(renewal.paper), {
    path: ['number'],
    message: 'This paper has no number',
  });
export type VehicleRenewalCreate = z.infer<typeof VehicleRenewalCreateSchema>;

export const DriverRenewalCreateSchema = z
  .object({ paper: z.enum(DRIVER_PAPERS), validTill: isoDate.optional() })
  .refine((renewal) => DATED_DRIVER_PAPERS.includes(renewal.paper) === Boolean(renewal.validTill), {
    path: ['validTill'],
    message: 'Give the date the new licence is valid till (only the licence has one)',
  });
export type DriverRenewalCreate = z.infer<typeof DriverRenewalCreateSchema>;

/**
 * A renewal as a record shows it: the one waiting for review, or the last one refused (with
 * its reason) until the paper is renewed again. Its documents are the new certificates.
 */
export function renewalSchemaOf<P extends z.ZodType, D extends z.ZodType>(paper: P, document: D) {
  return z.object({
    id: z.uuid(),
    paper,
    validTill: z.string().nullable(),
    number: z.string().nullable(),
    status: z.enum(['Pending', 'Rejected']),
    rejectionReason: z.string().nullable(),
    submittedAt: z.iso.datetime(),
    documents: z.array(document),
  });
}

/** A new paper's validity must reach today at least (India's date). */
export function renewalDateProblem(validTill: string, today: string): string | null {
  return validTill < today ? 'The new paper must still be valid today' : null;
}
