import { gstinCheckCharacter } from '@raahi/domain/kyc';
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
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
  const payload = `${randomInt(2, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
  let c = 0;
  [...payload].reverse().forEach((digit, i) => {
    c = d[c]![p[(i + 1) % 8]![Number(digit)]!]!;
  });
  return payload + inv[c];
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
