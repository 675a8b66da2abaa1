import { gstinCheckCharacter, verhoeffCheckDigit } from '@raahi/domain/kyc';
import { randomInt } from 'node:crypto';
import { uniquePhone } from './factories.js';
import type { TestApp } from './test-app.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(0, 26)]!;

/** A fresh, valid PAN for a firm ('F' holder type), and a GSTIN for it in a given GST state. */
export function makePan(holder = 'F') {
  return `${letter()}${letter()}${letter()}${holder}${letter()}${String(randomInt(1, 10_000)).padStart(4, '0')}${letter()}`;
}
export function makeGstin(pan: string, stateGstCode = '29') {
  const first14 = `${stateGstCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A valid Aadhaar-format number (Verhoeff check digit computed). */
export function makeAadhaar(): string {
  const payload = `${randomInt(2, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
  return payload + verhoeffCheckDigit(payload);
}

export function vendorInput(overrides: Record<string, unknown> = {}) {
  const pan = makePan();
  const tag = randomInt(0, 1e9).toString(36);
  return {
    registrationType: 'Partnership',
    name: `Shree Travels ${tag}`,
    email: `fleet-${tag}@example.in`,
    phone: uniquePhone(),
    address: '12, 4th Cross, Indiranagar, Bengaluru 560038',
    gst: makeGstin(pan, '29'),
    pan,
    aadhar: makeAadhaar(),
    operationalArea: [{ state: 'KA', cities: ['Bengaluru', 'Mysuru'] }],
    associatedCompanies: [],
    serviceTypes: ['Employee Pick & Drop', 'Airport Transport'],
    elevatorStatement: 'Forty cabs, drivers trained for night shifts.',
    ownername: 'Ramesh Gowda',
    ownermobile: uniquePhone(),
    ownerdob: '1980-05-17',
    owneremail: `owner-${tag}@example.in`,
    password: 'a strong vendor password',
    ...overrides,
  };
}

/** Proves a phone through the real OTP flow and returns the verification token. */
export async function verifyPhone(t: TestApp, phone: string): Promise<string> {
  await t.request('/api/otp/send-otp', { method: 'POST', json: { phone, purpose: 'onboarding' } });
  const res = await t.request('/api/otp/verify-phone', {
    method: 'POST',
    json: { phone, otp: t.lastOtp(phone) },
  });
  if (res.status !== 200) throw new Error(`phone verification failed: ${res.text}`);
  return res.body.verificationToken as string;
}

/** Signs a vendor up through the public API. */
export async function signUpVendor(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = vendorInput(overrides);
  const phoneVerification = await verifyPhone(t, input.phone);
  const res = await t.request('/api/accounts/vendors', {
    method: 'POST',
    json: { ...input, phoneVerification },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { vendor: res.body, input };
}

/** An operator onboarding a vendor on its behalf (no OTP needed); the owner gets the password. */
export async function createVendor(
  t: TestApp,
  operatorToken: string,
  overrides: Record<string, unknown> = {},
) {
  const input = vendorInput(overrides);
  const res = await t.request('/api/accounts/vendors', {
    method: 'POST',
    token: operatorToken,
    json: input,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return { vendor: res.body, input };
}
