import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeDriver, photo } from '../../../test/drivers';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const pending = makeDriver({
  approvalStatus: 'Pending',
  images: [
    photo({ slot: 'aadharFrontImage' }),
    photo({ slot: 'dlFront', hasThumbnail: false, contentType: 'application/pdf' }),
  ],
});

function signIn(role: 'admin' | 'vendor') {
  useSession
    .getState()
    .setCredentials({ user: makeUser({ role }), accessToken: 'a', refreshToken: 'r' });
}

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('driver details', { timeout: 15_000 }, () => {
  it('lets the operator reject with a reason', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/drivers/${pending.id}`]: () => json(200, pending),
      [`GET /accounts/drivers/${pending.id}/audit`]: () => json(200, []),
      [`POST /accounts/drivers/${pending.id}/reject`]: () =>
        json(200, {
          ...pending,
          approvalStatus: 'Rejected',
          rejectionReason: 'Upload a clear licence.',
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute(`/drivers/${pending.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: pending.name })).toBeTruthy();
    for (const label of [
      'Driving licence number',
      'Aadhaar number',
      'Emergency contact',
      'Languages known',
    ])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: `Reject ${pending.name}?` }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'no' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(
      await dialog.findByText('Say what needs to change (at least 5 characters)'),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'Upload a clear licence.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected by the operator')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Upload a clear licence.',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('shows a vendor no review buttons and keeps Aadhaar images closed', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/drivers/${pending.id}`]: () => json(200, pending),
      [`GET /accounts/drivers/${pending.id}/audit`]: () => json(200, []),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    renderRoute(`/drivers/${pending.id}`);
    await screen.findByRole('heading', { level: 1, name: pending.name });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit details' }).getAttribute('href')).toBe(
      `/drivers/add?driverId=${pending.id}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Aadhaar card (front)' })).getByText(
        'Uploaded. Only the driver and the operator can open Aadhaar images.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Driving licence (front)' }).textContent).toBe(
      'PDF · 2 KB',
    );
    expect(calls.some((call) => call.path.includes('/documents/aadhar'))).toBe(false);
  });

  it('offers to continue onboarding a Staged driver', async () => {
    const staged = makeDriver({ approvalStatus: 'Staged' });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /accounts/drivers/${staged.id}`]: () => json(200, staged),
        [`GET /accounts/drivers/${staged.id}/audit`]: () =>
          json(200, [
            {
              id: 'e0000000-0000-4000-8000-000000000001',
              action: 'created',
              actorName: 'Ramesh Gowda',
              actorRole: 'vendor',
              before: null,
              after: {},
              createdAt: '2026-05-01T04:30:00.000Z',
            },
          ]),
      }).fetch,
    );
    signIn('vendor');
    renderRoute(`/drivers/${staged.id}`);
    expect(
      (await screen.findByRole('link', { name: 'Continue onboarding' })).getAttribute('href'),
    ).toBe(`/drivers/add?driverId=${staged.id}`);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(await screen.findByText('01/05/2026, 10:00 am · Ramesh Gowda (Vendor)')).toBeTruthy();
  });

  it('says a driver is not found when the API answers 404', async () => {
    signIn('vendor');
    renderRoute('/drivers/d71e0000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Driver not found' })).toBeTruthy();
  });
});
