import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { DUTY_ID, listItemOf, makeDuty, SHREE } from '../../../test/duties';
import { createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

function signIn(role: 'admin' | 'vendor' | 'driver') {
  useSession.getState().setCredentials({
    user: makeUser({ role, name: 'Ravi Kumar' }),
    accessToken: 'a',
    refreshToken: 'r',
  });
}

const OTHER = 'd0000000-0000-4000-8000-000000000002';
const assigned = makeDuty();
const unassigned = makeDuty({
  id: OTHER,
  regId: 'DTY-000002',
  vendor: null,
  // Friday 5 June, 18:00–20:00 India time.
  scheduledStart: '2026-06-05T12:30:00.000Z',
  scheduledEnd: '2026-06-05T14:30:00.000Z',
});

const scheduleCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path.startsWith('/trip/schedule'));

describe('the duties page', () => {
  it('asks for the week in the URL and draws each duty in its lane', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/schedule': () =>
        json(200, { items: [listItemOf(assigned), listItemOf(unassigned)], truncated: true }),
      [`GET /trip/${DUTY_ID}`]: () => json(200, assigned),
      [`GET /trip/${DUTY_ID}/audit`]: () => json(200, []),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { router } = renderRoute('/duties?date=2026-06-03&status=Requested');

    const shree = await screen.findByRole('group', { name: SHREE.name });
    expect(scheduleCalls(calls)[0]?.path).toBe(
      '/trip/schedule?from=2026-06-01T00%3A00%3A00%2B05%3A30&to=2026-06-08T00%3A00%3A00%2B05%3A30&status=Requested&lanes=vendor&lanePage=1',
    );
    expect(screen.getByText('01/06/2026 – 07/06/2026')).toBeTruthy();
    const block = within(shree).getByRole('button', {
      name: 'DTY-000001, 09:30–11:30, Infosys, Requested',
    });
    // Wednesday 09:30 is 2 days and 9.5 hours into the week.
    expect(block.style.getPropertyValue('--block-left')).toBe(`${(57.5 / 168) * 100}%`);
    const none = screen.getByRole('group', { name: 'Unassigned' });
    expect(within(none).getByRole('button', { name: /DTY-000002, 18:00–20:00/ })).toBeTruthy();
    expect(screen.getByText(/only the first 2000 are drawn/)).toBeTruthy();

    fireEvent.click(block);
    await waitFor(() => expect(router.state.location.search).toContain(`duty=${DUTY_ID}`));
    const drawer = await screen.findByRole('dialog', { name: 'DTY-000001' });
    expect(await within(drawer).findByText('Kempegowda International Airport')).toBeTruthy();
    expect(
      within(drawer)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text && text !== ''),
    ).toEqual(['Assign vendor', 'Assign driver & vehicle', 'Cancel duty', 'Edit booking']);
    expect(within(drawer).getByText('Meera Iyer · +91-9845000001')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('duty='));
  });

  it('pages through the lanes, and a new week starts again from the first', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/schedule': ({ path }) => {
        const lanePage = new URLSearchParams(path.split('?')[1]).get('lanePage');
        return json(200, {
          items: [listItemOf(assigned)],
          truncated: false,
          lanePage: Number(lanePage),
          moreLanes: lanePage === '1',
        });
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { router } = renderRoute('/duties?date=2026-06-03');
    await screen.findByRole('group', { name: SHREE.name });
    expect(screen.getByText('Rows 1–1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous rows' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next rows' }));
    await waitFor(() => expect(router.state.location.search).toContain('lanePage=2'));
    await waitFor(() => expect(scheduleCalls(calls).at(-1)?.path).toContain('lanePage=2'));
    expect(await screen.findByText('Rows 21–21')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next rows' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('lanePage'));
  });

  it('steps to the next week and switches lanes through the URL', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/schedule': () => json(200, { items: [], truncated: false }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    const { router } = renderRoute('/duties?date=2026-06-03');
    expect(await screen.findByText('No duties in this period.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-06-10'));
    await waitFor(() =>
      expect(scheduleCalls(calls).at(-1)?.path).toContain('from=2026-06-08T00%3A00%3A00%2B05%3A30'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-06-10'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows' }));
    expect(
      within(screen.getByRole('listbox')).queryByRole('option', { name: 'By vendor' }),
    ).toBeNull();
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'By vehicle' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=day&date=2026-06-10&lane=vehicle'),
    );
    expect(screen.queryByRole('button', { name: 'Book duty' })).toBeNull();
  });

  it('counts the month by status and opens a day', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/schedule/days': () =>
        json(200, { days: [{ date: '2026-06-03', counts: { Requested: 1, Completed: 1 } }] }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { router } = renderRoute('/duties?view=month&date=2026-06-20');
    const day = await screen.findByRole('button', {
      name: 'Wednesday, 3 June 2026: 1 Requested, 1 Completed',
    });
    expect(within(day).getByTestId('count-2026-06-03-Requested').textContent).toBe('1 Requested,');
    expect(within(day).getByTestId('count-2026-06-03-Completed').textContent).toBe('1 Completed');
    // Counted by the server over the whole month shown, Monday 1 June to Sunday 5 July.
    expect(scheduleCalls(calls).map((call) => call.path)).toEqual([
      '/trip/schedule/days?from=2026-06-01T00%3A00%3A00%2B05%3A30&to=2026-07-06T00%3A00%3A00%2B05%3A30&lanePage=1',
    ]);
    expect(screen.getByRole('button', { name: 'Thursday, 4 June 2026: no duties' })).toBeTruthy();
    fireEvent.click(day);
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-06-03'));
  });

  it('lists duties with the filters from the URL', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/trip-list': () =>
        json(200, {
          items: [listItemOf(assigned)],
          total: 1,
          totalExact: true,
          page: 1,
          pageSize: 20,
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute('/duties?view=list&date=2026-06-03&status=Started&from=2026-06-03&to=2026-06-03');
    const table = await screen.findByRole('table', { name: 'Duties' });
    expect(calls.find((call) => call.path.startsWith('/trip/trip-list'))?.path).toBe(
      '/trip/trip-list?page=1&pageSize=20&sort=scheduledStart&status=Started&from=2026-06-03T00%3A00%3A00%2B05%3A30&to=2026-06-04T00%3A00%3A00%2B05%3A30',
    );
    expect(within(table).getByText('03/06/2026, 09:30–11:30')).toBeTruthy();
    expect(screen.getByText('1 duty')).toBeTruthy();
  });

  it('lists the duties from the date in the address onwards, the next first, a day at a time', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/trip-list': () =>
        json(200, {
          items: [listItemOf(assigned)],
          total: 1,
          totalExact: true,
          page: 1,
          pageSize: 20,
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('driver');
    const { router } = renderRoute('/duties?view=list&date=2026-06-03&page=2');
    await screen.findByRole('table', { name: 'Duties' });
    const listCalls = () => calls.filter((call) => call.path.startsWith('/trip/trip-list'));
    expect(listCalls()[0]?.path).toBe(
      '/trip/trip-list?page=2&pageSize=20&sort=scheduledStart&from=2026-06-03T00%3A00%3A00%2B05%3A30',
    );
    expect(screen.getByText('From Wednesday, 3 June 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list&date=2026-06-04'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe(
        '/trip/trip-list?page=1&pageSize=20&sort=scheduledStart&from=2026-06-04T00%3A00%3A00%2B05%3A30',
      ),
    );
  });

  it('asks a driver for the start code when the duty needs one', async () => {
    const accepted = makeDuty({ status: 'Accepted', startOtpRequired: true });
    const { fetch, calls } = createFakeFetch({
      'GET /trip/schedule': () => json(200, { items: [listItemOf(accepted)], truncated: false }),
      [`GET /trip/${DUTY_ID}`]: () => json(200, accepted),
      [`GET /trip/${DUTY_ID}/audit`]: () => json(200, []),
      [`POST /trip/${DUTY_ID}/start`]: () => json(200, { ...accepted, status: 'Started' }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('driver');
    renderRoute(`/duties?date=2026-06-03&duty=${DUTY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'DTY-000001' });
    await within(drawer).findByText('Whitefield, Bengaluru');
    expect(within(drawer).queryByRole('button', { name: 'Cancel duty' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Edit booking' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start DTY-000001' });
    fireEvent.change(within(dialog).getByLabelText(/Odometer/), { target: { value: '42100' } });
    fireEvent.change(within(dialog).getByLabelText(/Start code/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Enter the 4-digit code')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Start code/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        odometer: 42100,
        otp: '1234',
      }),
    );
  });
});
