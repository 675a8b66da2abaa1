import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeFetch, json } from '../../../../test/fake-fetch';
import { renderAt } from '../../../../test/render-route';
import { ONBOARDING_DRAFT_KEY } from '../../lib/onboarding-draft';
import { emptyWizard } from '../../lib/vendor-form';
import { VendorOnboardingWizard } from './vendor-onboarding-wizard';

const PHONE = '9886012345';
/** A verification token whose payload says it expires in an hour. */
const TOKEN = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

function renderWizard() {
  return renderAt(<VendorOnboardingWizard />, '/vendor-onboarding');
}

function stored() {
  return localStorage.getItem(ONBOARDING_DRAFT_KEY) ?? '';
}

function storeDraft(activeStep: number, data: Record<string, unknown>) {
  localStorage.setItem(
    ONBOARDING_DRAFT_KEY,
    JSON.stringify({ activeStep, data: { ...emptyWizard(), ...data }, proof: null }),
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

// Whole journeys through MUI forms: slower than a unit test on a busy machine.
describe('the vendor onboarding wizard', { timeout: 15_000 }, () => {
  it('keeps the first step until its fields pass and the phone is verified', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /otp/send-otp': () => json(200, { message: `A code is on its way to +91-${PHONE}.` }),
      'POST /otp/verify-phone': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? json(200, { phone: PHONE, verificationToken: TOKEN })
          : apiError(401, 'UNAUTHORIZED', 'The code is incorrect or has expired.'),
      'GET /accounts/vendors/draft': () => json(200, null),
    });
    vi.stubGlobal('fetch', fetch);
    renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Business' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the vendor type')).toBeTruthy();
    expect(screen.getByText('Enter a 10-digit Indian mobile number')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vendor Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Partnership' }));
    type('Name', 'Nandi Hills Travels');
    type('Business Email', 'ops@nandi.in');
    type('Business Phone', PHONE);
    type('Address', '12, MG Road, Bengaluru 560001');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Verify this phone with a code before you continue'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`+91-${PHONE} is verified`)).toBeTruthy();
    expect(calls.find((c) => c.path === '/otp/send-otp')?.body).toEqual({
      phone: PHONE,
      purpose: 'onboarding',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tax and identity' })).toBeTruthy();
    expect(JSON.parse(stored())).toMatchObject({
      activeStep: 1,
      data: { name: 'Nandi Hills Travels', phone: PHONE },
      proof: { phone: PHONE, token: TOKEN },
    });
  });

  it('restores the saved step and data, and never stores the password', async () => {
    storeDraft(4, { name: 'Nandi Hills Travels', email: 'ops@nandi.in' });
    const first = renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Account password' })).toBeTruthy();
    expect(screen.getByText(/ops@nandi\.in/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Nandi@Hills2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Nandi@Hills2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(stored()).not.toContain('Nandi@Hills');

    first.unmount();
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Account password' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('checks an Aadhaar number as it is typed, then keeps only its mask', async () => {
    storeDraft(1, { pan: 'ABCFE1234F' });
    renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Tax and identity' });
    expect(screen.getByText('Why we ask for Aadhaar')).toBeTruthy();

    const aadhaar = screen.getByRole('textbox', { name: 'Aadhaar' });
    fireEvent.focus(aadhaar);
    fireEvent.change(aadhaar, { target: { value: '234123412347' } });
    expect(await screen.findByText('The check digit does not match: a typo?')).toBeTruthy();
    fireEvent.change(aadhaar, { target: { value: '234123412346' } });
    expect(await screen.findByText('Check digit matches')).toBeTruthy();
    fireEvent.blur(aadhaar);

    expect(await screen.findByText('XXXX XXXX 2346')).toBeTruthy();
    expect(screen.queryByDisplayValue('234123412346')).toBeNull();
    await waitFor(() => expect(stored()).toContain('XXXX XXXX 2346'));
    expect(stored()).not.toContain('234123412346');
  });

  it('starts over from an empty first step', async () => {
    storeDraft(3, { name: 'Nandi Hills Travels', ownername: 'Nandini Rao' });
    renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Owner' });
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Business' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
    await waitFor(() => expect(JSON.parse(stored())).toMatchObject({ activeStep: 0 }));
    expect(stored()).not.toContain('Nandini');
  });
});
