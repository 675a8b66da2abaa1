import { z } from 'zod';
import { listQuerySchema, pageOf, updateSchemaOf } from './api';
import { PersonNameSchema, PhoneSchema } from './contact';
import { isAdult } from './vendors';
import {
  LanguageSchema,
  ServiceTypeSchema,
  VehicleFacilitySchema,
  WorkScheduleSchema,
} from './enum-schemas';
import { DRIVER_PAPERS, RenewalFilterSchema, renewalSchemaOf } from './renewals';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const GenderSchema = z.enum(GENDERS);

/** Spec §3 driver image slots; livePhoto is the profile photo. */
export const DRIVER_DOCUMENT_SLOTS = [
  'dlFront',
  'dlBack',
  'displayCard',
  'policeCertificate',
  'medicalCertificate',
  'livePhoto',
  'aadharFrontImage',
  'aadharBackImage',
] as const;
export const DriverDocumentSlotSchema = z.enum(DRIVER_DOCUMENT_SLOTS);
export type DriverDocumentSlot = z.infer<typeof DriverDocumentSlotSchema>;
/** Needed before a driver can be submitted for review. */
export const REQUIRED_DRIVER_DOCUMENTS: readonly DriverDocumentSlot[] = [
  'dlFront',
  'dlBack',
  'livePhoto',
];
/** Aadhaar images: only the driver and the operator's reviewers may open them. */
export const RESTRICTED_DRIVER_DOCUMENTS: readonly DriverDocumentSlot[] = [
  'aadharFrontImage',
  'aadharBackImage',
];

export const TIMING_TYPES = ['24hrs', 'slots'] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');
export const TimingsSchema = z
  .object({
    type: z.enum(TIMING_TYPES).default('24hrs'),
    slots: z
      .array(z.object({ from: time, to: time }))
      .max(6)
      .default([]),
  })
  .refine((t) => t.type === '24hrs' || t.slots.length > 0, {
    path: ['slots'],
    message: 'Add at least one time slot',
  });

const isoDate = z.iso.date('Use the format YYYY-MM-DD');

/** What a driver record holds; created Staged with the identity fields, submitted when complete. */
const DriverFields = z.object({
  name: PersonNameSchema,
  dlNumber: z.string().trim().toUpperCase().max(20),
  dlIssueDate: isoDate.optional(),
  dlExpiry: isoDate,
  dob: isoDate.refine((dob) => isAdult(dob), 'A driver must be at least 18'),
  gender: GenderSchema,
  phonePrimary: PhoneSchema,
  phoneSecondary: PhoneSchema.optional(),
  /** The full number, checked and then kept only as its last four digits and a keyed hash. */
  aadharNumber: z.string().trim().max(20).optional(),
  pan: z.string().trim().toUpperCase().max(12).optional(),
  experienceYears: z.number().int().min(0).max(60).default(0),
  addressAadhar: z.string().trim().max(500).optional(),
  currentAddress: z.string().trim().max(500).optional(),
  about: z.string().trim().max(1000).optional(),
  emergencyContact: z.object({ name: PersonNameSchema, phone: PhoneSchema }).optional(),
  associatedCompanies: z.array(z.uuid()).max(50).default([]),
  /** Operators choose the vendor; a vendor's own drivers are always its. */
  associatedVendors: z.array(z.uuid()).max(10).default([]),
  timings: TimingsSchema.default({ type: '24hrs', slots: [] }),
  preferredWorkSchedules: z.array(WorkScheduleSchema).max(3).default([]),
  languagesKnown: z.array(LanguageSchema).max(9).default([]),
  serviceTypes: z.array(ServiceTypeSchema).max(7).default([]),
  vehicleFacilities: z.array(VehicleFacilitySchema).max(7).default([]),
});

export const DriverCreateSchema = DriverFields;
export type DriverCreate = z.infer<typeof DriverCreateSchema>;

export const DriverUpdateSchema = updateSchemaOf(DriverFields);
export type DriverUpdate = z.infer<typeof DriverUpdateSchema>;

export const DriverDocumentSchema = z.object({
  slot: DriverDocumentSlotSchema,
  contentType: z.string(),
  size: z.number().int(),
  hasThumbnail: z.boolean(),
  uploadedAt: z.iso.datetime(),
});

export const DriverRenewalSchema = renewalSchemaOf(z.enum(DRIVER_PAPERS), DriverDocumentSchema);
export type DriverRenewal = z.infer<typeof DriverRenewalSchema>;

export const DriverSchema = z.object({
  id: z.uuid(),
  regId: z.string(),
  userId: z.uuid(),
  name: z.string(),
  dlNumber: z.string(),
  dlIssueDate: z.string().nullable(),
  dlExpiry: z.string(),
  aadharNumber: z.string().nullable(),
  pan: z.string().nullable(),
  experienceYears: z.number().int(),
  phonePrimary: z.string(),
  phoneSecondary: z.string().nullable(),
  addressAadhar: z.string().nullable(),
  currentAddress: z.string().nullable(),
  about: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  dob: z.string(),
  gender: GenderSchema,
  associatedCompanies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  associatedVendors: z.array(z.object({ id: z.uuid(), name: z.string() })),
  timings: z.object({
    type: z.enum(TIMING_TYPES),
    slots: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  vehicle: z.object({ id: z.uuid(), vehicleNumber: z.string() }).nullable(),
  preferredWorkSchedules: z.array(z.string()),
  languagesKnown: z.array(z.string()),
  serviceTypes: z.array(z.string()),
  vehicleFacilities: z.array(z.string()),
  images: z.array(DriverDocumentSchema),
  /** Papers renewed and waiting for review, or refused last time (see renewals). */
  renewals: z.array(DriverRenewalSchema),
  accountStatus: AccountStatusSchema,
  approvalStatus: ApprovalStatusSchema,
  vehicleApprovalStatus: ApprovalStatusSchema.nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Driver = z.infer<typeof DriverSchema>;

export const DRIVER_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'regId',
  '-regId',
] as const;
export const DriverListQuerySchema = listQuerySchema({
  approvalStatus: ApprovalStatusSchema.optional(),
  accountStatus: AccountStatusSchema.optional(),
  language: LanguageSchema.optional(),
  serviceType: ServiceTypeSchema.optional(),
  workSchedule: WorkScheduleSchema.optional(),
  vendorId: z.uuid().optional(),
  renewal: RenewalFilterSchema.optional(),
}).extend({ sort: z.enum(DRIVER_SORTS).default('-createdAt') });
export type DriverListQuery = z.infer<typeof DriverListQuerySchema>;

export const DriverListItemSchema = DriverSchema.pick({
  id: true,
  regId: true,
  name: true,
  phonePrimary: true,
  dlNumber: true,
  languagesKnown: true,
  serviceTypes: true,
  approvalStatus: true,
  accountStatus: true,
  vehicle: true,
  createdAt: true,
}).extend({ hasPhoto: z.boolean(), vendorNames: z.array(z.string()) });
export type DriverListItem = z.infer<typeof DriverListItemSchema>;
export const DriverPageSchema = pageOf(DriverListItemSchema);
export type DriverPage = z.infer<typeof DriverPageSchema>;

export const ValidateDlSchema = z.object({
  dlNumber: z.string().trim().min(1).max(25),
  dob: isoDate.optional(),
  issueDate: isoDate.optional(),
  expiry: isoDate.optional(),
});
