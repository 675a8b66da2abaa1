import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession, type SessionUser } from '../../../lib/session';
import { apiError, createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVendor, VENDOR_ID } from '../../../test/vendors';

function signIn(overrides: Partial<SessionUser> = {}) {
  const user = makeUser({ role: 'admin', name: 'Ananya Rao', ...overrides });
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.path.startsWith('/accounts/vendors?'))
    .map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])));

function serveList(items = [makeVendor()], total = items.length) {
  const fake = createFakeFetch({
    'GET /accounts/vendors': ({ path }) => {
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? 1);
      return json(200, { items, total, totalExact: true, page, pageSize: 20 });
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// The route loads its screen lazily; load it once up front so the first test does not pay for
// compiling it within its own time limit.
beforeAll(() => import('./vendors-page'), 30_000);

// Whole journeys through MUI forms: slower than a unit test on a busy machine.
describe('the Connected Vendors list', { timeout: 15_000 }, () => {
  it('shows the view the address asks for, and asks the server for exactly that', async () => {
    const { calls } = serveList([makeVendor({ approvalStatus: 'Pending' })], 45);
    signIn();
    renderRoute('/vendors?q=shree&approvalStatus=Pending&state=KA&sort=name&page=2');
    expect(await screen.findByRole('link', { name: /^Shree Travels / })).toBeTruthy();
    expect(listCalls(calls)).toEqual([
      {
        q: 'shree',
        approvalStatus: 'Pending',
        state: 'KA',
        sort: 'name',
        page: '2',
        pageSize: '20',
      },
    ]);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search vendors' }).value).toBe(
      'shree',
    );
    expect(screen.getByRole('combobox', { name: 'Approval Status' }).textContent).toBe('Pending');
    expect(screen.getByRole('combobox', { name: 'State' }).textContent).toBe('Karnataka');
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
  });

  it('writes a filter to the address and starts again at page 1', async () => {
    const { calls } = serveList();
    signIn();
    const { router } = renderRoute('/vendors?page=3');
    await screen.findByRole('link', { name: /^Shree Travels / });
    await pick('Account Status', 'Blocked');
    await waitFor(() => expect(router.state.location.search).toBe('?accountStatus=Blocked'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ accountStatus: 'Blocked', page: '1' }),
    );

    await pick('Service Type', 'Outstation');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?accountStatus=Blocked&serviceType=Outstation'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('puts a search in the address once typing pauses, without a history entry per letter', async () => {
    serveList();
    signIn();
    const { router } = renderRoute('/vendors');
    await screen.findByRole('link', { name: /^Shree Travels / });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search vendors' }), {
      target: { value: 'VEN-0001' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=VEN-0001'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    serveList([]);
    signIn();
    const { router } = renderRoute('/vendors?approvalStatus=Rejected');
    expect(await screen.findByText('No vendors match')).toBeTruthy();
    const empty = screen.getByText('No vendors match').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No vendors yet')).toBeTruthy();
  });

  it("says when the list could not be loaded, with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /accounts/vendors': () => apiError(403, 'FORBIDDEN', 'Your role may not do this'),
      }).fetch,
    );
    signIn();
    renderRoute('/vendors');
    expect(
      await screen.findByText('The vendors could not be loaded: Your role may not do this'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a vendor to its own vendor page, which is all of the list it may see', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /accounts/vendors/${VENDOR_ID}`]: () => json(200, makeVendor()) })
        .fetch,
    );
    signIn({ role: 'vendor', vendorId: VENDOR_ID });
    const { router } = renderRoute('/vendors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shree Travels' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/vendors/${VENDOR_ID}`);
  });
});
