import type { Vendor } from '@raahi/domain/vendors';

export const VENDOR_ID = '7e1d0000-0000-4000-8000-000000000101';

/** A complete vendor as the server answers it; override what the test is about. */
export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: VENDOR_ID,
    regId: 'VEN-000101',
    registrationType: 'Partnership',
    name: 'Shree Travels',
    email: 'ramesh@shreetravels.demo',
    phone: '9845000101',
    address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
    gst: '29AAHFS4821K1Z1',
    pan: 'AAHFS4821K',
    aadhar: 'XXXX XXXX 2346',
    operationalArea: [{ state: 'KA', cities: ['Bengaluru', 'Mysuru'] }],
    associatedCompanies: [
      { id: '0c0a0000-0000-4000-8000-000000000001', name: 'Nimbus Technologies' },
    ],
    serviceTypes: ['Employee Pick & Drop', 'Airport Transport'],
    elevatorStatement: 'Reliable cabs across Bengaluru since 2009.',
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    rejectionReason: null,
    ownername: 'Ramesh Gowda',
    ownermobile: '9845000101',
    ownerdob: '1978-03-14',
    owneremail: 'ramesh@shreetravels.demo',
    ownerUserId: 'b8f1c7e2-0000-4000-8000-000000000001',
    submittedAt: '2026-03-02T04:30:00.000Z',
    createdAt: '2026-03-02T04:30:00.000Z',
    updatedAt: '2026-03-04T09:35:00.000Z',
    ...overrides,
  };
}
