import type { Employee } from '@raahi/domain/employees';
import {
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeEmployee } from '../../../test/employees';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const vendor = makeUser({ role: 'vendor', name: 'Ramesh Gowda' });
const naveen = makeEmployee();
const path = `/manage-your-employees/${naveen.id}`;
const api = `/records/employees/${naveen.id}`;

function signIn() {
  useSession.getState().setCredentials({ user: vendor, accessToken: 'a', refreshToken: 'r' });
}

const history = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    action: 'created',
    actorName: 'Ramesh Gowda',
    actorRole: 'vendor',
    before: null,
    after: { role: 'VENDOR_USER', name: 'Naveen Kumar', jobRole: 'fleet_supervisor' },
    createdAt: '2026-05-04T06:30:00.000Z',
  },
];

function serve(employee: Employee, extra = {}) {
  const fake = createFakeFetch({
    [`GET ${api}`]: () => json(200, employee),
    [`GET ${api}/audit`]: () => json(200, history),
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const ACTION_BUTTONS = ['Reactivate', 'Deactivate', 'Block', 'Delete'];

function actionButtons() {
  const access = screen.getByRole('region', { name: 'Access' });
  return within(access)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => ACTION_BUTTONS.includes(text ?? ''));
}

describe('employee details', () => {
  it.each([
    ['Active', ['Deactivate', 'Block', 'Delete']],
    ['Inactive', ['Reactivate', 'Block', 'Delete']],
    ['Blocked', ['Reactivate', 'Delete']],
    ['Deleted', []],
  ] as const)(
    'offers a %s account only the actions its status allows',
    async (status, expected) => {
      serve(makeEmployee({ accountStatus: status }));
      signIn();
      renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'Naveen Kumar' });
      expect(actionButtons()).toEqual(expected);
    },
  );

  it('shows who the person is, a link to the profile and the history', async () => {
    serve(naveen);
    signIn();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Naveen Kumar' });
    expect(screen.getByText('+91-9845000103')).toBeTruthy();
    expect(screen.getByText('ID: EMP-000101')).toBeTruthy();
    expect(screen.getByText('Added by Ramesh Gowda on 04/05/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      `/vendor-user/profile/${naveen.id}`,
    );
    const historySection = screen.getByRole('region', { name: 'History' });
    expect(await within(historySection).findByText('Account created')).toBeTruthy();
    expect(within(historySection).getByText('by Ramesh Gowda')).toBeTruthy();
    expect(within(historySection).getByText('Job role: Fleet Supervisor')).toBeTruthy();
  });

  it('asks before blocking, then shows the new status', async () => {
    let current = naveen;
    const fake = createFakeFetch({
      [`GET ${api}`]: () => json(200, current),
      [`GET ${api}/audit`]: () => json(200, history),
      [`POST ${api}/block`]: () => {
        current = { ...naveen, accountStatus: 'Blocked' };
        return json(200, current);
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    signIn();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Naveen Kumar' });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Naveen Kumar?' });
    // Cancel is the safe default: it has the focus when the dialog opens.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    const posted = () =>
      fake.calls.filter((c) => c.method === 'POST' && c.path.startsWith(api)).map((c) => c.path);
    expect(posted()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const again = await screen.findByRole('dialog', { name: 'Block Naveen Kumar?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Naveen Kumar is blocked.')).toBeTruthy();
    expect(posted()).toEqual([`${api}/block`]);
    await waitForElementToBeRemoved(again);
    expect(actionButtons()).toEqual(['Reactivate', 'Delete']);
    await waitFor(() => expect(screen.getAllByText('Blocked').length).toBeGreaterThan(0));
  });

  it('sends only the details that changed', async () => {
    const { calls } = serve(naveen, {
      [`PATCH ${api}`]: () => json(200, { ...naveen, phone: '9845000199' }),
    });
    signIn();
    renderRoute(path);
    const phone = await screen.findByLabelText<HTMLInputElement>('Mobile number');
    fireEvent.change(phone, { target: { value: '+91 98450 00199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The details are saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone: '9845000199' });
  });

  it("says an employee is not found for someone else's staff", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET ${api}`]: () => apiError(404, 'NOT_FOUND', 'Employee not found') })
        .fetch,
    );
    signIn();
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Employee not found' })).toBeTruthy();
  });
});
