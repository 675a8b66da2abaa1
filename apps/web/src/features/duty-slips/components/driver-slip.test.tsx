import type { DutySlip } from '@raahi/domain/duty-slips';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { DriverSlip } from './driver-slip';

const DUTY_ID = '7d1c2f3a-0000-4000-8000-000000000029';
const DRIVER_ID = 'b8f1c7e2-0000-4000-8000-000000000042';

const emptySlip: DutySlip = {
  dutyId: DUTY_ID,
  number: 'DS-000029',
  dutyRegId: 'DUT-000029',
  garageOutAt: null,
  garageOutKm: null,
  reportedAt: null,
  boardedAt: null,
  boardedKm: null,
  droppedAt: null,
  droppedKm: null,
  garageInAt: null,
  garageInKm: null,
  nightAllowancePaise: null,
  driverAllowancePaise: null,
  advancePaise: null,
  remarks: null,
  charges: [],
  confirmation: { startCode: null, signature: null },
  totals: { km: null, minutes: null, chargesPaise: 0, allowancesPaise: 0 },
  billedAt: null,
  updatedAt: '2026-11-26T02:00:00.000Z',
};

/** The slip's API; its PATCH fails as a lost signal while `network.down`, or as `refuse` says. */
function serve(network: { down: boolean; refuse?: string }) {
  const patched: FetchCall[] = [];
  const fake = createFakeFetch({
    [`PATCH /trip/${DUTY_ID}/slip`]: (call) => {
      patched.push(call);
      if (network.down) throw new TypeError('Failed to fetch');
      if (network.refuse) return apiError(422, 'SLIP_IMPOSSIBLE', network.refuse);
      return json(200, { ...emptySlip, ...(call.body as object) });
    },
    [`GET /trip/${DUTY_ID}/slip/audit`]: () => json(200, []),
  });
  vi.stubGlobal('fetch', fake.fetch);
  useSession.getState().setCredentials({
    user: makeUser({ id: DRIVER_ID, role: 'driver', name: 'Manjunath Kumar' }),
    accessToken: 'a',
    refreshToken: 'r',
  });
  return patched;
}

async function leaveGarage(km: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Leaving the garage' }));
  const dialog = screen.getByRole('dialog', { name: 'Leaving the garage' });
  fireEvent.change(within(dialog).getByLabelText('Odometer (km)'), { target: { value: km } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe("the driver's slip", { timeout: 30_000 }, () => {
  it('keeps a step made without a signal on the phone, shows it filled, and sends it once online', async () => {
    localStorage.clear();
    const network = { down: true };
    const patched = serve(network);
    renderAt(<DriverSlip slip={emptySlip} userId={DRIVER_ID} />);
    await leaveGarage('45210');

    await screen.findByText('Saved on this phone: it will be sent when there is a signal.');
    expect(screen.getByText(/45,210 km/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leaving the garage' })).toBeNull();
    expect(localStorage.getItem(`slip-outbox:${DRIVER_ID}`)).toContain('"garageOutKm":45210');

    network.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(
        screen.queryByText('Saved on this phone: it will be sent when there is a signal.'),
      ).toBeNull(),
    );
    expect(patched.map((call) => (call.body as { garageOutKm: number }).garageOutKm)).toEqual([
      45210, 45210,
    ]);
    expect(localStorage.getItem(`slip-outbox:${DRIVER_ID}`)).toBe('[]');
  });

  it("shows the server's refusal until the driver removes the step", async () => {
    localStorage.clear();
    serve({ down: false, refuse: 'The garage-out time is still to come' });
    renderAt(<DriverSlip slip={emptySlip} userId={DRIVER_ID} />);
    await leaveGarage('45210');
    const refusal = await screen.findByText('The garage-out time is still to come');
    fireEvent.click(
      within(refusal.closest('[role="alert"]')!).getByRole('button', { name: 'Remove' }),
    );
    await screen.findByRole('button', { name: 'Leaving the garage' });
  });
});
