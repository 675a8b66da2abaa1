import { z } from 'zod';
import { listQuerySchema, pageOf, updateSchemaOf } from './api';
import { COMPLIANCE_ITEMS, ComplianceStateSchema } from './compliance';
import { FuelTypeSchema, VehicleCategorySchema } from './enum-schemas';
import { RenewalFilterSchema, renewalSchemaOf, VEHICLE_PAPERS } from './renewals';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';

/** Spec §3 vehicle image slots. */
export const VEHICLE_IMAGE_SLOTS = [
  'frontImage',
  'backImage',
  'leftImage',
  'rightImage',
  'interior1',
  'interior2',
  'firstAidKit',
  'emissionImage',
  'rcFront',
  'rcBack',
] as const;
/** The certificates behind each tracked paper. */
export const COMPLIANCE_DOCUMENT_SLOTS = [
  'roadTaxDocument',
  'fitnessDocument',
  'permitDocument',
  'insuranceDocument',
  'emissionDocument',
] as const;
export const VEHICLE_DOCUMENT_SLOTS = [
  ...VEHICLE_IMAGE_SLOTS,
  ...COMPLIANCE_DOCUMENT_SLOTS,
] as const;
export const VehicleDocumentSlotSchema = z.enum(VEHICLE_DOCUMENT_SLOTS);
export type VehicleDocumentSlot = z.infer<typeof VehicleDocumentSlotSchema>;
export const REQUIRED_VEHICLE_DOCUMENTS: readonly VehicleDocumentSlot[] = [
  'frontImage',
  'backImage',
  'rcFront',
  'rcBack',
];

const isoDate = z.iso.date('Use the format YYYY-MM-DD');
const Certificate = z.object({
  number: z.string().trim().max(40).optional(),
  validTill: isoDate.optional(),
});

const VehicleFields = z.object({
  category: VehicleCategorySchema,
  brand: z.string().trim().min(2).max(40),
  vehicleModelName: z.string().trim().min(1).max(60),
  color: z.string().trim().min(2).max(30),
  vehicleNumber: z.string().trim().max(20),
  fuelType: FuelTypeSchema,
  roadTaxValidTill: isoDate.optional(),
  fitnessCertificate: Certificate.optional(),
  permitNumber: z.string().trim().max(40).optional(),
  permitValidTill: isoDate.optional(),
  insurance: Certificate.optional(),
  emissionCertificate: Certificate.optional(),
  fireExtinguisher: z.boolean().default(false),
  firstAidKit: z.boolean().default(false),
  /** Operators name the owning vendor; a vendor's vehicles are always its own. */
  vendorId: z.uuid().optional(),
});

export const VehicleCreateSchema = VehicleFields;
export type VehicleCreate = z.infer<typeof VehicleCreateSchema>;
export const VehicleUpdateSchema = updateSchemaOf(VehicleFields.omit({ vendorId: true }));
export type VehicleUpdate = z.infer<typeof VehicleUpdateSchema>;

export const VehicleComplianceSchema = z.object({
  overall: ComplianceStateSchema,
  items: z.array(
    z.object({
      item: z.enum(COMPLIANCE_ITEMS),
      validTill: z.string().nullable(),
      state: ComplianceStateSchema,
    }),
  ),
});

export const VehicleDocumentSchema = z.object({
  slot: VehicleDocumentSlotSchema,
  contentType: z.string(),
  size: z.number(),
  hasThumbnail: z.boolean(),
  uploadedAt: z.iso.datetime(),
});
export const VehicleRenewalSchema = renewalSchemaOf(z.enum(VEHICLE_PAPERS), VehicleDocumentSchema);
export type VehicleRenewal = z.infer<typeof VehicleRenewalSchema>;

export const VehicleSchema = z.object({
  id: z.uuid(),
  regId: z.string(),
  category: VehicleCategorySchema,
  brand: z.string(),
  vehicleModelName: z.string(),
  color: z.string(),
  vehicleNumber: z.string(),
  fuelType: FuelTypeSchema,
  roadTaxValidTill: z.string().nullable(),
  fitnessCertificate: z.object({ number: z.string().nullable(), validTill: z.string().nullable() }),
  permitNumber: z.string().nullable(),
  permitValidTill: z.string().nullable(),
  insurance: z.object({ number: z.string().nullable(), validTill: z.string().nullable() }),
  emissionCertificate: z.object({
    number: z.string().nullable(),
    validTill: z.string().nullable(),
  }),
  fireExtinguisher: z.boolean(),
  firstAidKit: z.boolean(),
  vendor: z.object({ id: z.uuid(), name: z.string() }),
  driver: z.object({ id: z.uuid(), name: z.string(), regId: z.string() }).nullable(),
  images: z.array(VehicleDocumentSchema),
  compliance: VehicleComplianceSchema,
  /** Papers renewed and waiting for review, or refused last time (see renewals). */
  renewals: z.array(VehicleRenewalSchema),
  approvalStatus: ApprovalStatusSchema,
  accountStatus: AccountStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const VEHICLE_SORTS = [
  'vehicleNumber',
  '-vehicleNumber',
  'createdAt',
  '-createdAt',
  'nextExpiry',
  '-nextExpiry',
] as const;
export const VehicleListQuerySchema = listQuerySchema({
  category: VehicleCategorySchema.optional(),
  fuelType: FuelTypeSchema.optional(),
  compliance: ComplianceStateSchema.optional(),
  vendorId: z.uuid().optional(),
  approvalStatus: ApprovalStatusSchema.optional(),
  accountStatus: AccountStatusSchema.optional(),
  renewal: RenewalFilterSchema.optional(),
}).extend({ sort: z.enum(VEHICLE_SORTS).default('-createdAt') });
export type VehicleListQuery = z.infer<typeof VehicleListQuerySchema>;

export const VehicleListItemSchema = VehicleSchema.pick({
  id: true,
  regId: true,
  category: true,
  brand: true,
  vehicleModelName: true,
  vehicleNumber: true,
  fuelType: true,
  vendor: true,
  driver: true,
  compliance: true,
  approvalStatus: true,
  accountStatus: true,
  createdAt: true,
});
export type VehicleListItem = z.infer<typeof VehicleListItemSchema>;
export const VehiclePageSchema = pageOf(VehicleListItemSchema);
export type VehiclePage = z.infer<typeof VehiclePageSchema>;

export const ComplianceSummarySchema = z.object({
  valid: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
  missing: z.number().int(),
});
export type ComplianceSummary = z.infer<typeof ComplianceSummarySchema>;

export const AssignDriverSchema = z.object({ driverId: z.uuid() });
export const ValidateRcSchema = z.object({ vehicleNumber: z.string().trim().min(1).max(20) });
