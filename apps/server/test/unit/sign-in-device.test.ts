import { describe, expect, it } from 'vitest';
import {
  describeUserAgent,
  deviceHash,
  signInDeviceOf,
} from '../../src/modules/auth/sign-in-device.js';

describe('the device of a sign-in', () => {
  it('describes common browsers in a few words', () => {
    const cases: [string, string | null][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on macOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      ['curl/8.5.0', null],
      ['', null],
    ];
    for (const [agent, words] of cases) expect(describeUserAgent(agent)).toBe(words);
  });

  it('keeps the id or, without one, the browser only as a hash', () => {
    const id = '6f1c3e0a-36b4-4f5e-9a53-3f1b0d2c9e11';
    const withId = deviceHash({ id, userAgent: 'A' });
    expect(withId).toMatch(/^[0-9a-f]{64}$/);
    expect(withId).not.toContain(id);
    // The id names the device whatever its browser says; without it, the browser does.
    expect(deviceHash({ id, userAgent: 'B' })).toBe(withId);
    expect(deviceHash({ id: null, userAgent: 'A' })).not.toBe(withId);
    expect(deviceHash({ id: null, userAgent: 'A' })).toBe(deviceHash({ id: null, userAgent: 'A' }));
  });

  it('reads the device header and the user agent, blank ones as missing', () => {
    expect(signInDeviceOf({ 'x-device-id': ' abc ', 'user-agent': 'UA' })).toEqual({
      id: 'abc',
      userAgent: 'UA',
    });
    expect(signInDeviceOf({ 'x-device-id': '  ' })).toEqual({ id: null, userAgent: null });
  });
});
