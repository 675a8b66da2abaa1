import { act, screen, within } from '@testing-library/react';
import type { EventsPage } from '@raahi/domain/events';
import type { Vendor } from '@raahi/domain/vendors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { FakeSocket } from '../../test/fake-socket';
import { renderRoute } from '../../test/render-route';
import { makeUser } from '../../test/users';
import { makeVendor, VENDOR_ID } from '../../test/vendors';

const OWNER = makeUser({
  role: 'vendor',
  name: 'Ramesh Gowda',
  approvalStatus: 'Pending',
  vendorId: VENDOR_ID,
});

const approvedEvent = (id: number) => ({
  id,
  occurredAt: '2026-06-01T06:00:00.000Z',
  type: 'vendor.approved',
  vendorId: VENDOR_ID,
  regId: 'VEN-000101',
  approvalStatus: 'Approved',
  accountStatus: 'Active',
});

/** The API as the vendor's screens see it: its vendor, and the events it missed. */
function serve() {
  const state: { vendor: Vendor; missed: EventsPage } = {
    vendor: makeVendor({ approvalStatus: 'Pending' }),
    missed: { items: [], hasMore: false, expired: false },
  };
  const fake = createFakeFetch({
    [`GET /accounts/vendors/${VENDOR_ID}`]: () => json(200, state.vendor),
    'GET /events': () => json(200, state.missed),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return { state, calls: fake.calls };
}

/** The socket's first connection, registered. */
async function connected(lastEventId: number) {
  const socket = await vi.waitFor(() => FakeSocket.latest());
  act(() => {
    socket.open();
    socket.registered(lastEventId, OWNER.id);
  });
  return socket;
}

const statusPage = () =>
  screen.findByRole('heading', {
    level: 1,
    name: 'Your vendor registration is waiting for review',
  });
const dashboard = () => screen.findByRole('heading', { level: 1, name: 'Welcome, Ramesh' });
const topBar = () => within(screen.getByRole('banner'));

describe('the live shell', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    useSession.getState().setCredentials({ user: OWNER, accessToken: 'a', refreshToken: 'r' });
  });

  it("turns a pending vendor's status page into its dashboard when the operator approves it", async () => {
    const { state } = serve();
    renderRoute('/vendor-dashboard');
    await statusPage();
    const socket = await connected(5);
    expect(socket.sent).toMatchObject([{ event: 'register', data: { accessToken: 'a' } }]);

    state.vendor = makeVendor({ approvalStatus: 'Approved' });
    act(() => socket.push(approvedEvent(6)));
    expect(await dashboard()).toBeTruthy();
  });

  it('says it is offline while the socket is down, and catches up on what it missed once back', async () => {
    const { state, calls } = serve();
    renderRoute('/vendor-dashboard');
    await statusPage();
    const note = topBar().getByRole('status');
    expect(note.getAttribute('aria-live')).toBe('polite');
    // Connecting for the first time is not being offline.
    expect(note.textContent).toBe('');
    const first = await connected(5);
    expect(note.textContent).toBe('');

    act(() => first.serverClose(1006));
    expect(note.textContent).toContain('Offline, reconnecting…');

    // Approved while this browser was away: the new socket delivers from event 6 on.
    state.vendor = makeVendor({ approvalStatus: 'Approved' });
    state.missed = { items: [approvedEvent(6) as never], hasMore: false, expired: false };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    act(() => {
      second.open();
      second.registered(6, OWNER.id);
    });
    expect(note.textContent).toBe('');
    expect(await dashboard()).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/events'))).toMatchObject([
      { method: 'GET', path: '/events?after=5&through=6', authorization: 'Bearer a' },
    ]);
  });

  it('refetches what is on screen when what it missed is no longer kept', async () => {
    const { state, calls } = serve();
    renderRoute('/vendor-dashboard');
    await statusPage();
    const first = await connected(5);
    act(() => first.serverClose(1006));
    state.vendor = makeVendor({ approvalStatus: 'Approved' });
    state.missed = { items: [], hasMore: false, expired: true };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => {
      FakeSocket.latest().open();
      FakeSocket.latest().registered(900, OWNER.id);
    });
    expect(await dashboard()).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/events'))).toHaveLength(1);
  });
});
