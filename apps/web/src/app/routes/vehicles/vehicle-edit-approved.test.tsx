import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVehicle } from '../../../test/vehicles';

const approved = makeVehicle({ vehicleNumber: 'KA02MX2231' });
const base = `/records/vehicles/${approved.id}`;

describe('editing an approved vehicle', { timeout: 20_000 }, () => {
  it('opened by hand, the wizard shows its papers locked and saves only the safety kit', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET ${base}`]: () => json(200, approved),
      [`PATCH ${base}`]: (call) => json(200, { ...approved, ...(call.body as object) }),
      'POST /kyc/validate-rc': () =>
        json(200, {
          valid: true,
          normalized: 'KA02MX2231',
          display: 'KA 02 MX 2231',
          checks: [{ check: 'rc-format', ok: true, message: 'Valid registration number format' }],
          warnings: [],
          online: null,
        }),
    });
    vi.stubGlobal('fetch', fetch);
    useSession.getState().setCredentials({
      user: makeUser({ role: 'vendor', approvalStatus: 'Approved' }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    renderRoute(`/vehicles/add?vehicleId=${approved.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit KA 02 MX 2231' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(/its papers are renewed from its page/)).toBeTruthy();
    const insurance = await screen.findByRole('region', { name: 'Insurance' });
    const number = insurance.querySelector<HTMLInputElement>('input#vehicle-insuranceNumber')!;
    expect(number.value).toBe('POL-MN4821');
    // The number and the valid-till date are shown and cannot be changed here.
    const inputs = [...insurance.querySelectorAll('input')];
    expect(inputs.length).toBeGreaterThanOrEqual(2);
    expect(inputs.every((input) => input.disabled)).toBe(true);
    const policy = within(screen.getByRole('region', { name: 'Insurance policy' }));
    expect(policy.getByText('Not uploaded')).toBeTruthy();
    expect(policy.queryByRole('button', { name: 'Upload' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Fire extinguisher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      fireExtinguisher: false,
      firstAidKit: true,
    });
  });
});
