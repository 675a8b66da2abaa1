import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Driver } from '@raahi/domain/drivers';
import { useSession } from '../../../lib/session';
import { makeDriver, photo } from '../../../test/drivers';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { typeDate } from '../../../test/date-field';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const approved = makeDriver({ approvalStatus: 'Approved', images: [photo({ slot: 'dlFront' })] });
const base = `/accounts/drivers/${approved.id}`;
const waiting: Driver = {
  ...approved,
  renewals: [
    {
      id: 'f0000000-0000-4000-8000-000000000002',
      paper: 'licence',
      validTill: '2046-03-31',
      number: null,
      status: 'Pending',
      rejectionReason: null,
      submittedAt: '2026-05-03T05:00:00.000Z',
      documents: [photo({ slot: 'dlFront' }), photo({ slot: 'dlBack' })],
    },
  ],
};

describe('renewing a driver’s papers', { timeout: 15_000 }, () => {
  it('renews the licence with both sides and a new validity, and shows it waiting for review', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET ${base}`]: () => json(200, approved),
      [`GET ${base}/audit`]: () => json(200, []),
      [`PUT ${base}/renewal-documents/dlFront`]: () => json(200, photo({ slot: 'dlFront' })),
      [`PUT ${base}/renewal-documents/dlBack`]: () => json(200, photo({ slot: 'dlBack' })),
      [`POST ${base}/renewals`]: () => json(201, waiting),
    });
    vi.stubGlobal('fetch', fetch);
    useSession
      .getState()
      .setCredentials({ user: makeUser({ role: 'vendor' }), accessToken: 'a', refreshToken: 'r' });
    renderRoute(`/drivers/${approved.id}`);
    const papers = within(await screen.findByRole('region', { name: 'Papers' }));
    expect(papers.getByText('Valid till 31/03/2036')).toBeTruthy();

    // A certificate has no date of its own: its renewal asks only for the document.
    fireEvent.click(papers.getByRole('button', { name: 'Renew Police verification certificate' }));
    const police = within(
      await screen.findByRole('dialog', { name: 'Renew Police verification certificate' }),
    );
    expect(police.queryByLabelText(/New valid-till date/)).toBeNull();
    fireEvent.click(police.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(papers.getByRole('button', { name: 'Renew Driving licence' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renew Driving licence' }));
    await typeDate(
      /^New valid-till date/,
      '2046-03-31',
      screen.getByRole('dialog', { name: 'Renew Driving licence' }),
    );
    const side = (name: string) => new File(['png'], name, { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('File for Driving licence (front)'), {
      target: { files: [side('front.png')] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send for review' }));
    expect(dialog.getByText('Upload the new Driving licence (back)')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('File for Driving licence (back)'), {
      target: { files: [side('back.png')] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send for review' }));

    expect(await papers.findByText('Renewal waiting for review')).toBeTruthy();
    expect(papers.getByText('New validity: 31/03/2046')).toBeTruthy();
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${base}/renewal-documents/dlFront`,
      `PUT ${base}/renewal-documents/dlBack`,
      `POST ${base}/renewals`,
    ]);
    expect(sent[2]!.body).toEqual({ paper: 'licence', validTill: '2046-03-31' });
  });
});
