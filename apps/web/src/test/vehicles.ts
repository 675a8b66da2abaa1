import type { Vehicle } from '@raahi/domain/vehicles';

export const SHREE = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' };

/** A complete vehicle as GET /records/vehicles/:id returns it; override what the test is about. */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 'e1e10000-0000-4000-8000-000000000001',
    regId: 'VEH-000001',
    category: 'Sedan',
    brand: 'Maruti Suzuki',
    vehicleModelName: 'Dzire Tour S',
    color: 'White',
    vehicleNumber: 'KA05MN4821',
    fuelType: 'CNG',
    roadTaxValidTill: '2030-03-31',
    fitnessCertificate: { number: 'FC-4821', validTill: '2027-01-31' },
    permitNumber: 'KA-TP-4821',
    permitValidTill: '2027-06-30',
    insurance: { number: 'POL-MN4821', validTill: '2026-05-20' },
    emissionCertificate: { number: 'PUC-4821', validTill: '2026-04-01' },
    fireExtinguisher: true,
    firstAidKit: true,
    vendor: SHREE,
    driver: null,
    images: [],
    renewals: [],
    compliance: {
      overall: 'expired',
      items: [
        { item: 'roadTax', validTill: '2030-03-31', state: 'valid' },
        { item: 'fitness', validTill: '2027-01-31', state: 'valid' },
        { item: 'permit', validTill: '2027-06-30', state: 'valid' },
        { item: 'insurance', validTill: '2026-05-20', state: 'expiring' },
        { item: 'emission', validTill: '2026-04-01', state: 'expired' },
      ],
    },
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    rejectionReason: null,
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-02T04:30:00.000Z',
    ...overrides,
  };
}

export const vehiclePhoto = (
  overrides: Partial<Vehicle['images'][number]> = {},
): Vehicle['images'][number] => ({
  slot: 'frontImage',
  contentType: 'image/png',
  size: 2048,
  hasThumbnail: true,
  uploadedAt: '2026-05-01T05:00:00.000Z',
  ...overrides,
});
