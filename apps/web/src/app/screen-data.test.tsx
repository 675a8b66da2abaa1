import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIst } from '../features/duties/lib/ist';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session';
import { listItemOf, makeDuty } from '../test/duties';
import { createFakeFetch, json } from '../test/fake-fetch';
import { makeUser } from '../test/users';
import { AppProviders } from './providers';
import { routes } from './router';
import { askForScreenData } from './screen-data';

const driver = makeUser({ role: 'driver', name: 'Manjunath Kumar', email: null });
const today = todayIst();
const tomorrow = addDays(today, 1);
const todays = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000021',
  status: 'Accepted',
  scheduledStart: `${today}T10:00:00+05:30`,
  scheduledEnd: `${today}T12:00:00+05:30`,
  passengers: [{ name: 'Meera Iyer', phone: '9845000001' }],
  passengerCount: 1,
});
const called = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000022',
  status: 'Cancelled',
  scheduledStart: `${tomorrow}T06:00:00+05:30`,
  scheduledEnd: `${tomorrow}T07:00:00+05:30`,
});
const next = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000023',
  status: 'Assigned',
  scheduledStart: `${tomorrow}T07:15:00+05:30`,
  scheduledEnd: `${tomorrow}T09:00:00+05:30`,
});

function serveTheDriver() {
  const page = (items: (typeof todays)[]) =>
    json(200, {
      items: items.map(listItemOf),
      total: items.length,
      totalExact: true,
      page: 1,
      pageSize: 20,
    });
  const { fetch, calls } = createFakeFetch({
    'GET /profile': () => json(200, driver),
    'GET /meta': () => json(200, { version: 'test', demo: null }),
    'GET /notifications/unread-count': () => json(200, { count: 0 }),
    [`GET ${CHAT_PATHS.unread}`]: () => json(200, { total: 0 }),
    'GET /live-location/sharing': () =>
      json(200, {
        sharing: false,
        duty: null,
        vehicleNumber: null,
        shiftStartedAt: null,
        canStartShift: true,
      }),
    'GET /sos/mine': () => json(200, { alert: null }),
    'GET /trip/trip-list': ({ path }) =>
      path.includes('to=') ? page([todays]) : page([called, next]),
    [`GET /trip/${todays.id}`]: () => json(200, todays),
    [`GET /trip/${next.id}`]: () => json(200, next),
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** Paths asked for, without their query strings, in the order asked. */
const pathsOf = (calls: { path: string }[]) => calls.map((call) => call.path.split('?')[0]);

const SHELL = ['/profile', '/meta', '/notifications/unread-count', CHAT_PATHS.unread];

afterEach(() => queryClient.clear());

/** A completed duty the driver drove, its drawer opened from a link. */
const driven = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000031',
  regId: 'DTY-000031',
  status: 'Completed',
  driver: { id: driver.id, name: driver.name, regId: 'DRV-000001' },
});
const DRAWER = {
  duty: `/trip/${driven.id}`,
  history: `/trip/${driven.id}/audit`,
  slip: `/trip/${driven.id}/slip`,
};

function serveTheDrawer() {
  const { fetch, calls } = createFakeFetch({
    'GET /profile': () => json(200, driver),
    [`GET ${DRAWER.duty}`]: () => json(200, driven),
    [`GET ${DRAWER.history}`]: () => json(200, []),
    [`GET ${DRAWER.slip}`]: () =>
      json(200, {
        dutyId: driven.id,
        number: 'DS-000031',
        totals: { km: 42, minutes: 95, chargesPaise: 15_000, allowancesPaise: 0 },
      }),
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** What was asked for the drawer, leaving out the shell's and the list's or lanes' answers. */
const drawerPathsOf = (calls: { path: string }[]) =>
  pathsOf(calls).filter((path) => Object.values(DRAWER).includes(path ?? ''));

describe('the answers a signed-in start asks for with the code', () => {
  it("are the shell's, and a driver's dashboard's: its states, its day and each duty shown", async () => {
    const calls = serveTheDriver();
    askForScreenData('/driver-dashboard', driver);
    await waitFor(() => expect(calls).toHaveLength(10));
    expect(pathsOf(calls).sort()).toEqual(
      [
        ...SHELL,
        '/live-location/sharing',
        '/sos/mine',
        '/trip/trip-list',
        '/trip/trip-list',
        `/trip/${todays.id}`,
        // The next duty still to be driven; the cancelled one before it is not asked for.
        `/trip/${next.id}`,
      ].sort(),
    );
  });

  it("are only the shell's for a screen that names none, or another role on the driver's", async () => {
    const calls = serveTheDriver();
    askForScreenData('/vehicles', makeUser({ role: 'vendor' }));
    askForScreenData('/driver-dashboard', makeUser({ role: 'vendor' }));
    await waitFor(() => expect(calls).toHaveLength(SHELL.length));
    expect(pathsOf(calls).sort()).toEqual([...SHELL].sort());
  });

  it("are the duties screen's for what its address shows, and its filters' choices", async () => {
    const { fetch, calls } = createFakeFetch();
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/duties?view=list&status=Assigned');
    askForScreenData('/duties', makeUser({ role: 'vendor' }));
    window.history.replaceState(null, '', `/duties?view=month&date=${today}`);
    askForScreenData('/duties', makeUser({ role: 'admin' }));
    window.history.replaceState(null, '', '/duties');
    askForScreenData('/duties', driver);
    window.history.replaceState(null, '', '/');

    // One cache: what one start asked for and still holds is not asked for again by the next.
    await waitFor(() => expect(calls).toHaveLength(SHELL.length + 5));
    const asked = calls.map((call) => call.path).filter((path) => !SHELL.includes(path));
    expect(asked).toEqual([
      expect.stringMatching(/^\/trip\/trip-list\?.*status=Assigned/),
      '/companies',
      expect.stringMatching(/^\/trip\/schedule\/days\?from=/),
      '/accounts/vendors?approvalStatus=Approved&pageSize=100&sort=name',
      // A driver on a wide screen opens on the week, its own lane.
      expect.stringMatching(/^\/trip\/schedule\?from=.*lanes=driver/),
    ]);
  });

  it("are the drawer's the address opens: its duty and the duty's history", async () => {
    const calls = serveTheDrawer();
    window.history.replaceState(null, '', `/duties?duty=${driven.id}`);
    askForScreenData('/duties', driver);
    // Not a duty's id: nothing asked for it.
    window.history.replaceState(null, '', '/duties?duty=DTY-000031');
    askForScreenData('/duties', makeUser({ role: 'admin' }));
    window.history.replaceState(null, '', '/');

    await waitFor(() => expect(drawerPathsOf(calls)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawerPathsOf(calls).sort()).toEqual([DRAWER.duty, DRAWER.history].sort());
  });

  it('are not asked for again by the drawer drawn a moment later', async () => {
    const calls = serveTheDrawer();
    useSession.getState().setCredentials({ user: driver, accessToken: 'a', refreshToken: 'r' });
    window.history.replaceState(null, '', `/duties?duty=${driven.id}`);
    askForScreenData('/duties', driver);
    window.history.replaceState(null, '', '/');
    await waitFor(() => expect(drawerPathsOf(calls)).toHaveLength(2));

    render(
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <RouterProvider
            router={createMemoryRouter(routes, {
              initialEntries: [`/duties?duty=${driven.id}`],
            })}
          />
        </AppProviders>
      </QueryClientProvider>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'DTY-000031' });
    await within(drawer).findByText('Garage to garage');
    // The slip's figures are the drawer's own to ask for, once it shows the duty.
    expect(drawerPathsOf(calls).sort()).toEqual([DRAWER.duty, DRAWER.history, DRAWER.slip].sort());
  });

  it('are none for an account that must first replace its temporary password', async () => {
    const calls = serveTheDriver();
    askForScreenData('/driver-dashboard', { ...driver, mustChangePassword: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('are not asked for again by the screen drawn a moment later', async () => {
    const calls = serveTheDriver();
    useSession.getState().setCredentials({ user: driver, accessToken: 'a', refreshToken: 'r' });
    askForScreenData('/driver-dashboard', driver);
    await waitFor(() => expect(calls).toHaveLength(10));

    render(
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <RouterProvider
            router={createMemoryRouter(routes, { initialEntries: ['/driver-dashboard'] })}
          />
        </AppProviders>
      </QueryClientProvider>,
    );
    const day = await screen.findByRole('region', { name: 'Today' });
    await within(day).findByRole('link', { name: /^Call Meera Iyer, \+91-/ });
    const asked = pathsOf(calls);
    expect(asked.filter((path, at) => asked.indexOf(path) !== at)).toEqual([
      // The two lists share a path; nothing else is asked for twice.
      '/trip/trip-list',
    ]);
  });
});
