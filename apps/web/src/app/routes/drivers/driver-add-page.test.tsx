import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DRIVER_DRAFT_KEY,
  newDriverDraft,
  writeDriverDraft,
} from '../../../features/drivers/components/wizard/wizard-draft';
import { useSession } from '../../../lib/session';
import { makeDriver, photo } from '../../../test/drivers';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { typeDate } from '../../../test/date-field';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const vendor = makeUser({
  id: '3f9c2a10-0000-4000-8000-000000000101',
  role: 'vendor',
  name: 'Ramesh Gowda',
  approvalStatus: 'Approved',
});
const staged = makeDriver({
  id: 'd71e0000-0000-4000-8000-000000000042',
  name: 'Ganesh Shetty',
  approvalStatus: 'Staged',
  addressAadhar: null,
  currentAddress: null,
  emergencyContact: null,
  languagesKnown: [],
  serviceTypes: [],
});

function signIn() {
  useSession.getState().setCredentials({ user: vendor, accessToken: 'a', refreshToken: 'r' });
}

const stored = () => JSON.parse(localStorage.getItem(DRIVER_DRAFT_KEY) ?? 'null');
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('the add-driver wizard', { timeout: 15_000 }, () => {
  it('comes back after a reload on the same step, with the same data and server driver', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/drivers/${staged.id}`]: () => json(200, staged),
      [`PATCH /accounts/drivers/${staged.id}`]: () =>
        json(200, { ...staged, addressAadhar: 'Jayanagar', currentAddress: 'Jayanagar' }),
      'GET /companies': () => json(200, []),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    const draft = newDriverDraft(vendor.id);
    writeDriverDraft(localStorage, {
      ...draft,
      activeStep: 1,
      driverId: staged.id,
      approvalStatus: 'Staged',
      values: {
        ...draft.values,
        name: 'Ganesh Shetty',
        phonePrimary: '7012345678',
        emergencyContact: { name: 'Lakshmi Shetty', phone: '' },
      },
    });

    renderRoute('/drivers/add');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact and addresses' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Continue onboarding: Ganesh Shetty' }),
    ).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLInputElement>('Emergency contact name', { exact: false }).value,
    ).toBe('Lakshmi Shetty');
    expect(screen.getByText('+91-7012345678')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter the emergency contact’s phone')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    change('Emergency contact phone', '9845012345');
    change('Address on Aadhaar', 'Jayanagar');
    fireEvent.click(screen.getByLabelText('Same as Aadhaar address'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();

    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/accounts/drivers/${staged.id}`);
    expect(patch?.body).toMatchObject({
      emergencyContact: { name: 'Lakshmi Shetty', phone: '9845012345' },
      addressAadhar: 'Jayanagar',
      currentAddress: 'Jayanagar',
      experienceYears: 0,
      timings: { type: '24hrs', slots: [] },
    });
    expect(stored()).toMatchObject({ activeStep: 2, driverId: staged.id });
  });

  it('saves a new driver on the server when step 1 is left, and keeps only the masked Aadhaar', async () => {
    const created = { ...staged, aadharNumber: 'XXXX XXXX 2346' };
    const { fetch, calls } = createFakeFetch({
      'POST /accounts/drivers': () => json(201, created),
      [`GET /accounts/drivers/${staged.id}`]: () => json(200, created),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    renderRoute('/drivers/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a driver' })).toBeTruthy();

    change('Name', 'Ganesh Shetty');
    change('Primary phone', '7012345678');
    change('Driving licence number', 'KA0520151234567');
    await typeDate(/^Licence valid until/, '2034-05-31');
    await typeDate(/^Date of birth/, '1990-04-12');
    change('Aadhaar number', '2341 2341 2346');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gender' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Male' }));
    expect(screen.getByText('Valid licence number format')).toBeTruthy();
    expect(screen.getByText('Check digit matches')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact and addresses' }),
    ).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Ganesh Shetty',
      dlNumber: 'KA0520151234567',
      dlExpiry: '2034-05-31',
      dob: '1990-04-12',
      aadharNumber: '234123412346',
      experienceYears: 0,
    });
    expect(post?.body).not.toHaveProperty('associatedVendors');
    expect(stored()).toMatchObject({
      activeStep: 1,
      driverId: staged.id,
      aadharMasked: 'XXXX XXXX 2346',
    });
    expect(localStorage.getItem(DRIVER_DRAFT_KEY)).not.toContain('234123412346');
  });

  it('asks for the missing documents and lists them until they are uploaded', async () => {
    const withLicence = {
      ...staged,
      images: [photo({ slot: 'dlFront' }), photo({ slot: 'dlBack' })],
    };
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/drivers/${staged.id}`]: () => json(200, withLicence),
      [`PUT /accounts/drivers/${staged.id}/documents/livePhoto`]: () => json(200, photo()),
      'GET /companies': () => json(200, []),
    });
    vi.stubGlobal('fetch', fetch);
    signIn();
    writeDriverDraft(localStorage, {
      ...newDriverDraft(vendor.id),
      activeStep: 2,
      driverId: staged.id,
      approvalStatus: 'Staged',
    });
    renderRoute('/drivers/add');
    await screen.findByRole('region', { name: 'Profile photo' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Upload the Profile photo')).toBeTruthy();
    expect(screen.queryByText('Upload the Driving licence (front)')).toBeNull();

    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload Profile photo'), {
      target: { files: [picture] },
    });
    await waitFor(() => expect(screen.queryByText('Upload the Profile photo')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toBeInstanceOf(FormData);
    expect((put?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work preferences' })).toBeTruthy();
  });

  it("puts the server's duplicate on its field", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /accounts/drivers': () =>
          apiError(409, 'CONFLICT', 'A driver with this phone number is already registered', {
            field: 'phonePrimary',
          }),
      }).fetch,
    );
    signIn();
    const draft = newDriverDraft(vendor.id);
    writeDriverDraft(localStorage, {
      ...draft,
      values: {
        ...draft.values,
        name: 'Ganesh Shetty',
        phonePrimary: '9900100001',
        dlNumber: 'KA0520151234567',
        dlExpiry: '2034-05-31',
        dob: '1990-04-12',
        gender: 'Male',
      },
    });
    renderRoute('/drivers/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('A driver with this phone number is already registered'),
    ).toBeTruthy();
    expect(
      screen.getByLabelText('Primary phone', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('starts over with an empty form, leaving the saved driver alone', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /accounts/drivers/${staged.id}`]: () => json(200, staged) }).fetch,
    );
    signIn();
    writeDriverDraft(localStorage, {
      ...newDriverDraft(vendor.id),
      activeStep: 1,
      driverId: staged.id,
      approvalStatus: 'Staged',
    });
    renderRoute('/drivers/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start over?' }));
    expect(dialog.getByText(/stays in Connected Drivers as Staged/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a driver' })).toBeTruthy();
    await waitFor(() => expect(stored()).toMatchObject({ activeStep: 0, driverId: null }));
  });

  it('loads a Staged driver from its details page into the wizard (Continue onboarding)', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /accounts/drivers/${staged.id}`]: () => json(200, staged) }).fetch,
    );
    signIn();
    const { router } = renderRoute(`/drivers/add?driverId=${staged.id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact and addresses' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(stored()).toMatchObject({ driverId: staged.id, activeStep: 1 });
  });

  it("offers as associated companies only those the driver's vendor works with", async () => {
    const INFOSYS = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Infosys' };
    const WIPRO = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Wipro' };
    const shree = staged.associatedVendors[0]!;
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /accounts/drivers/${staged.id}`]: () => json(200, staged),
        'GET /companies': () => json(200, [INFOSYS, WIPRO]),
        [`GET /accounts/vendors/${shree.id}`]: () =>
          json(200, { id: shree.id, name: shree.name, associatedCompanies: [INFOSYS] }),
      }).fetch,
    );
    signIn();
    const draft = newDriverDraft(vendor.id);
    writeDriverDraft(localStorage, {
      ...draft,
      activeStep: 3,
      driverId: staged.id,
      approvalStatus: 'Staged',
    });
    renderRoute('/drivers/add');
    await screen.findByRole('heading', { level: 2, name: 'Work preferences' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Associated companies' }));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Infosys' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Infosys']);
  });

  it('tells a vendor that is not approved yet why it cannot add drivers', async () => {
    useSession.getState().setCredentials({
      user: { ...vendor, approvalStatus: 'Pending' },
      accessToken: 'a',
      refreshToken: 'r',
    });
    renderRoute('/drivers/add');
    expect(await screen.findByText('Your vendor registration is not approved yet')).toBeTruthy();
  });
});
