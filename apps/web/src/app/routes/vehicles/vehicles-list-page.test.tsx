import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVehicle, SHREE } from '../../../test/vehicles';

const full = makeVehicle();
const item = {
  id: full.id,
  regId: full.regId,
  category: full.category,
  brand: full.brand,
  vehicleModelName: full.vehicleModelName,
  vehicleNumber: full.vehicleNumber,
  fuelType: full.fuelType,
  vendor: full.vendor,
  driver: { id: 'd71e0000-0000-4000-8000-000000000001', name: 'Manjunath Kumar', regId: 'DRV-1' },
  compliance: full.compliance,
  approvalStatus: full.approvalStatus,
  accountStatus: full.accountStatus,
  createdAt: full.createdAt,
};
const other = {
  ...item,
  id: 'e1e10000-0000-4000-8000-000000000002',
  regId: 'VEH-000002',
  vehicleNumber: '22BH1234AB',
  driver: null,
  compliance: {
    overall: 'missing',
    items: full.compliance.items.map((entry) => ({ ...entry, validTill: null, state: 'missing' })),
  },
};

function signIn(role: 'admin' | 'vendor') {
  useSession
    .getState()
    .setCredentials({ user: makeUser({ role }), accessToken: 'a', refreshToken: 'r' });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path.startsWith('/records/vehicles?'));

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('the vehicles list', { timeout: 15_000 }, () => {
  it('asks for the view in the URL and shows each row with its compliance badge', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /records/vehicles': () =>
        json(200, { items: [item, other], total: 2, totalExact: true, page: 1, pageSize: 20 }),
      'GET /accounts/vendors': () => json(200, { items: [SHREE] }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute('/vehicles?compliance=expired&fuelType=CNG&sort=nextExpiry&vendorId=' + SHREE.id);
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(listCalls(calls)[0]?.path).toBe(
      `/records/vehicles?page=1&pageSize=20&sort=nextExpiry&compliance=expired&fuelType=CNG&vendorId=${SHREE.id}`,
    );
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'KA 05 MN 4821' }).getAttribute('href')).toBe(
      `/vehicles/${item.id}`,
    );
    for (const text of ['Expired', 'Manjunath Kumar', 'Shree Travels', '01/04/2026', 'Approved'])
      expect(within(first!).getByText(text)).toBeTruthy();
    expect(within(second!).getByRole('link', { name: '22 BH 1234 AB' })).toBeTruthy();
    expect(within(second!).getByText('Missing')).toBeTruthy();
    expect(screen.getByText('2 vehicles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe(
      '/vehicles/add',
    );
  });

  it('puts a filter and a sort into the URL and starts again from page 1', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /records/vehicles': () =>
        json(200, { items: [item], total: 45, totalExact: true, page: 2, pageSize: 20 }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    const { router } = renderRoute('/vehicles?page=2');
    await screen.findByRole('table', { name: 'Vehicles' });
    // Vendors see only their own vehicles: no vendor column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Vendor' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Compliance' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expiring soon' }));
    await waitFor(() => expect(router.state.location.search).toBe('?compliance=expiring'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe(
        '/records/vehicles?page=1&pageSize=20&sort=-createdAt&compliance=expiring',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Vehicle' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?compliance=expiring&sort=vehicleNumber'),
    );
  });

  it('lets the operator list the vehicles whose renewal waits for review', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /records/vehicles': () =>
        json(200, { items: [item], total: 1, totalExact: true, page: 1, pageSize: 20 }),
      'GET /accounts/vendors': () => json(200, { items: [SHREE] }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { router } = renderRoute('/vehicles');
    await screen.findByRole('table', { name: 'Vehicles' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Renewals' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Waiting for review' }));
    await waitFor(() => expect(router.state.location.search).toBe('?renewal=Pending'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe(
        '/records/vehicles?page=1&pageSize=20&sort=-createdAt&renewal=Pending',
      ),
    );
  });

  it('says when nothing matches, and clears the filters', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /records/vehicles': () =>
          json(200, { items: [], total: 0, totalExact: true, page: 1, pageSize: 20 }),
      }).fetch,
    );
    signIn('vendor');
    const { router } = renderRoute('/vehicles?category=SUV&q=Innova');
    expect(await screen.findByRole('heading', { name: 'No vehicles match' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
