import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render-route';

const demoMeta = {
  version: '0.0.1',
  demo: {
    password: 'RaahiDemo@2026',
    accounts: [
      {
        role: 'admin',
        name: 'Ananya Rao',
        email: 'admin@demo.raahi.in',
        phone: '9845000001',
        method: 'password',
      },
      {
        role: 'VENDOR_USER',
        name: 'Kavya Shetty',
        email: 'kavya@shreetravels.demo',
        phone: '9845000102',
        method: 'password',
      },
      { role: 'driver', name: 'Manjunath Kumar', email: null, phone: '9900100001', method: 'otp' },
    ],
  },
};

describe('sign-in page', () => {
  it('lists the demo sign-ins on a demo installation; a click fills the form', async () => {
    vi.stubGlobal('fetch', createFakeFetch({ 'GET /meta': () => json(200, demoMeta) }).fetch);
    renderRoute('/admin-login');
    const panel = await screen.findByRole('region', { name: 'Demo sign-ins' });
    expect(within(panel).getByText('Demo')).toBeTruthy();
    expect(panel.textContent).toContain('RaahiDemo@2026');

    fireEvent.click(within(panel).getByText('Kavya Shetty · Vendor staff'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vendor');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('kavya@shreetravels.demo');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('RaahiDemo@2026');

    fireEvent.click(within(panel).getByText('Manjunath Kumar · Driver'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Driver');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9900100001');
  });

  it('on a production demo lists the accounts without a password and fills the email only', async () => {
    const production = { ...demoMeta, demo: { ...demoMeta.demo, password: null } };
    vi.stubGlobal('fetch', createFakeFetch({ 'GET /meta': () => json(200, production) }).fetch);
    renderRoute('/admin-login');
    const panel = await screen.findByRole('region', { name: 'Demo sign-ins' });
    expect(panel.textContent).not.toContain('Password for every email account');
    expect(panel.textContent).not.toContain('writes the code to its log');

    fireEvent.click(within(panel).getByText('Ananya Rao · Admin'));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('admin@demo.raahi.in');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('');
  });

  it('shows no demo panel elsewhere', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /meta': () => json(200, { version: '0.0.1', demo: null }) }).fetch,
    );
    renderRoute('/admin-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Demo sign-ins')).toBeNull();
  });
});
