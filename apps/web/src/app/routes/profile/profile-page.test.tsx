import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { makeDriver } from '../../../test/drivers';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const me = makeUser({ role: 'vendor', name: 'Ramesh Gowda', email: 'ramesh@shreetravels.demo' });

function signIn() {
  useSession.getState().setCredentials({ user: me, accessToken: 'a', refreshToken: 'r' });
}

describe('profile screen', () => {
  it('lets the person edit their details and shows a duplicate on its field', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /profile': () => json(200, me),
      'PATCH /profile': () =>
        apiError(409, 'CONFLICT', 'This email is already used by another account', {
          field: 'email',
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute(`/vendor/profile/${me.id}`);
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('ramesh@shreetravels.demo');

    fireEvent.change(email, { target: { value: 'kavya@shreetravels.demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already used by another account')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Ramesh Gowda',
      email: 'kavya@shreetravels.demo',
      phone: '9845012345',
    });
  });

  it('saves the details and shows the new name in the session', async () => {
    const renamed = { ...me, name: 'Ramesh K Gowda' };
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /profile': () => json(200, me),
        'PATCH /profile': () => json(200, renamed),
      }).fetch,
    );
    signIn();
    renderRoute(`/vendor/profile/${me.id}`);
    fireEvent.change(await screen.findByLabelText('Name'), {
      target: { value: 'Ramesh K Gowda' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.name).toBe('Ramesh K Gowda'));
  });

  it('puts a wrong current password on its field', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /profile/password': () =>
          apiError(400, 'VALIDATION_FAILED', 'The current password is not correct', [
            { path: 'body.currentPassword', message: 'The current password is not correct' },
          ]),
      }).fetch,
    );
    signIn();
    renderRoute(`/vendor/profile/${me.id}`);
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 10 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'guess' } });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a-much-longer-one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
  });

  it("shows someone else's profile read only", async () => {
    const other = makeUser({ id: '5a1e0000-0000-4000-8000-000000000102', name: 'Kavya Shetty' });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /users/${other.id}`]: () => json(200, other) }).fetch,
    );
    signIn();
    renderRoute(`/vendor-user/profile/${other.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kavya Shetty' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a profile is not found or not yours to see on a 404', async () => {
    signIn();
    renderRoute('/profile/5a1e0000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(
      screen.getByText('There is no profile at this address, or it is not yours to see.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to your home screen' }).getAttribute('href'),
    ).toBe('/vendor-dashboard');
  });

  it('shows a driver its own driver record, read only', async () => {
    const driverUser = makeUser({ role: 'driver', name: 'Ravi Teja', approvalStatus: 'Rejected' });
    const record = makeDriver({
      userId: driverUser.id,
      name: 'Ravi Teja',
      approvalStatus: 'Rejected',
      rejectionReason: 'The medical certificate has expired.',
    });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /accounts/drivers/me': () => json(200, record) }).fetch,
    );
    useSession.getState().setCredentials({ user: driverUser, accessToken: 'a', refreshToken: 'r' });
    renderRoute(`/profile/${driverUser.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Teja' })).toBeTruthy();
    expect(screen.getByText('Your details were not approved')).toBeTruthy();
    expect(
      screen.getByText('The operator said: The medical certificate has expired.'),
    ).toBeTruthy();
    expect(screen.getByText('KA03 20120045871', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload|Approve|Edit/ })).toBeNull();
  });
});
