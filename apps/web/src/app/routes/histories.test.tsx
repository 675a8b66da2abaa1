import type { AuditEntry } from '@raahi/domain/vendors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DutyDrawer } from '../../features/duties/components/duty-drawer';
import { EmployeeHistory } from '../../features/employees/components/employee-history';
import { VehicleAudit } from '../../features/vehicles/components/vehicle-audit';
import { VendorHistory } from '../../features/vendors/components/detail/vendor-history';
import { DUTY_ID, makeDuty } from '../../test/duties';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { renderAt } from '../../test/render-route';
import { VENDOR_ID } from '../../test/vendors';

const ID = 'e0000000-0000-4000-8000-000000000001';
let serial = 0;

function entry(action: string, before: unknown, after: unknown): AuditEntry {
  serial += 1;
  return {
    id: `a0000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    action,
    actorName: 'Asha Rao',
    actorRole: 'admin',
    before,
    after,
    createdAt: '2026-06-01T04:00:00.000Z',
  };
}

/** An old save that moved nothing, and an action no catalogue knows yet. */
const noise = () => [
  entry('updated', { notes: 'Gate 2', name: 'Same' }, { notes: 'Gate 2', name: 'Same' }),
  entry('renewal-approved', null, null),
];

function serve(path: string, history: AuditEntry[]) {
  vi.stubGlobal('fetch', createFakeFetch({ [`GET ${path}`]: () => json(200, history) }).fetch);
}

/** The history reads as words: no raw keys, no saves that changed nothing. */
async function expectSentences(list: HTMLElement, expected: string[], entries: number) {
  for (const text of expected) expect(within(list).getByText(text)).toBeTruthy();
  expect(within(list).getByText('Renewal approved')).toBeTruthy();
  expect(list.textContent).not.toMatch(/renewal-approved|driver-assigned|Saved with no changes/);
  expect(within(list).getAllByRole('listitem')).toHaveLength(entries + 1);
}

describe('histories', () => {
  it("tell a vehicle's driver assignments as sentences", async () => {
    serve(`/records/vehicles/${ID}/audit`, [
      ...noise(),
      entry('driver-unassigned', { driverId: ID }, null),
      entry('driver-assigned', null, { driverId: ID, driverName: 'Suresh Naik' }),
      entry('updated', { color: 'White', fuelType: 'CNG' }, { color: 'Silver', fuelType: 'CNG' }),
    ]);
    renderAt(<VehicleAudit vehicleId={ID} />);
    await screen.findByText('Driver assigned');
    await expectSentences(
      screen.getByRole('list'),
      ['Driver taken off this vehicle', 'Suresh Naik drives this vehicle now.', 'Changed: Colour'],
      3,
    );
  });

  it("tell a vendor's changes field by field, only those that moved", async () => {
    serve(`/accounts/vendors/${VENDOR_ID}/audit`, [
      ...noise(),
      entry(
        'updated',
        { name: 'Shree', phone: '9845012345' },
        { name: 'Shree Travels', phone: '9845012345' },
      ),
    ]);
    renderAt(<VendorHistory vendorId={VENDOR_ID} />);
    await screen.findByText('Details changed');
    const list = screen.getByRole('list');
    await expectSentences(list, ['Details changed'], 1);
    expect(list.textContent).not.toMatch(/9845012345/);
  });

  it("tell an employee's sign-ins and own changes", async () => {
    serve(`/records/employees/${ID}/audit`, [
      ...noise(),
      entry('signed-in', null, { method: 'password' }),
      entry(
        'profile-updated',
        { name: 'Kavya', phone: '9845000104' },
        { name: 'Kavya S', phone: '9845000104' },
      ),
    ]);
    renderAt(<EmployeeHistory userId={ID} />);
    await screen.findByText('Signed in');
    const list = screen.getByRole('list');
    await expectSentences(
      list,
      ['Signed in', 'Changed their own details', 'Name: Kavya → Kavya S'],
      2,
    );
    expect(list.textContent).not.toMatch(/Phone/);
  });

  it("tell a duty's edits without empty ones", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /trip/${DUTY_ID}`]: () => json(200, makeDuty()),
        [`GET /trip/${DUTY_ID}/audit`]: () =>
          json(200, [
            ...noise(),
            entry('assign-vendor', { status: 'Requested' }, { status: 'Requested', vendorId: ID }),
          ]),
      }).fetch,
    );
    renderAt(<DutyDrawer dutyId={DUTY_ID} role="admin" onClose={() => {}} />);
    const title = await screen.findByText('Vendor assigned');
    const list = title.closest('ol')!;
    await expectSentences(list, ['Vendor assigned'], 1);
  });
});
