import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeEmployee } from '../../../test/employees';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const vendor = makeUser({ role: 'vendor', name: 'Ramesh Gowda' });
const created = makeEmployee({ name: 'Deepa Nair', mustChangePassword: true });

function signIn() {
  useSession.getState().setCredentials({ user: vendor, accessToken: 'a', refreshToken: 'r' });
}

async function fillForm() {
  fireEvent.change(await screen.findByLabelText('Full name'), {
    target: { value: 'Deepa Nair' },
  });
  fireEvent.change(screen.getByLabelText('Email'), {
    target: { value: 'Deepa@ShreeTravels.demo' },
  });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98450 00111' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job role' }));
  fireEvent.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: 'Dispatch Officer' }),
  );
}

describe('adding an employee', () => {
  it('checks the form before it asks the server', async () => {
    const { fetch, calls } = createFakeFetch();
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute('/manage-your-employees/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a 10-digit Indian mobile number')).toBeTruthy();
    expect(screen.getByText('Choose a job role')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The job roles, exactly as the spec lists them.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job role' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('General Manager – Fleet Operations');
    expect(options).toHaveLength(12);
  });

  it('shows the temporary password once, with a warning, then leads to the new account', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /records/employees': () =>
        json(201, { employee: created, temporaryPassword: 'Hk7mPq2RxT9w' }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute('/manage-your-employees/add');
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Account created' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Deepa Nair',
      email: 'deepa@shreetravels.demo',
      phone: '9845000111',
      jobRole: 'dispatch_officer',
      onboarding: 'temporary-password',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Temporary password').value).toBe(
      'Hk7mPq2RxT9w',
    );
    expect(screen.getByText('Shown only once')).toBeTruthy();
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Hk7mPq2RxT9w');

    expect(screen.getByRole('link', { name: 'Open their page' }).getAttribute('href')).toBe(
      `/manage-your-employees/${created.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an employee' })).toBeTruthy();
    expect(screen.queryByText('Hk7mPq2RxT9w')).toBeNull();
  });

  it('shows the invitation link with its expiry', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /records/employees': () =>
        json(201, {
          employee: created,
          invitation: {
            path: '/invitation/tok_abcdefghijklmnopqrstuvwxyz',
            expiresAt: '2026-06-04T21:00:00.000Z',
          },
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute('/manage-your-employees/add');
    await fillForm();
    fireEvent.click(screen.getByLabelText(/An invitation link/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const link = await screen.findByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toBe(`${window.location.origin}/invitation/tok_abcdefghijklmnopqrstuvwxyz`);
    expect(screen.getByText(/It works once, until 05\/06\/2026, 2:30 am \(IST\)/i)).toBeTruthy();
    expect(screen.queryByLabelText('Temporary password')).toBeNull();
    expect(
      (calls.find((c) => c.method === 'POST')?.body as { onboarding: string }).onboarding,
    ).toBe('invitation');
  });

  it('puts a duplicate email on its field', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /records/employees': () =>
          apiError(409, 'CONFLICT', 'This email is already used by another account', {
            field: 'email',
          }),
      }).fetch,
    );
    signIn();
    renderRoute('/manage-your-employees/add');
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already used by another account')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
