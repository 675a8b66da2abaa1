import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DUTY_ID, makeDuty } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { DutyDrawer } from './duty-drawer';

const REASON = 'Passenger asked for an early pickup';

describe('the duty drawer', () => {
  it('says in the history that a step was an override, and why', async () => {
    const started = makeDuty({ status: 'Started', odometerStart: 42100 });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /trip/${DUTY_ID}`]: () => json(200, started),
        [`GET /trip/${DUTY_ID}/audit`]: () =>
          json(200, [
            {
              id: 'f0000000-0000-4000-8000-000000000001',
              action: 'start',
              actorName: 'Ananya Rao',
              actorRole: 'admin',
              before: { status: 'Accepted', odometerStart: null },
              after: {
                status: 'Started',
                odometerStart: 42100,
                override: { check: 'START_TOO_EARLY', reason: REASON },
              },
              createdAt: '2026-06-02T04:00:00.000Z',
            },
          ]),
      }).fetch,
    );
    renderAt(<DutyDrawer dutyId={DUTY_ID} role="admin" onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'DTY-000001' });
    expect(await within(drawer).findByText(`Override: ${REASON}`)).toBeTruthy();
  });
});
