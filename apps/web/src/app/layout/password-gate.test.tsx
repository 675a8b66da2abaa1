import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { apiError, createFakeFetch, json } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render-route';
import { makeUser } from '../../test/users';

const newcomer = makeUser({
  role: 'VENDOR_USER',
  name: 'Deepa Nair',
  email: 'deepa@shreetravels.demo',
  mustChangePassword: true,
});

function signIn(user = newcomer) {
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

describe('the forced password change', () => {
  it.each(['/vendor-dashboard', '/drivers', `/vendor-user/profile/${newcomer.id}`])(
    'shows on %s instead of the screen while the password is temporary',
    async (path) => {
      vi.stubGlobal('fetch', createFakeFetch({ 'GET /profile': () => json(200, newcomer) }).fetch);
      signIn();
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
      ).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
      expect(screen.getByLabelText('Temporary password')).toBeTruthy();
    },
  );

  it('checks the new password, changes it, and continues to the dashboard', async () => {
    let changed = false;
    const { fetch, calls } = createFakeFetch({
      'GET /profile': () => json(200, { ...newcomer, mustChangePassword: !changed }),
      'POST /profile/password': ({ body }) => {
        const { currentPassword } = body as { currentPassword: string };
        if (currentPassword !== 'Hk7mPq2RxT9w')
          return apiError(400, 'VALIDATION_FAILED', 'The current password is not correct', [
            { path: 'body.currentPassword', message: 'The current password is not correct' },
          ]);
        changed = true;
        return json(200, { message: 'Password changed. Other devices have been signed out.' });
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    const { router } = renderRoute('/drivers');
    fireEvent.change(await screen.findByLabelText('Temporary password'), {
      target: { value: 'wrong-one' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Type the new password again'), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Use at least 10 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Deepa-owns-this-1' },
    });
    fireEvent.change(screen.getByLabelText('Type the new password again'), {
      target: { value: 'Deepa-owns-this-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type the new password again'), {
      target: { value: 'Deepa-owns-this-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Temporary password'), {
      target: { value: 'Hk7mPq2RxT9w' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Deepa' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
    expect(useSession.getState().user?.mustChangePassword).toBe(false);
    expect(calls.find((c) => c.path === '/profile/password' && changed)?.body).toEqual({
      currentPassword: 'wrong-one',
      newPassword: 'Deepa-owns-this-1',
    });
  });

  it('opens when the server says a password must change first', async () => {
    const stale = { ...newcomer, role: 'vendor' as const, mustChangePassword: false };
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /profile': () => new Promise<Response>(() => {}),
        'GET /records/employees': () =>
          apiError(403, 'FORBIDDEN', 'Change your temporary password to continue', {
            reason: 'password-change-required',
          }),
      }).fetch,
    );
    signIn(stale);
    renderRoute('/manage-your-employees');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.mustChangePassword).toBe(true));
  });
});
