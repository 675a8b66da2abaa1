import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { ReportFilters } from './report-filters';

const period = { from: '2026-11-01', to: '2026-11-30' };
const companies: [string, string][] = [
  ['c1', 'Lotus Pharma'],
  ['c2', 'Nimbus Technologies'],
];

const DRIVER = '11111111-1111-4111-8111-111111111111';
const VENDOR = '22222222-2222-4222-8222-222222222222';
const VEHICLE = '33333333-3333-4333-8333-333333333333';
const driver = (id: string, name: string, regId: string) => ({ id, name, regId });

describe('ReportFilters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the invoices report's groupings and a company, and no vendor", () => {
    const onChange = vi.fn();
    renderAt(
      <ReportFilters
        kind="invoices"
        value={(key) => (key === 'groupBy' ? 'document' : '')}
        onChange={onChange}
        vendors={[['v1', 'Shree Travels']]}
        companies={companies}
        period={period}
        pickRecords
      />,
      '/reports/invoices',
    );
    expect(screen.queryByLabelText('Vendor')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group by' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Each invoice and credit note', 'Month', 'Company']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
    fireEvent.click(screen.getByRole('option', { name: 'Nimbus Technologies' }));
    expect(onChange).toHaveBeenCalledWith({ companyId: 'c2' });
  });

  it('has no company picker without the companies (a vendor) or for a report without them', () => {
    renderAt(
      <ReportFilters
        kind="vendor-settlements"
        value={() => ''}
        onChange={vi.fn()}
        vendors={null}
        companies={companies}
        period={period}
        pickRecords
      />,
      '/reports/vendor-settlements',
    );
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Group by' })).toBeNull();
  });

  it("searches the drivers on the server, in the chosen vendor's scope, and picks one", async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': ({ path }) =>
        json(200, {
          items: path.includes('q=Ravi')
            ? [driver(DRIVER, 'Ravi Kumar', 'DRV-000007')]
            : [driver(DRIVER, 'Ravi Kumar', 'DRV-000007'), driver('d2', 'Anil', 'DRV-000008')],
          total: 2,
          totalExact: true,
          page: 1,
          pageSize: 20,
        }),
    });
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    renderAt(
      <ReportFilters
        kind="driver-performance"
        value={(key) => (key === 'vendorId' ? VENDOR : '')}
        onChange={onChange}
        vendors={[[VENDOR, 'Shree Travels']]}
        companies={null}
        period={period}
        pickRecords
      />,
      '/reports/driver-performance',
    );
    expect(screen.queryByRole('combobox', { name: 'Vehicle' })).toBeNull();
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    act(() => picker.focus());
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Ravi' } });
    await waitFor(() => expect(calls.map((c) => c.path).join()).toContain('q=Ravi'));
    const searched = calls.find((c) => c.path.includes('q=Ravi'))!.path;
    expect(searched).toContain(`vendorId=${VENDOR}`);
    fireEvent.click(await screen.findByRole('option', { name: 'Ravi Kumar (DRV-000007)' }));
    expect(onChange).toHaveBeenCalledWith({ driverId: DRIVER });
  });

  it("names the picked vehicle from the address, and offers no picker to a driver's page", async () => {
    const { fetch } = createFakeFetch({
      [`GET /records/vehicles/${VEHICLE}`]: () =>
        json(200, { id: VEHICLE, vehicleNumber: 'KA01AB1234' }),
    });
    vi.stubGlobal('fetch', fetch);
    const view = renderAt(
      <ReportFilters
        kind="vehicle-utilisation"
        value={(key) => (key === 'vehicleId' ? VEHICLE : '')}
        onChange={vi.fn()}
        vendors={null}
        companies={null}
        period={period}
        pickRecords
      />,
      '/reports/vehicle-utilisation',
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Vehicle' }).value).toBe(
        'KA01AB1234',
      ),
    );
    view.unmount();
    renderAt(
      <ReportFilters
        kind="driver-performance"
        value={() => ''}
        onChange={vi.fn()}
        vendors={null}
        companies={null}
        period={period}
        pickRecords={false}
      />,
      '/reports/driver-performance',
    );
    expect(screen.queryByRole('combobox', { name: 'Driver' })).toBeNull();
  });
});
