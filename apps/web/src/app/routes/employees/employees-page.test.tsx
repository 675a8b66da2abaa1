import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeEmployee, pageOf } from '../../../test/employees';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

function signInAs(role: 'admin' | 'vendor' | 'VENDOR_USER') {
  const user = makeUser({ role, name: 'Ramesh Gowda' });
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

const naveen = makeEmployee();
const kavya = makeEmployee({
  id: 'e3a1c7e2-0000-4000-8000-000000000102',
  regId: 'EMP-000102',
  name: 'Kavya Shetty',
  email: 'kavya@shreetravels.demo',
  phone: '9845000102',
  jobRole: null,
  accountStatus: 'Blocked',
});

function selectOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('employees list', () => {
  it('shows the staff with job-role labels, +91 phones and status chips', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /records/employees': () => json(200, pageOf([naveen, kavya])) }).fetch,
    );
    signInAs('vendor');
    renderRoute('/manage-your-employees');
    await screen.findByText('Naveen Kumar');
    const list = screen.getByRole('list', { name: 'Employees' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe(`/manage-your-employees/${naveen.id}`);
    expect(within(first!).getByText('Fleet Supervisor · EMP-000101')).toBeTruthy();
    expect(within(first!).getByText('+91-9845000103')).toBeTruthy();
    expect(within(first!).getByText('Active')).toBeTruthy();
    expect(second!.textContent).toContain('No job role · EMP-000102');
    expect(within(second!).getByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add employee' }).getAttribute('href')).toBe(
      '/manage-your-employees/add',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('keeps search, filters and sort in the address and asks the server for that view', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /records/employees': () => json(200, pageOf([naveen])),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('vendor');
    const { router } = renderRoute('/manage-your-employees?sort=name&page=2');
    const lastList = () => calls.filter((c) => c.path.startsWith('/records/')).at(-1)?.path;
    await screen.findByText('Naveen Kumar');
    expect(lastList()).toBe('/records/employees?page=2&pageSize=20&sort=name');

    selectOption('Job role', 'Route Planner / Scheduler');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?jobRole=route_planner&sort=name'),
    );
    selectOption('Account status', 'Inactive');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' naveen ' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=naveen&jobRole=route_planner&accountStatus=Inactive&sort=name',
      ),
    );
    await waitFor(() =>
      expect(lastList()).toBe(
        '/records/employees?page=1&pageSize=20&sort=name&q=naveen&jobRole=route_planner&accountStatus=Inactive',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });

  it('says when no one matches, and offers to clear the filters', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /records/employees': () => json(200, pageOf([])) }).fetch,
    );
    signInAs('vendor');
    renderRoute('/manage-your-employees?accountStatus=Deleted');
    expect(await screen.findByRole('heading', { name: 'No one matches' })).toBeTruthy();
  });

  it('invites a vendor without staff to add the first one', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /records/employees': () => json(200, pageOf([])) }).fetch,
    );
    signInAs('vendor');
    renderRoute('/manage-your-employees');
    expect(await screen.findByRole('heading', { name: 'No employees yet' })).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /records/employees': () =>
          json(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }),
      }).fetch,
    );
    signInAs('vendor');
    renderRoute('/manage-your-employees');
    expect(
      await screen.findByText(/The list could not be loaded\. Too many requests/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('gives an admin a second tab with the administrators', async () => {
    const admin = makeEmployee({
      id: 'b8f1c7e2-0000-4000-8000-000000000009',
      role: 'admin',
      regId: 'ADM-000009',
      name: 'Meera Iyer',
      jobRole: null,
      vendorId: null,
    });
    const { fetch, calls } = createFakeFetch({
      'GET /records/employees': () => json(200, pageOf([])),
      'GET /accounts/admins': () => json(200, pageOf([admin])),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('admin');
    const { router } = renderRoute('/manage-your-employees');
    fireEvent.click(await screen.findByRole('tab', { name: 'Administrators' }));
    await screen.findByText('Meera Iyer');
    const list = screen.getByRole('list', { name: 'Administrators' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe(`/admin/profile/${admin.id}`);
    expect(router.state.location.search).toBe('?tab=admins');
    expect(calls.some((c) => c.path.startsWith('/accounts/admins?page=1'))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Job role' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add admin' })).toBeTruthy();
  });

  it('tells staff that only owners manage employees', async () => {
    signInAs('VENDOR_USER');
    renderRoute('/manage-your-employees');
    expect(
      await screen.findByRole('heading', { name: 'Only owners manage employees' }),
    ).toBeTruthy();
  });
});
