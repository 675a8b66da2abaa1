import type { Driver } from '@raahi/domain/drivers';

/** A complete driver as GET /accounts/drivers/:id returns it; override what the test is about. */
export function makeDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 'd71e0000-0000-4000-8000-000000000001',
    regId: 'DRV-000001',
    userId: 'd71e0000-0000-4000-8000-0000000000a1',
    name: 'Manjunath Kumar',
    dlNumber: 'KA0320120045871',
    dlIssueDate: '2012-03-14',
    dlExpiry: '2036-03-31',
    aadharNumber: 'XXXX XXXX 2346',
    pan: null,
    experienceYears: 12,
    phonePrimary: '9900100001',
    phoneSecondary: null,
    addressAadhar: '14, 2nd Main, Rajajinagar, Bengaluru 560010',
    currentAddress: '14, 2nd Main, Rajajinagar, Bengaluru 560010',
    about: null,
    emergencyContact: { name: 'Savitha Kumar', phone: '8900100001' },
    dob: '1985-06-12',
    gender: 'Male',
    associatedCompanies: [],
    associatedVendors: [{ id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' }],
    timings: { type: '24hrs', slots: [] },
    vehicle: null,
    preferredWorkSchedules: ['Weekdays'],
    languagesKnown: ['Kannada', 'English'],
    serviceTypes: ['Airport Transport'],
    vehicleFacilities: [],
    images: [],
    renewals: [],
    accountStatus: 'Active',
    approvalStatus: 'Approved',
    vehicleApprovalStatus: null,
    rejectionReason: null,
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-02T04:30:00.000Z',
    ...overrides,
  };
}

export const photo = (
  overrides: Partial<Driver['images'][number]> = {},
): Driver['images'][number] => ({
  slot: 'livePhoto',
  contentType: 'image/png',
  size: 2048,
  hasThumbnail: true,
  uploadedAt: '2026-05-01T05:00:00.000Z',
  ...overrides,
});
