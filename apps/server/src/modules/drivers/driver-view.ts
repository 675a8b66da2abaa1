import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { maskAadhaar } from '@raahi/domain/kyc';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import { shownRenewals } from './driver-papers.js';
import type { DriverDetails, DriverListRow } from './drivers.repository.js';

/** A driver's page: its row with its documents, renewals and the names it shows. */
export function toDriver(details: DriverDetails): Driver {
  const { driver: row, images, vendorNames, companyNames, vehicleNumber } = details;
  return {
    id: row.id,
    regId: row.regId,
    userId: row.userId,
    name: row.name,
    dlNumber: row.dlNumber,
    dlIssueDate: row.dlIssueDate,
    dlExpiry: row.dlExpiry,
    aadharNumber: row.aadharLast4 ? maskAadhaar(row.aadharLast4) : null,
    pan: row.pan,
    experienceYears: row.experienceYears,
    phonePrimary: row.phonePrimary,
    phoneSecondary: row.phoneSecondary,
    addressAadhar: row.addressAadhar,
    currentAddress: row.currentAddress,
    about: row.about,
    emergencyContact: row.emergencyContact,
    dob: row.dob,
    gender: row.gender as Driver['gender'],
    associatedCompanies: companyNames,
    associatedVendors: vendorNames,
    timings: row.timings,
    vehicle: row.vehicleId && vehicleNumber ? { id: row.vehicleId, vehicleNumber } : null,
    preferredWorkSchedules: row.preferredWorkSchedules,
    languagesKnown: row.languagesKnown,
    serviceTypes: row.serviceTypes,
    vehicleFacilities: row.vehicleFacilities,
    images: images.map((image) => ({ ...image, slot: image.slot as DriverDocumentSlot })),
    renewals: shownRenewals(details.renewals, details.renewalDocuments),
    accountStatus: row.accountStatus as AccountStatus,
    approvalStatus: row.approvalStatus as ApprovalStatus,
    vehicleApprovalStatus: (row.vehicleApprovalStatus as ApprovalStatus | null) ?? null,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A driver as a list row shows it. */
export function toDriverListRow({ driver, hasPhoto, vendorNames, vehicleNumber }: DriverListRow) {
  return {
    id: driver.id,
    regId: driver.regId,
    name: driver.name,
    phonePrimary: driver.phonePrimary,
    dlNumber: driver.dlNumber,
    languagesKnown: driver.languagesKnown,
    serviceTypes: driver.serviceTypes,
    approvalStatus: driver.approvalStatus as ApprovalStatus,
    accountStatus: driver.accountStatus as AccountStatus,
    vehicle: driver.vehicleId && vehicleNumber ? { id: driver.vehicleId, vehicleNumber } : null,
    createdAt: driver.createdAt.toISOString(),
    hasPhoto,
    vendorNames,
  };
}
