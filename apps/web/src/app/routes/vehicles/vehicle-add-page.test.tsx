import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  newVehicleDraft,
  VEHICLE_DRAFT_KEY,
  writeVehicleDraft,
} from '../../../features/vehicles/components/wizard/vehicle-draft';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { typeDate } from '../../../test/date-field';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVehicle, vehiclePhoto } from '../../../test/vehicles';

const vendor = makeUser({
  id: '3f9c2a10-0000-4000-8000-000000000101',
  role: 'vendor',
  approvalStatus: 'Approved',
});
const staged = makeVehicle({ approvalStatus: 'Staged', vehicleNumber: 'KA02MX2231' });

function signIn() {
  useSession.getState().setCredentials({ user: vendor, accessToken: 'a', refreshToken: 'r' });
}
const stored = () => JSON.parse(localStorage.getItem(VEHICLE_DRAFT_KEY) ?? 'null');
const field = (name: string) => screen.getByRole('textbox', { name });
const LOOKS_LIKE = 'A registration number looks like KA 01 AB 1234, DL 3C AB 1234 or 22 BH 1234 AB';
const rcAnswer = (vehicleNumber: string) =>
  !/^(22BH|ka02mx)/i.test(vehicleNumber)
    ? {
        valid: false,
        normalized: vehicleNumber,
        display: vehicleNumber,
        checks: [{ check: 'rc-format', ok: false, message: LOOKS_LIKE }],
        warnings: [],
        online: null,
      }
    : vehicleNumber.startsWith('22BH')
      ? {
          valid: true,
          normalized: '22BH1234AB',
          display: '22 BH 1234 AB',
          checks: [{ check: 'rc-format', ok: true, message: 'Valid registration number format' }],
          warnings: [
            'Bharat-series (BH) plates are for private vehicles: a cab needs a commercial registration',
          ],
          online: null,
        }
      : {
          valid: true,
          normalized: 'KA02MX2231',
          display: 'KA 02 MX 2231',
          checks: [{ check: 'rc-format', ok: true, message: 'Valid registration number format' }],
          warnings: [],
          online: null,
        };

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('the add-vehicle wizard', { timeout: 20_000 }, () => {
  it('checks the number with the server, refuses a bad one, and saves the vehicle as Staged', async () => {
    let conflict = true;
    const { fetch, calls } = createFakeFetch({
      'POST /kyc/validate-rc': (call) =>
        json(200, rcAnswer((call.body as { vehicleNumber: string }).vehicleNumber)),
      'POST /records/vehicles': () => {
        if (conflict) {
          conflict = false;
          return apiError(409, 'CONFLICT', 'This registration number is already registered', {
            field: 'vehicleNumber',
          });
        }
        return json(201, staged);
      },
      [`GET /records/vehicles/${staged.id}`]: () => json(200, staged),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute('/vehicles/add');
    await screen.findByRole('heading', { level: 2, name: 'Vehicle details' });

    fireEvent.change(field('Registration number'), { target: { value: '22BH1234AB' } });
    expect(await screen.findByText('Reads as 22 BH 1234 AB')).toBeTruthy();
    expect(screen.getByText(/Bharat-series \(BH\) plates are for private vehicles/)).toBeTruthy();

    fireEvent.change(field('Registration number'), { target: { value: 'KAXX12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose the category')).toBeTruthy();
    // Refused in the browser (the field) and by the server's check (the list under it).
    expect(field('Registration number').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getAllByText(LOOKS_LIKE)).toHaveLength(2));
    expect(calls.some((call) => call.path === '/records/vehicles')).toBe(false);

    fireEvent.change(field('Registration number'), { target: { value: 'ka02mx2231' } });
    expect(await screen.findByText('Reads as KA 02 MX 2231')).toBeTruthy();
    await pick('Category', 'Sedan');
    await pick('Fuel', 'CNG');
    fireEvent.change(field('Brand'), { target: { value: 'Maruti Suzuki' } });
    fireEvent.change(field('Model'), { target: { value: 'Dzire Tour S' } });
    fireEvent.change(field('Colour'), { target: { value: 'White' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This registration number is already registered')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Compliance' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/records/vehicles').at(-1)?.body).toEqual({
      category: 'Sedan',
      brand: 'Maruti Suzuki',
      vehicleModelName: 'Dzire Tour S',
      color: 'White',
      vehicleNumber: 'KA02MX2231',
      fuelType: 'CNG',
    });
    expect(stored()).toMatchObject({
      activeStep: 1,
      vehicleId: staged.id,
      approvalStatus: 'Staged',
    });
  });

  it('saves the papers, asks for the required photos, and submits from the review', async () => {
    let current = staged;
    const { fetch, calls } = createFakeFetch({
      [`GET /records/vehicles/${staged.id}`]: () => json(200, current),
      [`PATCH /records/vehicles/${staged.id}`]: (call) => {
        current = { ...current, insurance: { number: 'POL-1', validTill: '2027-03-31' } };
        return json(200, { ...current, ...(call.body as object) });
      },
      [`POST /records/vehicles/${staged.id}/submit`]: () =>
        json(200, { ...current, approvalStatus: 'Pending' }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    const draft = newVehicleDraft(vendor.id);
    writeVehicleDraft(localStorage, {
      ...draft,
      activeStep: 1,
      vehicleId: staged.id,
      approvalStatus: 'Staged',
      values: { ...draft.values, vehicleNumber: 'KA02MX2231' },
    });
    const { router } = renderRoute('/vehicles/add');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continue onboarding: KA 02 MX 2231' }),
    ).toBeTruthy();
    const insurance = await screen.findByRole('region', { name: 'Insurance' });
    fireEvent.change(insurance.querySelector('input[name="insuranceNumber"]')!, {
      target: { value: 'POL-1' },
    });
    await typeDate(/^Valid till/, '2027-03-31', insurance);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      insurance: { number: 'POL-1', validTill: '2027-03-31' },
      fireExtinguisher: false,
      firstAidKit: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const slot of ['Front', 'Back', 'RC (front)', 'RC (back)'])
      expect(await screen.findByText(`Upload the ${slot} photo`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();

    // The photos arrive (as another tab would upload them): the list empties, Next goes on.
    current = {
      ...current,
      images: ['frontImage', 'backImage', 'rcFront', 'rcBack'].map((slot) =>
        vehiclePhoto({ slot: slot as 'frontImage', hasThumbnail: false }),
      ),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Photos' });
    await waitFor(() => expect(screen.queryByText('Upload the Front photo')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and submit' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vehicles/${staged.id}`));
    expect(stored()).toBeNull();
  });
});
