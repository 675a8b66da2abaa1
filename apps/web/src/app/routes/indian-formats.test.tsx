import type { AuditEntry } from '@raahi/domain/vendors';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DutyDrawer } from '../../features/duties/components/duty-drawer';
import { DriverDetailsSection } from '../../features/drivers/components/driver-details';
import { VendorHistory } from '../../features/vendors/components/detail/vendor-history';
import { makeDriver } from '../../test/drivers';
import { DUTY_ID, makeDuty } from '../../test/duties';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { renderAt } from '../../test/render-route';
import { VENDOR_ID } from '../../test/vendors';
import { AppProviders } from '../providers';
import { ComplianceCounts } from './dashboard/compliance-counts';

describe('Indian formats on screen', () => {
  it('groups a duty’s odometer and distance the Indian way, and its vehicle as plates read', async () => {
    const duty = makeDuty({
      status: 'Completed',
      vehicle: {
        id: 'e0000000-0000-4000-8000-000000000009',
        vehicleNumber: 'KA05MN4821',
        category: 'Sedan',
      },
      odometerStart: 124_500,
      odometerEnd: 124_542,
      distanceKm: 42,
    });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /trip/${DUTY_ID}`]: () => json(200, duty),
        [`GET /trip/${DUTY_ID}/audit`]: () => json(200, []),
      }).fetch,
    );
    renderAt(<DutyDrawer dutyId={DUTY_ID} role="admin" onClose={() => {}} />);
    expect(await screen.findByText('1,24,500 → 1,24,542 km')).toBeTruthy();
    expect(screen.getByText('42 km')).toBeTruthy();
    expect(screen.getByText('KA 05 MN 4821 · Sedan')).toBeTruthy();
  });

  it('writes a driving licence as state and RTO, then year and serial', () => {
    render(
      <AppProviders>
        <DriverDetailsSection
          driver={makeDriver({ dlNumber: 'KA0320120045871' })}
          section="identity"
        />
      </AppProviders>,
    );
    expect(screen.getByText('KA03 20120045871', { selector: 'dd' })).toBeTruthy();
  });

  it('counts with Indian grouping', () => {
    renderAt(
      <ComplianceCounts summary={{ valid: 123_456, expiring: 1_200, expired: 3, missing: 0 }} />,
    );
    const counts = screen.getByRole('list', { name: 'Vehicles by compliance' });
    expect(within(counts).getByText('1,23,456 valid')).toBeTruthy();
    expect(within(counts).getByText('1,200 expiring')).toBeTruthy();
  });

  it('shows a changed date in a history as dd/mm/yyyy', async () => {
    const entry: AuditEntry = {
      id: 'a0000000-0000-4000-8000-000000000001',
      action: 'updated',
      actorName: 'Ananya Rao',
      actorRole: 'admin',
      before: { ownerdob: '1980-05-17' },
      after: { ownerdob: '1981-05-17' },
      createdAt: '2026-11-26T04:30:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /accounts/vendors/${VENDOR_ID}/audit`]: () => json(200, [entry]) })
        .fetch,
    );
    renderAt(<VendorHistory vendorId={VENDOR_ID} />);
    expect(await screen.findByText('17/05/1980')).toBeTruthy();
    expect(screen.getByText('17/05/1981')).toBeTruthy();
    expect(screen.getByText('26/11/2026, 10:00 am')).toBeTruthy();
  });
});
