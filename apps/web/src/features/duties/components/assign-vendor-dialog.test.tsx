import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DUTY_ID, makeDuty, SHREE } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { AssignVendorDialog } from './assign-vendor-dialog';

const DECCAN = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Deccan Cabs' };
const duty = makeDuty({ status: 'Assigned' });

function fakeServer() {
  const fake = createFakeFetch({
    'GET /trip/eligible-vendors': () => json(200, [SHREE, DECCAN]),
    [`POST /trip/${DUTY_ID}/assign-vendor`]: () => json(200, { ...duty, vendor: DECCAN }),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('the assign-vendor dialog', () => {
  it('lets the operator record that the vendor it takes the duty from did not report', async () => {
    const { calls } = fakeServer();
    const onClose = vi.fn();
    renderAt(<AssignVendorDialog duty={duty} mayRecordFailure onClose={onClose} />);

    const vendor = await screen.findByRole('combobox', { name: 'Vendor' });
    // The list opens once the vendors are in.
    await waitFor(() => expect(vendor.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(vendor);
    fireEvent.click(await screen.findByRole('option', { name: 'Deccan Cabs' }));
    const flag = screen.getByLabelText('The vendor’s vehicle did not report');
    expect(screen.getByText(/Charges Shree Travels the penalty/)).toBeTruthy();
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: 'Assign vendor' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      vendorId: DECCAN.id,
      vehicleNotReported: true,
    });
  });

  it('offers the flag to no one else', async () => {
    fakeServer();
    renderAt(<AssignVendorDialog duty={duty} onClose={vi.fn()} />);
    await screen.findByRole('combobox', { name: 'Vendor' });
    expect(screen.queryByLabelText('The vendor’s vehicle did not report')).toBeNull();
  });
});
