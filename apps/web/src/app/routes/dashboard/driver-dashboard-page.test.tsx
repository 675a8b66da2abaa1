import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIst, addDays } from '../../../features/duties/lib/ist';
import { useSession } from '../../../lib/session';
import { listItemOf, makeDuty } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const driver = makeUser({ role: 'driver', name: 'Manjunath Kumar', email: null });
const today = todayIst();
const tomorrow = addDays(today, 1);
const dateOf = (day: string) => day.split('-').reverse().join('/');

const todays = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000011',
  regId: 'DTY-000011',
  status: 'Accepted',
  scheduledStart: `${today}T10:00:00+05:30`,
  scheduledEnd: `${today}T12:00:00+05:30`,
  pickup: { address: 'Prestige Tech Park, Bengaluru', latitude: 12.9406, longitude: 77.6961 },
  passengers: [
    { name: 'Meera Iyer', phone: '9845000001' },
    { name: 'Arjun Rao', phone: '9845000002' },
  ],
  passengerCount: 2,
});
const called = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000012',
  regId: 'DTY-000012',
  status: 'Cancelled',
  scheduledStart: `${tomorrow}T06:00:00+05:30`,
  scheduledEnd: `${tomorrow}T07:00:00+05:30`,
});
const next = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000013',
  regId: 'DTY-000013',
  status: 'Assigned',
  scheduledStart: `${tomorrow}T07:15:00+05:30`,
  scheduledEnd: `${tomorrow}T09:00:00+05:30`,
  pickup: { address: 'Whitefield, Bengaluru' },
});

function serveDuties() {
  const { fetch, calls } = createFakeFetch({
    // Today's duties are asked for with an end; the next ones from tomorrow on, without.
    'GET /trip/trip-list': ({ path }) => {
      const items = path.includes('to=') ? [todays] : [called, next];
      return json(200, {
        items: items.map(listItemOf),
        total: items.length,
        totalExact: true,
        page: 1,
        pageSize: 20,
      });
    },
    [`GET /trip/${todays.id}`]: () => json(200, todays),
    [`GET /trip/${next.id}`]: () => json(200, next),
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe("the driver's dashboard", () => {
  it("shows today's duties and the next one, with a map, the passengers' numbers and the duty", async () => {
    const calls = serveDuties();
    useSession.getState().setCredentials({ user: driver, accessToken: 'a', refreshToken: 'r' });
    renderRoute('/driver-dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Manjunath' }),
    ).toBeTruthy();
    const todaySection = await screen.findByRole('region', { name: 'Today' });
    const card = within(todaySection).getByRole('article', { name: 'Pickup at 10:00' });
    expect(within(card).getByText('Prestige Tech Park, Bengaluru')).toBeTruthy();
    const map = within(card).getByRole('link', { name: /^Open in Maps: the pickup, ./ });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.9406,77.6961',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    const call = await within(card).findByRole('link', { name: /^Call Meera Iyer, \+91-/ });
    expect(call.getAttribute('href')).toBe('tel:+919845000001');
    expect(
      within(card)
        .getByRole('link', { name: /^Call Arjun Rao, \+91-/ })
        .getAttribute('href'),
    ).toBe('tel:+919845000002');
    expect(within(card).getByRole('link', { name: 'Open duty' }).getAttribute('href')).toBe(
      `/duties?date=${today}&duty=${todays.id}`,
    );

    // The next duty still to be driven: the cancelled one before it is passed over.
    const nextSection = screen.getByRole('region', { name: 'Next duty' });
    const nextCard = within(nextSection).getByRole('article', {
      name: `Pickup on ${dateOf(tomorrow)} at 07:15`,
    });
    expect(
      within(nextCard)
        .getByRole('link', { name: /^Open in Maps: / })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Whitefield%2C%20Bengaluru');
    expect(screen.queryByText('DTY-000012', { exact: false })).toBeNull();

    // Its profile is a card below (drawn just after the day), and the sidebar's Dashboard
    // leads here.
    expect((await screen.findByRole('link', { name: /Your profile/ })).getAttribute('href')).toBe(
      `/profile/${driver.id}`,
    );
    const sidebar = screen.getAllByRole('navigation', { name: 'Sidebar' })[0]!;
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/driver-dashboard',
    );
    expect(calls.some((c) => c.path.startsWith('/accounts/drivers/me'))).toBe(false);
  });

  it('shows its cards and day together once the sharing and SOS states are known', async () => {
    let answerSharing: () => void = () => {};
    const { fetch } = createFakeFetch({
      'GET /live-location/sharing': () =>
        new Promise((resolve) => {
          answerSharing = () =>
            resolve(
              json(200, {
                sharing: false,
                duty: null,
                vehicleNumber: null,
                shiftStartedAt: null,
                canStartShift: true,
              }),
            );
        }),
      'GET /sos/mine': () => json(200, { alert: null }),
      'GET /trip/trip-list': () =>
        json(200, { items: [], total: 0, totalExact: true, page: 1, pageSize: 20 }),
    });
    vi.stubGlobal('fetch', fetch);
    useSession.getState().setCredentials({ user: driver, accessToken: 'a', refreshToken: 'r' });
    renderRoute('/driver-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Manjunath' });
    // The day is asked for meanwhile, but nothing below the greeting is shown yet.
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining('/trip/trip-list'),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Emergency' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();

    answerSharing();
    expect(await screen.findByRole('button', { name: 'Start shift' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Emergency' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Today' })).toBeTruthy();
  });

  it('draws what sits below the day, and asks for it, once the driver scrolls near it', async () => {
    // The browser's observer, told by the test when the place below the day comes near.
    const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof observed)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {}
      },
    );
    const calls = serveDuties();
    useSession.getState().setCredentials({ user: driver, accessToken: 'a', refreshToken: 'r' });
    renderRoute('/driver-dashboard');
    expect(await screen.findByRole('region', { name: 'Next duty' })).toBeTruthy();
    await waitFor(() => expect(observed.some((entry) => entry.element)).toBe(true));

    expect(screen.queryByRole('link', { name: /Your profile/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your rating' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/ratings/mine'))).toBe(false);

    const below = observed.find((entry) => entry.element)!;
    act(() =>
      below.callback(
        [{ isIntersecting: true, target: below.element! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await screen.findByRole('link', { name: /Your profile/ })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/ratings/mine'))).toBe(true));
  });

  it('sends another role to its own dashboard', async () => {
    useSession.getState().setCredentials({
      user: makeUser({ role: 'admin', name: 'Ananya Rao' }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    const { router } = renderRoute('/driver-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ananya' });
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });
});
