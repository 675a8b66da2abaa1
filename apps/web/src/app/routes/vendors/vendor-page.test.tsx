import { VENDOR_FIELD_LABELS, type Vendor } from '@raahi/domain/vendors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../../test/strings';
import { useSession, type SessionUser } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVendor, VENDOR_ID } from '../../../test/vendors';

const PATH = `/vendors/${VENDOR_ID}`;

function signIn(overrides: Partial<SessionUser> = {}) {
  const user = makeUser({ role: 'admin', name: 'Ananya Rao', ...overrides });
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

function serve(vendor: Vendor, audit: unknown[] = []) {
  let current = vendor;
  const fake = createFakeFetch({
    [`GET /accounts/vendors/${VENDOR_ID}`]: () => json(200, current),
    [`GET /accounts/vendors/${VENDOR_ID}/audit`]: () => json(200, audit),
    [`POST /accounts/vendors/${VENDOR_ID}/reject`]: ({ body }) => {
      current = {
        ...current,
        approvalStatus: 'Rejected',
        rejectionReason: (body as { reason: string }).reason,
      };
      return json(200, current);
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

async function openVendor() {
  renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Shree Travels' });
}

const actionButtons = () =>
  within(screen.queryByRole('group', { name: 'Actions' }) ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

// The route loads its screen lazily; load it once up front so the first test does not pay for
// compiling it within its own time limit.
beforeAll(() => import('./vendor-page'), 30_000);

// Whole journeys through MUI forms: slower than a unit test on a busy machine.
describe('the vendor page', { timeout: 15_000 }, () => {
  it("lists exactly the spec's labelled fields, hidden ones left out", async () => {
    serve(makeVendor());
    signIn();
    await openVendor();
    const details = screen.getByRole('region', { name: 'Details' });
    const labels = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(Object.values(VENDOR_FIELD_LABELS));
    for (const hidden of [
      'Service Types',
      'Associated Companies',
      'Approval Status',
      'Account Status',
      'Password',
    ]) {
      expect(labels).not.toContain(hidden);
    }
    const value = (label: string) =>
      within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Business Phone')).toBe('+91-9845000101');
    expect(value('Owner Mobile')).toBe('+91-9845000101');
    expect(value('Aadhaar')).toBe('XXXX XXXX 2346');
    expect(value('Operational Area')).toBe('Karnataka: Bengaluru, Mysuru');
    expect(value('Owner Date of Birth')).toBe('14/03/1978');
    // Statuses are chips in the header; services and companies have their own section.
    expect(screen.getByText('Approval Status: Approved')).toBeTruthy();
    const operations = screen.getByRole('region', { name: 'Operations' });
    expect(within(operations).getByText('Nimbus Technologies')).toBeTruthy();
    expect(within(operations).getByText('Airport Transport')).toBeTruthy();
  });

  it('keeps the catalogue labels the same as the domain’s', () => {
    expect(en.vendors.fields).toEqual(VENDOR_FIELD_LABELS);
  });

  it('offers each role only the steps it may take on this vendor now', async () => {
    serve(makeVendor({ approvalStatus: 'Pending' }));
    signIn({ role: 'ADMIN_USER' });
    const first = renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Shree Travels' });
    expect(actionButtons()).toEqual([
      'Approve',
      'Reject',
      'Deactivate',
      'Block',
      'Delete',
      'Edit details',
    ]);
    first.unmount();

    useSession.getState().clear();
    serve(makeVendor({ approvalStatus: 'Rejected', rejectionReason: 'Wrong address' }));
    signIn({ role: 'vendor', vendorId: VENDOR_ID });
    const owner = renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Shree Travels' });
    expect(actionButtons()).toEqual(['Resubmit for review', 'Edit details']);
    expect(screen.getByText('Wrong address')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connected Vendors' })).toBeNull();
    owner.unmount();

    useSession.getState().clear();
    serve(makeVendor());
    signIn({ role: 'VENDOR_USER', vendorId: VENDOR_ID });
    await openVendor();
    expect(actionButtons()).toEqual([]);
  });

  it('rejects only with a reason, after confirming', async () => {
    const { calls } = serve(makeVendor({ approvalStatus: 'Pending' }));
    signIn();
    await openVendor();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Shree Travels?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Say what needs to change (at least 5 characters)'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The PAN card copy is unreadable.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Approval Status: Rejected')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'The PAN card copy is unreadable.',
    });
    expect(screen.getByText('The PAN card copy is unreadable.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the history: who, when, and what changed from what', async () => {
    serve(makeVendor(), [
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        action: 'approve',
        actorName: 'Ananya Rao',
        actorRole: 'admin',
        before: { approvalStatus: 'Pending' },
        after: { approvalStatus: 'Approved' },
        createdAt: '2026-03-04T09:35:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        action: 'created',
        actorName: null,
        actorRole: 'public',
        before: null,
        after: { regId: 'VEN-000101', approvalStatus: 'Pending' },
        createdAt: '2026-03-02T04:30:00.000Z',
      },
    ]);
    signIn();
    await openVendor();
    const history = screen.getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'ApprovedAnanya Rao · Admin · 04/03/2026, 3:05 pmApproval Status: Pending → Approved',
      'RegisteredSigned up on the website · 02/03/2026, 10:00 amRegistration ID: VEN-000101Approval Status: Pending',
    ]);
  });

  it('says when the vendor is not there or not yours to see', async () => {
    signIn({ role: 'vendor', vendorId: VENDOR_ID });
    renderRoute('/vendors/7e1d0000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to your home screen' }).getAttribute('href'),
    ).toBe('/vendor-dashboard');
  });
});
