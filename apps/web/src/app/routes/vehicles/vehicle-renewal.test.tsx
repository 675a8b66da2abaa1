import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@raahi/domain/vehicles';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { typeDate } from '../../../test/date-field';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVehicle } from '../../../test/vehicles';

const approved = makeVehicle();
const base = `/records/vehicles/${approved.id}`;
const policy = {
  slot: 'insuranceDocument' as const,
  contentType: 'application/pdf',
  size: 4096,
  hasThumbnail: false,
  uploadedAt: '2026-05-03T05:00:00.000Z',
};
const waiting: Vehicle = {
  ...approved,
  renewals: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      paper: 'insurance',
      validTill: '2099-05-19',
      number: 'POL-2099',
      status: 'Pending',
      rejectionReason: null,
      submittedAt: '2026-05-03T05:00:00.000Z',
      documents: [policy],
    },
  ],
};

function signIn(role: 'admin' | 'vendor') {
  useSession
    .getState()
    .setCredentials({ user: makeUser({ role }), accessToken: 'a', refreshToken: 'r' });
}

const insuranceItem = () =>
  within(screen.getByRole('list', { name: 'Compliance' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith('Insurance'))!;

describe('renewing a vehicle’s papers', { timeout: 15_000 }, () => {
  it('lets the vendor renew the insurance, which then waits for review beside it', async () => {
    let history: unknown[] = [];
    const { fetch, calls } = createFakeFetch({
      [`GET ${base}`]: () => json(200, approved),
      [`GET ${base}/audit`]: () => json(200, history),
      [`PUT ${base}/renewal-documents/insuranceDocument`]: () => json(200, policy),
      [`POST ${base}/renewals`]: () => {
        history = [
          {
            id: 'a0000000-0000-4000-8000-0000000000f1',
            action: 'renewal-submitted',
            actorName: 'Ramesh Gowda',
            actorRole: 'vendor',
            before: null,
            after: { paper: 'insurance', validTill: '2099-05-19', number: 'POL-2099' },
            createdAt: '2026-05-03T05:00:00.000Z',
          },
        ];
        return json(201, waiting);
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    renderRoute(`/vehicles/${approved.id}`);
    await screen.findByRole('heading', { level: 1, name: 'KA 05 MN 4821' });
    // Approved: the details open for editing, and each paper has its Renew.
    expect(screen.getByRole('link', { name: 'Edit details' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Renew / })).toHaveLength(5);

    fireEvent.click(within(insuranceItem()).getByRole('button', { name: 'Renew Insurance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renew Insurance' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send for review' }));
    expect(dialog.getByText('Give the date the new paper is valid till')).toBeTruthy();
    expect(dialog.getByText('Upload the new Insurance policy')).toBeTruthy();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);

    await typeDate(
      /^New valid-till date/,
      '2099-05-19',
      screen.getByRole('dialog', { name: 'Renew Insurance' }),
    );
    fireEvent.change(dialog.getByLabelText('New number'), { target: { value: 'POL-2099' } });
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.getByLabelText('File for Insurance policy'), {
      target: { files: [file] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Renewal waiting for review')).toBeTruthy();
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${base}/renewal-documents/insuranceDocument`,
      `POST ${base}/renewals`,
    ]);
    expect(sent[1]!.body).toEqual({
      paper: 'insurance',
      validTill: '2099-05-19',
      number: 'POL-2099',
    });
    const item = within(insuranceItem());
    expect(item.getByText(/New validity: 19\/05\/2099 · No\. POL-2099/)).toBeTruthy();
    // The old paper still counts, and a second renewal waits for this one.
    expect(item.getByText(/Valid till 20\/05\/2026/)).toBeTruthy();
    await waitFor(() => expect(item.queryByRole('button', { name: 'Renew Insurance' })).toBeNull());
    // Vendors do not review.
    expect(item.queryByRole('button', { name: 'Approve' })).toBeNull();
    // The history says which paper was renewed, and to what.
    const past = within(screen.getByRole('region', { name: 'History' }));
    expect(await past.findByText('Paper renewed, waiting for review')).toBeTruthy();
    expect(past.getByText('Insurance · valid till 19/05/2099 · No. POL-2099')).toBeTruthy();
  });

  it('lets the operator approve a waiting renewal, and shows the vendor why one was refused', async () => {
    let current = waiting;
    const renewed = makeVehicle({
      insurance: { number: 'POL-2099', validTill: '2099-05-19' },
      compliance: {
        ...approved.compliance,
        items: approved.compliance.items.map((entry) =>
          entry.item === 'insurance'
            ? { ...entry, validTill: '2099-05-19', state: 'valid' }
            : entry,
        ),
      },
    });
    const { fetch, calls } = createFakeFetch({
      [`GET ${base}`]: () => json(200, current),
      [`GET ${base}/audit`]: () => json(200, []),
      [`POST ${base}/renewals/${waiting.renewals[0]!.id}/approve`]: () => {
        current = renewed;
        return json(200, renewed);
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    const { unmount } = renderRoute(`/vehicles/${approved.id}`);
    await screen.findByText('Renewal waiting for review');
    fireEvent.click(within(insuranceItem()).getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve this renewal?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Renewal approved')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/approve'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('Renewal waiting for review')).toBeNull());
    expect(within(insuranceItem()).getByText(/Valid till 19\/05\/2099/)).toBeTruthy();
    unmount();

    current = {
      ...approved,
      renewals: [
        {
          ...waiting.renewals[0]!,
          status: 'Rejected',
          rejectionReason: 'The policy is for another vehicle',
          documents: [],
        },
      ],
    };
    signIn('vendor');
    renderRoute(`/vehicles/${approved.id}`);
    expect(await screen.findByText('Renewal refused')).toBeTruthy();
    const item = within(insuranceItem());
    expect(item.getByText('The operator said: The policy is for another vehicle')).toBeTruthy();
    expect(item.getByRole('button', { name: 'Renew Insurance' })).toBeTruthy();
  });
});
