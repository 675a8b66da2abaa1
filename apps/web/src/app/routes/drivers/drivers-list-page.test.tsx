import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const item = {
  id: 'd71e0000-0000-4000-8000-000000000001',
  regId: 'DRV-000001',
  name: 'Manjunath Kumar',
  phonePrimary: '9900100001',
  dlNumber: 'KA0320120045871',
  languagesKnown: ['Kannada'],
  serviceTypes: ['Airport Transport'],
  approvalStatus: 'Approved',
  accountStatus: 'Active',
  vehicle: null,
  createdAt: '2026-05-01T04:30:00.000Z',
  hasPhoto: false,
  vendorNames: ['Shree Travels'],
};

function signIn(role: 'admin' | 'vendor' | 'VENDOR_USER') {
  useSession
    .getState()
    .setCredentials({ user: makeUser({ role }), accessToken: 'a', refreshToken: 'r' });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path.startsWith('/accounts/drivers?'));

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('the drivers list', { timeout: 15_000 }, () => {
  it('asks the API for the view in the URL and shows vendors to the operator', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': () =>
        json(200, { items: [item], total: 41, totalExact: true, page: 3, pageSize: 20 }),
      'GET /accounts/vendors': () =>
        json(200, {
          items: [{ id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' }],
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute('/drivers?language=Kannada&page=3&sort=name');
    const table = await screen.findByRole('table', { name: 'Drivers' });
    expect(listCalls(calls)[0]?.path).toBe(
      '/accounts/drivers?page=3&pageSize=20&sort=name&language=Kannada',
    );
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Manjunath Kumar' }).getAttribute('href')).toBe(
      `/drivers/${item.id}`,
    );
    for (const text of ['+91-9900100001', 'Approved', 'Active', '—', 'Shree Travels', 'MK'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText('41 drivers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add driver' })).toBeTruthy();
  });

  it('says "1,000+" when the server stopped counting, and still offers the next page', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': () =>
        json(200, { items: [item], total: 1000, totalExact: false, page: 1, pageSize: 20 }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { router } = renderRoute('/drivers');
    await screen.findByRole('table', { name: 'Drivers' });
    expect(screen.getByText('1,000+ drivers')).toBeTruthy();
    expect(screen.getByText('1–20 of 1,000+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('page=2&'));
  });

  it('puts a filter into the URL and starts again from page 1', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': () =>
        json(200, { items: [item], total: 1, totalExact: true, page: 1, pageSize: 20 }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    const { router } = renderRoute('/drivers?page=2');
    await screen.findByRole('table', { name: 'Drivers' });
    expect(screen.queryByRole('columnheader', { name: 'Vendor' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Approval Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?approvalStatus=Pending'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe(
        '/accounts/drivers?page=1&pageSize=20&sort=-createdAt&approvalStatus=Pending',
      ),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'KA03' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=KA03&approvalStatus=Pending'),
    );
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /accounts/drivers': () =>
          json(200, { items: [], total: 0, totalExact: true, page: 1, pageSize: 20 }),
      }).fetch,
    );
    signIn('VENDOR_USER');
    const { router } = renderRoute('/drivers?language=Urdu');
    expect(await screen.findByText('No drivers match')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('No drivers yet')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's problem with a way to try again", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /accounts/drivers': () =>
          json(403, { error: { code: 'FORBIDDEN', message: 'Not for your role' } }),
      }).fetch,
    );
    signIn('vendor');
    renderRoute('/drivers');
    expect(await screen.findByText('Not for your role')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
