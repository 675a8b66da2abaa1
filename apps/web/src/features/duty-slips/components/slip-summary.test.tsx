import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { SlipSummary } from './slip-summary';

const DUTY_ID = '7d1c2f3a-0000-4000-8000-000000000031';

describe("the duty drawer's slip summary", () => {
  it('holds its lines in place while the figures come, then shows them', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch } = createFakeFetch({
      [`GET /trip/${DUTY_ID}/slip`]: () => new Promise<Response>((done) => (answer = done)),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<SlipSummary dutyId={DUTY_ID} />);

    // The same four lines as the figures', so the drawer's sections below do not move.
    for (const label of ['Garage to garage', 'Time', 'Charges', 'Allowances'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();

    answer(
      json(200, {
        dutyId: DUTY_ID,
        number: 'DS-000031',
        totals: { km: 77, minutes: 173, chargesPaise: 6_000, allowancesPaise: 0 },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Open slip DS-000031' })).toBeTruthy();
    expect(screen.getByText('₹60.00')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
