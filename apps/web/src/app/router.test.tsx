import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../test/strings';
import { useSession, type SessionUser } from '../lib/session';
import { renderRoute } from '../test/render-route';
import { makeUser } from '../test/users';

function signInAs(role: SessionUser['role']) {
  const user = makeUser({ role, name: 'Asha Rao' });
  useSession.getState().setCredentials({ user, accessToken: 'access', refreshToken: 'refresh' });
}

describe('route table', () => {
  it('sends a guest who opens a protected screen to the landing page', async () => {
    const { router } = renderRoute('/vendors');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.landing.hero.title }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the sign-in screen to a guest', async () => {
    const { router } = renderRoute('/admin-login');
    expect(await screen.findByRole('heading', { level: 1, name: en.signIn.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it.each([
    ['admin', '/admin-dashboard'],
    ['ADMIN_USER', '/admin-dashboard'],
    ['vendor', '/vendor-dashboard'],
    ['VENDOR_USER', '/vendor-dashboard'],
    ['driver', '/driver-dashboard'],
  ] as const)('sends a signed-in %s from the sign-in screen to %s', async (role, dashboard) => {
    signInAs(role);
    const { router } = renderRoute('/admin-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(dashboard);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the 404 page for an unknown address', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: en.notFound.title })).toBeTruthy();
    expect(screen.getByText(/\/no-such-page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.notFound.home }).getAttribute('href')).toBe('/');
  });

  it("matches '/rating&reviews' literally and shows the ratings", async () => {
    signInAs('admin');
    const { router } = renderRoute('/rating&reviews');
    expect(await screen.findByRole('heading', { level: 1, name: en.ratings.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rating&reviews');
  });

  it('shows a coming-soon page for a sidebar target not built yet', async () => {
    signInAs('admin');
    renderRoute('/logs');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.screens.logs.title }),
    ).toBeTruthy();
    expect(screen.getByText(en.comingSoon.notice, { exact: false })).toBeTruthy();
  });

  it('shows the about page to everyone', async () => {
    renderRoute('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: en.about.title })).toBeTruthy();
  });
});
