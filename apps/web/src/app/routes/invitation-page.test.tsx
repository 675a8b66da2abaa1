import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { apiError, createFakeFetch, json } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render-route';
import { makeUser } from '../../test/users';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';
const invited = makeUser({
  id: 'b8f1c7e2-0000-4000-8000-000000000077',
  role: 'ADMIN_USER',
  name: 'Meera Iyer',
  email: 'meera@demo.raahi.in',
  regId: 'EMP-000077',
});

describe('invitation page', () => {
  it('says whom it is for, lets them choose a password and signs them in', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /auth/invitations/${TOKEN}`]: () =>
        json(200, {
          name: 'Meera Iyer',
          email: 'meera@demo.raahi.in',
          expiresAt: '2026-06-04T21:00:00.000Z',
        }),
      'POST /auth/invitations/accept': () =>
        json(200, { user: invited, accessToken: 'access', refreshToken: 'refresh' }),
      'GET /profile': () => json(200, invited),
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoute(`/invitation/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Raahi, Meera Iyer' }),
    ).toBeTruthy();
    expect(screen.getByText(/Choose a password for meera@demo\.raahi\.in/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Choose a password'), {
      target: { value: 'meera-chooses-1' },
    });
    fireEvent.change(screen.getByLabelText('Type it again'), {
      target: { value: 'meera-chooses-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type it again'), {
      target: { value: 'meera-chooses-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(useSession.getState().accessToken).toBe('access');
    const accept = calls.find((c) => c.path === '/auth/invitations/accept')!;
    expect(accept.body).toEqual({ token: TOKEN, password: 'meera-chooses-1' });
    expect(accept.authorization).toBeNull();
  });

  it('explains an expired or used invitation', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /auth/invitations/${TOKEN}`]: () =>
          apiError(404, 'NOT_FOUND', 'This invitation has expired or was already used.'),
      }).fetch,
    );
    renderRoute(`/invitation/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/admin-login',
    );
  });

  it('sends someone already signed in to their dashboard', async () => {
    useSession.getState().setCredentials({
      user: makeUser({ role: 'vendor', name: 'Ramesh Gowda' }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    const { router } = renderRoute(`/invitation/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ramesh' });
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
  });
});
