import { emptyMonthEndSummary, type MonthEndRun } from '@raahi/domain/month-end';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { MonthEndDialog } from './month-end-dialog';

const RUN = '7a1c0000-0000-4000-8000-000000000001';
const DUTY = '7a1c0000-0000-4000-8000-000000000002';
const COMPANY = '7a1c0000-0000-4000-8000-000000000003';

function run(overrides: Partial<MonthEndRun>): MonthEndRun {
  return {
    id: RUN,
    month: '2026-10',
    status: 'queued',
    requestedAt: '2026-11-27T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    summary: emptyMonthEndSummary(),
    error: null,
    ...overrides,
  };
}

const done = run({
  status: 'done',
  finishedAt: '2026-11-27T08:01:00.000Z',
  summary: {
    ...emptyMonthEndSummary(),
    companies: {
      total: 3,
      done: 3,
      invoiced: 2,
      upToDate: 0,
      skipped: [
        { companyId: COMPANY, name: 'Lotus Pharma', reason: '1 of 2 duties cannot be priced' },
      ],
    },
    invoices: {
      issued: 4,
      duties: 5,
      taxablePaise: 5_000_00,
      taxPaise: 900_00,
      totalPaise: 5_900_00,
      first: 'RAH/26-27/00007',
      last: 'RAH/26-27/00010',
    },
    statements: {
      vendors: 2,
      duties: 7,
      payable: 1,
      amountPaise: 4_800_00,
      tdsPaise: 96_00,
      netPaise: 4_704_00,
    },
    unpriced: [
      {
        side: 'sale',
        dutyId: DUTY,
        regId: 'DUT-000042',
        party: 'Lotus Pharma',
        reason: 'Its slip has no garage-in yet',
      },
    ],
    unpricedCount: 1,
  },
});

describe('MonthEndDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the month’s run, follows it and shows what it did', async () => {
    let latest: MonthEndRun | null = null;
    const { fetch, calls } = createFakeFetch({
      'GET /invoices/month-end': () => json(200, latest),
      'POST /invoices/month-end': () => {
        latest = done;
        return json(202, run({}));
      },
    });
    vi.stubGlobal('fetch', fetch);
    useSession
      .getState()
      .setCredentials({ user: makeUser({ role: 'admin' }), accessToken: 'a', refreshToken: 'r' });
    renderAt(<MonthEndDialog onClose={() => {}} />);
    const start = await screen.findByRole('button', { name: 'Run month end' });
    fireEvent.click(start);
    await screen.findByText(
      /4 invoices issued, RAH\/26-27\/00007 to RAH\/26-27\/00010/,
      {},
      { timeout: 3_000 },
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(screen.getByText(/Lotus Pharma: 1 of 2 duties cannot be priced/)).toBeTruthy();
    expect(screen.getByText(/DUT-000042 of Lotus Pharma, for its invoice/)).toBeTruthy();
    expect(
      screen.getByText(/2 vendors' statements worked \(7 duties\): 1 can be paid/),
    ).toBeTruthy();
  });
});
