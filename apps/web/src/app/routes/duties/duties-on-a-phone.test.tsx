import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { listItemOf, makeDuty } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { onAPhone } from '../../../test/on-a-phone';

function serve() {
  const page = {
    items: [listItemOf(makeDuty())],
    total: 1,
    totalExact: true,
    page: 1,
    pageSize: 20,
  };
  const { fetch, calls } = createFakeFetch({
    'GET /trip/trip-list': () => json(200, page),
    'GET /trip/schedule': () => json(200, { items: [], truncated: false, lanes: [] }),
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('duties on a phone', () => {
  it('open in the list when the address names no view', async () => {
    onAPhone();
    const calls = serve();
    useSession.getState().setCredentials({
      user: makeUser({ role: 'driver', name: 'Manjunath Kumar' }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    renderRoute('/duties');
    expect(await screen.findByRole('button', { name: 'List', pressed: true })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/trip/trip-list'))).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/trip/schedule'))).toBe(false);
  });

  it('keep the view the address names', async () => {
    onAPhone();
    const calls = serve();
    useSession.getState().setCredentials({
      user: makeUser({ role: 'driver', name: 'Manjunath Kumar' }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    renderRoute('/duties?view=day&date=2026-06-03');
    expect(await screen.findByRole('button', { name: 'Day', pressed: true })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/trip/trip-list'))).toBe(false);
  });
});
