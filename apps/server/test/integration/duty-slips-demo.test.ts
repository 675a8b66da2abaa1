import type { DutySlip } from '@raahi/domain/duty-slips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo duty slips', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('fills the slip of every completed duty the demo vendor sees, in order and plausibly', async () => {
    const signedIn = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: 'ramesh@shreetravels.demo', password: DEMO_PASSWORD },
    });
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const list = await t.request('/api/trip/trip-list?status=Completed&pageSize=50', { token });
    expect(list.status, list.text).toBe(200);
    const ids = (list.body.items as { id: string }[]).map((duty) => duty.id);
    expect(ids.length).toBeGreaterThan(5);
    const slips = await Promise.all(
      ids.map(async (id) => (await t.request(`/api/trip/${id}/slip`, { token })).body as DutySlip),
    );
    for (const slip of slips) {
      expect(slip.garageOutKm).toBeLessThan(slip.boardedKm!);
      expect(slip.garageInKm).toBeGreaterThan(slip.droppedKm!);
      expect(Date.parse(slip.garageOutAt!)).toBeLessThan(Date.parse(slip.boardedAt!));
      expect(Date.parse(slip.garageInAt!)).toBeGreaterThan(Date.parse(slip.droppedAt!));
      expect(slip.totals.km).toBeGreaterThan(0);
    }
    expect(slips.some((slip) => slip.charges.length > 0)).toBe(true);
  });
});
