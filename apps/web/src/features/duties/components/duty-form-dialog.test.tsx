import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { typeDate } from '../../../test/date-field';
import { COMPANY, makeDuty } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { DutyFormDialog } from './duty-form-dialog';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe('the booking dialog', () => {
  it('refuses an end before the start, then books in India time', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /companies': () => json(200, [COMPANY]),
      'GET /trip/eligible-vendors': () => json(200, []),
      'POST /trip/create-trip': () => json(201, makeDuty()),
    });
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderAt(
      <DutyFormDialog
        operator
        defaults={{ scheduledStart: '2026-06-03T09:30', scheduledEnd: '2026-06-03T08:00' }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    await choose('Company', 'Infosys');
    await choose('Service type', 'Airport Transport');
    await choose('Vehicle category', 'Sedan');
    fireEvent.change(screen.getByLabelText(/Pickup address/), {
      target: { value: 'Whitefield, Bengaluru' },
    });
    fireEvent.change(screen.getByLabelText(/Drop address/), {
      target: { value: 'Kempegowda International Airport' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book duty' }));
    expect(await screen.findByText('The duty must end after it starts')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await typeDate(/^End/, '2026-06-03T11:30');
    fireEvent.click(screen.getByRole('button', { name: 'Add passenger' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera Iyer' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98450 00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book duty' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      companyId: COMPANY.id,
      serviceType: 'Airport Transport',
      scheduledStart: '2026-06-03T09:30:00+05:30',
      scheduledEnd: '2026-06-03T11:30:00+05:30',
      pickup: { address: 'Whitefield, Bengaluru' },
      drop: { address: 'Kempegowda International Airport' },
      passengers: [{ name: 'Meera Iyer', phone: '9845000001' }],
      passengerCount: 1,
      vehicleCategory: 'Sedan',
      startOtpRequired: false,
    });
  });

  it('says in plain words what an empty booking lacks', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /companies': () => json(200, [COMPANY]),
      'GET /trip/eligible-vendors': () => json(200, []),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<DutyFormDialog operator onClose={() => {}} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Drop address/), { target: { value: 'BL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book duty' }));
    const pickup = screen.getByLabelText(/Pickup address/);
    await waitFor(() => expect(pickup.getAttribute('aria-invalid')).toBe('true'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByText('Enter at least 3 characters')).toBeTruthy();
    expect(within(dialog).getAllByText('Choose one').length).toBeGreaterThanOrEqual(2);
    expect(dialog.textContent).not.toMatch(/Too small|Invalid option|Invalid input/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers only the vendors the server says can take a duty (approved and active)', async () => {
    const SHREE = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' };
    const BLOCKED = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Deccan Cabs' };
    const { fetch } = createFakeFetch({
      'GET /companies': () => json(200, [COMPANY]),
      // The operator's list of approved vendors holds a blocked one too: not for booking.
      'GET /accounts/vendors': () => json(200, { items: [SHREE, BLOCKED] }),
      'GET /trip/eligible-vendors': () => json(200, [SHREE]),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<DutyFormDialog operator onClose={() => {}} onSaved={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vendor' }));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Shree Travels' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose later', 'Shree Travels']);
  });

  it('books and assigns in one request when the operator chooses the vendor’s driver and vehicle', async () => {
    const VENDOR = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' };
    const RAVI = 'b0000000-0000-4000-8000-000000000001';
    const OWN_CAR = 'e0000000-0000-4000-8000-000000000001';
    const BUSY_CAR = 'e0000000-0000-4000-8000-000000000002';
    const { fetch, calls } = createFakeFetch({
      'GET /companies': () => json(200, [COMPANY]),
      'GET /trip/eligible-vendors': () => json(200, [VENDOR]),
      'GET /trip/eligible': () =>
        json(200, {
          drivers: [
            { id: RAVI, name: 'Ravi Kumar', regId: 'DRV-000001', vehicleId: OWN_CAR, reasons: [] },
          ],
          vehicles: [
            { id: OWN_CAR, vehicleNumber: 'KA01AB1234', category: 'Sedan', reasons: [] },
            { id: BUSY_CAR, vehicleNumber: 'KA01CD5678', category: 'Sedan', reasons: ['busy'] },
          ],
        }),
      'POST /trip/create-trip': () => json(201, makeDuty({ status: 'Assigned' })),
    });
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderAt(
      <DutyFormDialog
        operator
        defaults={{ scheduledStart: '2026-06-03T09:30', scheduledEnd: '2026-06-03T11:30' }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    // Nothing to choose from until the vendor and category are known.
    expect(screen.getByText(/Choose the vendor, vehicle category and times/)).toBeTruthy();
    await choose('Company', 'Infosys');
    await choose('Service type', 'Airport Transport');
    await choose('Vehicle category', 'Sedan');
    await choose('Vendor', 'Shree Travels');
    fireEvent.change(screen.getByLabelText(/Pickup address/), {
      target: { value: 'Whitefield, Bengaluru' },
    });
    fireEvent.change(screen.getByLabelText(/Drop address/), {
      target: { value: 'Kempegowda International Airport' },
    });

    const drivers = await screen.findByRole('radiogroup', { name: 'Driver' });
    const asked = calls.find((call) => call.path.startsWith('/trip/eligible?'))!.path;
    expect(Object.fromEntries(new URL(asked, 'http://localhost').searchParams)).toEqual({
      vendorId: VENDOR.id,
      vehicleCategory: 'Sedan',
      scheduledStart: '2026-06-03T09:30:00+05:30',
      scheduledEnd: '2026-06-03T11:30:00+05:30',
    });
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle' });
    expect(
      within(vehicles).getByRole<HTMLInputElement>('radio', { name: /KA 01 CD 5678/ }).disabled,
    ).toBe(true);
    // The driver's own car comes along; clearing goes back to a plain booking.
    fireEvent.click(within(drivers).getByRole('radio', { name: /Ravi Kumar/ }));
    expect(
      within(vehicles).getByRole<HTMLInputElement>('radio', { name: /KA 01 AB 1234/ }).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(screen.getByRole('button', { name: 'Book duty' })).toBeTruthy();
    fireEvent.click(within(drivers).getByRole('radio', { name: /Ravi Kumar/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Book and assign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      vendorId: VENDOR.id,
      driverId: RAVI,
      vehicleId: OWN_CAR,
    });
  });
});
