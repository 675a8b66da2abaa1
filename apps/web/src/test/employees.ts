import type { Employee } from '@raahi/domain/employees';

/** A staff account as the employees API returns it; override what the test is about. */
export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 'e3a1c7e2-0000-4000-8000-000000000101',
    regId: 'EMP-000101',
    role: 'VENDOR_USER',
    name: 'Naveen Kumar',
    email: 'naveen@shreetravels.demo',
    phone: '9845000103',
    jobRole: 'fleet_supervisor',
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    mustChangePassword: false,
    vendorId: 'a1b2c3d4-0000-4000-8000-000000000001',
    createdBy: { id: 'b8f1c7e2-0000-4000-8000-000000000001', name: 'Ramesh Gowda' },
    createdAt: '2026-05-04T06:30:00.000Z',
    ...overrides,
  };
}

export function pageOf(items: Employee[], page = 1, pageSize = 20, total = items.length) {
  return { items, total, page, pageSize };
}
