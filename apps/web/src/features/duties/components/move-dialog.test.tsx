import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DUTY_ID, makeDuty } from '../../../test/duties';
import { apiError, createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { MoveDialog } from './move-dialog';

const TOO_EARLY =
  'This duty can be started from 12/06/2026, 08:30, 2 hours before its pickup at 12/06/2026, 10:30';
const accepted = makeDuty({ status: 'Accepted' });

/** The server refuses a start until it comes with the operator's override. */
function startRefusedUnlessOverridden(call: FetchCall) {
  const body = call.body as { override?: { reason: string } };
  return body.override
    ? json(200, { ...accepted, status: 'Started' })
    : apiError(409, 'START_TOO_EARLY', TOO_EARLY, { windowMinutes: 120, overridable: true });
}

function startWith(odometer: string) {
  fireEvent.change(screen.getByLabelText(/Odometer/), { target: { value: odometer } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
}

describe('the move dialog', () => {
  it('shows the server’s refusal, and lets the operator override it with a reason', async () => {
    const { fetch, calls } = createFakeFetch({
      [`POST /trip/${DUTY_ID}/start`]: startRefusedUnlessOverridden,
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderAt(<MoveDialog duty={accepted} move="start" mayOverride onClose={onClose} />);

    startWith('42100');
    expect((await screen.findByRole('alert')).textContent).toContain(TOO_EARLY);
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    const reason = await screen.findByLabelText(/Reason for the override/);
    fireEvent.click(screen.getByRole('button', { name: 'Start anyway' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start anyway' }));
    expect(await screen.findByText('Enter at least 10 characters')).toBeTruthy();

    fireEvent.change(reason, { target: { value: 'Passenger asked for an early pickup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { odometer: 42100 },
      { odometer: 42100, override: { reason: 'Passenger asked for an early pickup' } },
    ]);
  });

  it('shows a vendor or driver the refusal without an override', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`POST /trip/${DUTY_ID}/start`]: startRefusedUnlessOverridden }).fetch,
    );
    renderAt(<MoveDialog duty={accepted} move="start" onClose={vi.fn()} />);
    startWith('42100');
    expect((await screen.findByRole('alert')).textContent).toContain(TOO_EARLY);
    expect(screen.queryByRole('button', { name: 'Override' })).toBeNull();
  });

  it('offers no override for what no one can override: a completion before its start', async () => {
    const started = makeDuty({ status: 'Started', odometerStart: 42100 });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`POST /trip/${DUTY_ID}/complete`]: () =>
          apiError(422, 'COMPLETION_IMPLAUSIBLE', 'The duty cannot end before it started', {
            reason: 'ends-before-start',
            overridable: false,
          }),
      }).fetch,
    );
    renderAt(<MoveDialog duty={started} move="complete" mayOverride onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Odometer/), { target: { value: '42110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The duty cannot end before it started',
    );
    expect(screen.queryByRole('button', { name: 'Override' })).toBeNull();
  });

  it('lets the operator say, cancelling, that the vendor’s vehicle did not report', async () => {
    const { fetch, calls } = createFakeFetch({
      [`POST /trip/${DUTY_ID}/cancel`]: () => json(200, { ...accepted, status: 'Cancelled' }),
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderAt(<MoveDialog duty={accepted} move="cancel" mayRecordFailure onClose={onClose} />);

    fireEvent.change(await screen.findByLabelText(/^Reason/), {
      target: { value: 'The cab never came' },
    });
    fireEvent.click(screen.getByLabelText('The vendor’s vehicle did not report'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel duty' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The cab never came',
      vehicleNotReported: true,
    });
  });

  it('offers a vendor or driver no such flag', async () => {
    renderAt(<MoveDialog duty={accepted} move="cancel" onClose={vi.fn()} />);
    await screen.findByLabelText(/^Reason/);
    expect(screen.queryByLabelText('The vendor’s vehicle did not report')).toBeNull();
  });
});
