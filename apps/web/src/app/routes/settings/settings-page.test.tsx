import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const DEFAULTS = {
  dutyStartWindowMinutes: 120,
  maxAverageSpeedKmph: 120,
  auditRetentionDays: 730,
  positionRetentionDays: 90,
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  lateStartGraceMinutes: 15,
  lateStartPenaltyPaise: 0,
  vehicleNotReportedPenaltyPaise: 0,
};

function signInAs(role: 'admin' | 'ADMIN_USER' | 'vendor') {
  const user = makeUser({ role, name: 'Ananya Rao' });
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

const windowField = () => screen.findByLabelText<HTMLInputElement>(/^Start window before pickup/);
const speedField = () => screen.getByLabelText<HTMLInputElement>(/^Highest average speed/);
const retentionField = () =>
  screen.getByLabelText<HTMLInputElement>(/^Keep history and sign-in logs for/);

describe('settings screen', () => {
  it('shows each setting with its unit and default, and saves a change with a toast', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /settings': () => json(200, DEFAULTS),
      'PUT /settings': ({ body }) => json(200, { ...DEFAULTS, ...(body as object) }),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('ADMIN_USER');
    renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect((await windowField()).value).toBe('120');
    expect(speedField().value).toBe('120');
    expect(screen.getAllByText('minutes')).toHaveLength(2);
    expect(screen.getByText('km/h')).toBeTruthy();
    expect(
      screen.getByText(
        'A duty can be started from this long before its pickup time. Default: 120 minutes.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /on a duty slip, averaging more than this is refused as impossible\. Default: 120 km\/h\.$/,
      ),
    ).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save settings' });
    expect(save.disabled).toBe(true);

    fireEvent.change(speedField(), { target: { value: '90' } });
    fireEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULTS,
      maxAverageSpeedKmph: 90,
    });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(speedField().value).toBe('90');
  });

  it('checks bounds before asking, puts the server’s field problems on their field, and restores defaults', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /settings': () =>
        json(200, {
          dutyStartWindowMinutes: 30,
          maxAverageSpeedKmph: 150,
          auditRetentionDays: 365,
          positionRetentionDays: 90,
          quietHoursStart: '21:00',
          quietHoursEnd: '08:00',
          lateStartGraceMinutes: 10,
          lateStartPenaltyPaise: 150_00,
          vehicleNotReportedPenaltyPaise: 0,
        }),
      'PUT /settings': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid', [
          { path: 'body.dutyStartWindowMinutes', message: 'Use 1440 or less' },
        ]),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('admin');
    renderRoute('/settings');

    fireEvent.change(await windowField(), { target: { value: '-5' } });
    fireEvent.change(speedField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use 0 or more')).toBeTruthy();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Use the defaults' }));
    await waitFor(() => expect(speedField().value).toBe('120'));
    expect((await windowField()).value).toBe('120');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use 1440 or less')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(DEFAULTS);
  });

  it('keeps the history for the retention set under Records, 180 days at least', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /settings': () => json(200, DEFAULTS),
      'PUT /settings': ({ body }) => json(200, { ...DEFAULTS, ...(body as object) }),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('admin');
    renderRoute('/settings');

    const records = await screen.findByRole('region', { name: 'Records' });
    expect(records.contains(retentionField())).toBe(true);
    expect(retentionField().value).toBe('730');
    expect(
      screen.getByText(/At least 180 days, as CERT-In asks\. Default: 730 days\.$/),
    ).toBeTruthy();

    fireEvent.change(retentionField(), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use 180 or more')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(retentionField(), { target: { value: '365' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULTS,
      auditRetentionDays: 365,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
  });

  it('takes the vendor penalties in rupees and sends them in paise', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /settings': () => json(200, { ...DEFAULTS, lateStartPenaltyPaise: 150_50 }),
      'PUT /settings': ({ body }) => json(200, { ...DEFAULTS, ...(body as object) }),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('admin');
    renderRoute('/settings');

    const penalties = await screen.findByRole('region', { name: 'Vendor penalties' });
    const late = screen.getByLabelText<HTMLInputElement>(/^Penalty per late start/);
    const missed = screen.getByLabelText<HTMLInputElement>(
      /^Penalty per vehicle that did not report/,
    );
    expect(penalties.contains(missed)).toBe(true);
    expect(late.value).toBe('150.5');
    expect(screen.getByLabelText<HTMLInputElement>(/^Late start grace/).value).toBe('15');

    fireEvent.change(missed, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter an amount in rupees, up to two decimals (0 turns it off)'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(missed, { target: { value: '1000' } });
    fireEvent.change(late, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULTS,
      lateStartPenaltyPaise: 200_00,
      vehicleNotReportedPenaltyPaise: 1_000_00,
    });
    await waitFor(() => expect(late.value).toBe('200'));
  });

  it('sends anyone but the operator to their dashboard, without asking for the settings', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /trip/summary/today': () => json(200, { date: '2026-06-12', counts: {} }),
    });
    vi.stubGlobal('fetch', fetch);
    signInAs('vendor');
    const { router } = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-dashboard'));
    expect(calls.some((c) => c.path === '/settings')).toBe(false);
  });
});
