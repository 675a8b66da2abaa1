import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { SignInPanel } from './sign-in-panel';

function session(overrides: Parameters<typeof makeUser>[0] = {}) {
  return { user: makeUser(overrides), accessToken: 'access-1', refreshToken: 'refresh-1' };
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignInPanel', () => {
  it('offers the Operator, Vendor and Driver tabs', () => {
    renderAt(<SignInPanel />, '/admin-login');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Operator',
      'Vendor',
      'Driver',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Operator');
  });

  it('checks the fields before anything is sent', async () => {
    const { fetch } = createFakeFetch();
    vi.stubGlobal('fetch', fetch);
    renderAt(<SignInPanel />, '/admin-login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();

    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /auth/admins/login': () =>
          apiError(401, 'UNAUTHORIZED', 'Incorrect email or password'),
      }).fetch,
    );
    renderAt(<SignInPanel />, '/admin-login');
    type('Email', 'admin@demo.raahi.in');
    type(/^Password/, 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(useSession.getState().hasToken()).toBe(false);
  });

  it('sends one request however often the button is pressed, then opens the dashboard', async () => {
    let answer!: (response: Response) => void;
    const { fetch, calls } = createFakeFetch({
      'POST /auth/admins/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<SignInPanel />, '/admin-login');
    type('Email', ' Admin@Demo.Raahi.in ');
    type(/^Password/, 'RaahiDemo@2026');
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await act(async () => {
      answer(json(200, session({ role: 'ADMIN_USER' })));
      await Promise.resolve();
    });

    expect((await screen.findByTestId('location')).textContent).toBe('/admin-dashboard');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/auth/admins/login',
      authorization: null,
      body: { email: 'admin@demo.raahi.in', password: 'RaahiDemo@2026' },
    });
    expect(useSession.getState()).toMatchObject({ accessToken: 'access-1', role: 'ADMIN_USER' });
  });

  it('signs vendors in at the vendor endpoint', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /auth/vendors/login': () => json(200, session({ role: 'VENDOR_USER' })),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<SignInPanel />, '/admin-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Vendor' }));
    type('Email', 'kavya@shreetravels.demo');
    type(/^Password/, 'RaahiDemo@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/vendor-dashboard');
    expect(calls.map((c) => c.path)).toEqual(['/auth/vendors/login']);
  });

  it('signs a driver in by code and opens its own profile', async () => {
    const driver = session({ role: 'driver', id: '7d0c3c1e-0000-4000-8000-000000000007' });
    const { fetch, calls } = createFakeFetch({
      'POST /otp/send-otp-driver': () =>
        json(200, { message: 'If +91-9900100001 is registered, a 6-digit code is on its way.' }),
      'POST /otp/verify-otp': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? json(200, driver)
          : apiError(401, 'UNAUTHORIZED', 'The code is incorrect or has expired.'),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<SignInPanel />, '/admin-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Driver' }));

    type('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit Indian mobile number')).toBeTruthy();

    type('Mobile number', '+91 99001 00001');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/a 6-digit code is on its way/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/otp/send-otp-driver', body: { phone: '9900100001' } });
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    type('6-digit code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeTruthy();

    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/driver-dashboard');
  });

  it('shows the cool-down the server asks for when codes come too fast', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /otp/send-otp': () =>
          json(
            429,
            {
              error: {
                code: 'RATE_LIMITED',
                message: 'Please wait 17 seconds before asking for another code.',
              },
            },
            { 'retry-after': '17' },
          ),
      }).fetch,
    );
    renderAt(<SignInPanel prefill={{ tab: 'vendor', method: 'otp', phone: '9845000101' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait 17 seconds before asking for another code.',
    );
    expect(
      screen.getByRole('button', { name: 'Send a new code in 17 s' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('fills in a prefilled account on the right tab', () => {
    renderAt(
      <SignInPanel
        prefill={{
          tab: 'vendor',
          method: 'password',
          email: 'ramesh@shreetravels.demo',
          password: 'RaahiDemo@2026',
        }}
      />,
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vendor');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ramesh@shreetravels.demo');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });
});
