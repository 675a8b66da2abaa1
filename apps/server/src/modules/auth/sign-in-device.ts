import { DEVICE_ID_HEADER } from '@raahi/domain/auth';
import { createHash } from 'node:crypto';

/** What a sign-in request says about the device it came from. */
export interface SignInDevice {
  /** The web client's lasting random id (`x-device-id`); null from clients without one. */
  id: string | null;
  userAgent: string | null;
}

const MAX_USER_AGENT = 512;

/** The device of a sign-in request, from its headers. */
export function signInDeviceOf(headers: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() || null;
  return {
    id: one(headers[DEVICE_ID_HEADER]),
    userAgent: one(headers['user-agent'])?.slice(0, MAX_USER_AGENT) ?? null,
  } satisfies SignInDevice;
}

/**
 * The device as stored: a SHA-256 of its id, or of its user agent when the client keeps no id
 * (an API client then counts as one device per user agent). Neither is kept in clear.
 */
export function deviceHash(device: SignInDevice): string {
  const key = device.id ? `id:${device.id}` : `ua:${device.userAgent ?? ''}`;
  return createHash('sha256').update(key).digest('hex');
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and system of a user agent in a few words ('Chrome on Android'), all that the
 * notification shows and the database keeps of it; null when neither is recognised.
 */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
