import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import type { Vehicle, VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { complianceDay, complianceOf } from './vehicle-compliance.js';
import { shownRenewals } from './vehicle-papers.js';
import type { VehicleDetails, VehicleListRow } from './vehicles.repository.js';

/** A vehicle as a list row shows it; `day` is worked out once for a whole page. */
export function toVehicleSummary(
  { vehicle, vendorName, driverName, driverRegId }: VehicleListRow,
  day = complianceDay(),
) {
  return {
    id: vehicle.id,
    regId: vehicle.regId,
    category: vehicle.category as Vehicle['category'],
    brand: vehicle.brand,
    vehicleModelName: vehicle.vehicleModelName,
    vehicleNumber: vehicle.vehicleNumber,
    fuelType: vehicle.fuelType as Vehicle['fuelType'],
    vendor: { id: vehicle.vendorId, name: vendorName },
    driver:
      vehicle.driverId && driverName && driverRegId
        ? { id: vehicle.driverId, name: driverName, regId: driverRegId }
        : null,
    compliance: complianceOf(vehicle, day),
    approvalStatus: vehicle.approvalStatus as ApprovalStatus,
    accountStatus: vehicle.accountStatus as AccountStatus,
    createdAt: vehicle.createdAt.toISOString(),
  };
}

/** A vehicle's page: its summary with its papers, documents and renewals. */
export function toVehicle(found: VehicleDetails): Vehicle {
  const { vehicle, images } = found;
  // Object.assign, not a spread: `{ ...toVehicleSummary(found), … }` made this GET a third slower.
  return Object.assign(toVehicleSummary(found), {
    color: vehicle.color,
    roadTaxValidTill: vehicle.roadTaxValidTill,
    fitnessCertificate: vehicle.fitnessCertificate,
    permitNumber: vehicle.permitNumber,
    permitValidTill: vehicle.permitValidTill,
    insurance: vehicle.insurance,
    emissionCertificate: vehicle.emissionCertificate,
    fireExtinguisher: vehicle.fireExtinguisher,
    firstAidKit: vehicle.firstAidKit,
    images: images.map((image) => ({ ...image, slot: image.slot as VehicleDocumentSlot })),
    renewals: shownRenewals(found.renewals, found.renewalDocuments),
    rejectionReason: vehicle.rejectionReason,
    updatedAt: vehicle.updatedAt.toISOString(),
  });
}
