import { randomInt } from 'node:crypto';
import { uniquePhone } from './factories.js';
import { onePagePdf } from './files.js';
import type { TestApp } from './test-app.js';
import { makeAadhaar } from './vendors.js';

// Smallest valid PNG (1×1), and a one-page PDF: uploads are decoded and parsed.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF = onePagePdf();

export function uniqueDl() {
  return `KA05${2010 + randomInt(0, 10)}${String(randomInt(0, 1e7)).padStart(7, '0')}`;
}

export function driverInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Manjunath Kumar',
    dlNumber: uniqueDl(),
    dlExpiry: '2034-06-30',
    dob: '1988-02-10',
    gender: 'Male',
    phonePrimary: uniquePhone(),
    aadharNumber: makeAadhaar(),
    pan: 'ABCPK1234F',
    experienceYears: 8,
    addressAadhar: '14, 2nd Main, Jayanagar, Bengaluru 560011',
    currentAddress: '14, 2nd Main, Jayanagar, Bengaluru 560011',
    about: 'Night shifts, airport runs.',
    emergencyContact: { name: 'Lakshmi Kumar', phone: uniquePhone() },
    timings: { type: 'slots', slots: [{ from: '06:00', to: '14:00' }] },
    preferredWorkSchedules: ['Weekdays'],
    languagesKnown: ['Kannada', 'English'],
    serviceTypes: ['Employee Pick & Drop'],
    vehicleFacilities: ['WiFi'],
    ...overrides,
  };
}

export function fileForm(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

export async function uploadDocument(
  t: TestApp,
  token: string,
  driverId: string,
  slot: string,
  bytes = PNG,
  type = 'image/png',
) {
  return t.request(`/api/accounts/drivers/${driverId}/documents/${slot}`, {
    method: 'PUT',
    token,
    body: fileForm(bytes, `${slot}.${type === 'application/pdf' ? 'pdf' : 'png'}`, type),
  });
}
