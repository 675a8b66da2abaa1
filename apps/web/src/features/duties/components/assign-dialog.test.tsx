import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeDuty, DUTY_ID } from '../../../test/duties';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { AssignDialog } from './assign-dialog';

const RAVI = 'b0000000-0000-4000-8000-000000000001';
const SURESH = 'b0000000-0000-4000-8000-000000000002';
const OWN_CAR = 'e0000000-0000-4000-8000-000000000001';
const OTHER_CAR = 'e0000000-0000-4000-8000-000000000002';
const OLD_CAR = 'e0000000-0000-4000-8000-000000000003';

const eligibility = {
  drivers: [
    {
      id: SURESH,
      name: 'Suresh Babu',
      regId: 'DRV-000002',
      vehicleId: null,
      reasons: ['busy', 'compliance-expired'],
    },
    { id: RAVI, name: 'Ravi Kumar', regId: 'DRV-000001', vehicleId: OWN_CAR, reasons: [] },
  ],
  vehicles: [
    { id: OTHER_CAR, vehicleNumber: 'KA01CD5678', category: 'Sedan', reasons: [] },
    { id: OWN_CAR, vehicleNumber: 'KA01AB1234', category: 'Sedan', reasons: [] },
    {
      id: OLD_CAR,
      vehicleNumber: 'KA01EF9999',
      category: 'Hatchback',
      reasons: ['wrong-category'],
    },
  ],
};

describe('the assignment dialog', () => {
  it('offers the free drivers and vehicles, lists the others disabled with their reasons', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /trip/${DUTY_ID}/eligible`]: () => json(200, eligibility),
      [`POST /trip/${DUTY_ID}/assign`]: () => json(200, makeDuty({ status: 'Assigned' })),
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderAt(<AssignDialog duty={makeDuty()} onClose={onClose} />);

    const drivers = await screen.findByRole('radiogroup', { name: 'Driver' });
    const ravi = within(drivers).getByRole('radio', { name: /Ravi Kumar/ });
    const suresh = within(drivers).getByRole('radio', { name: /Suresh Babu/ });
    expect((ravi as HTMLInputElement).disabled).toBe(false);
    expect((suresh as HTMLInputElement).disabled).toBe(true);
    expect(within(drivers).getByText(/busy at this time, documents expired/)).toBeTruthy();
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle' });
    expect(
      within(vehicles).getByRole<HTMLInputElement>('radio', { name: /KA 01 EF 9999/ }).disabled,
    ).toBe(true);
    expect(within(vehicles).getByText(/wrong vehicle category/)).toBeTruthy();
    const assign = screen.getByRole('button', { name: 'Assign driver & vehicle' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);

    // Choosing Ravi brings his own car along.
    fireEvent.click(ravi);
    const own = within(vehicles).getByRole<HTMLInputElement>('radio', { name: /KA 01 AB 1234/ });
    expect(own.checked).toBe(true);
    expect(within(vehicles).getByText(/the driver's own vehicle/)).toBeTruthy();

    fireEvent.click(assign);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      driverId: RAVI,
      vehicleId: OWN_CAR,
    });
  });

  it('says which duty the driver was booked on meanwhile, in the server’s words', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /trip/${DUTY_ID}/eligible`]: () => json(200, eligibility),
        [`POST /trip/${DUTY_ID}/assign`]: () =>
          apiError(
            409,
            'DRIVER_BUSY',
            'Ravi Kumar is already on duty DTY-000009 from 03/06/2026 09:00 to 11:00',
            { dutyId: 'd0000000-0000-4000-8000-000000000009', regId: 'DTY-000009' },
          ),
      }).fetch,
    );
    renderAt(<AssignDialog duty={makeDuty()} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Ravi Kumar/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign driver & vehicle' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ravi Kumar is already on duty DTY-000009 from 03/06/2026 09:00 to 11:00',
    );
  });
});
