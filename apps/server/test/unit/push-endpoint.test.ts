import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { isPublicAddress, publicOnlyLookup } from '../../src/modules/push/public-address.js';
import {
  checkEndpoint,
  DEFAULT_PUSH_SERVICE_HOSTS,
  matchesPushHost,
} from '../../src/modules/push/push-endpoint.js';

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.183.10', '8.8.8.8', '2607:f8b0:4004:c1b::5f', '::ffff:142.250.183.10'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('a lookup of a name that resolves to loopback fails before any connection', async () => {
    const failure = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(failure).toMatchObject({ code: 'ERR_PRIVATE_ADDRESS' });
  });
});

describe('push endpoints', () => {
  const hosts = DEFAULT_PUSH_SERVICE_HOSTS;

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx1',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the known services: %s', (endpoint) => {
    expect(checkEndpoint(endpoint, hosts)).toMatchObject({ ok: true });
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'https'],
    ['https://push.example/abc', 'not one'],
    ['https://fcm.googleapis.com.evil.example/x', 'not one'],
    ['https://notify.windows.com/x', 'not one'],
    ['https://127.0.0.1/x', 'without an address'],
    ['https://[::1]/x', 'without an address'],
    ['https://2130706433/x', 'without an address'],
    ['https://user:pw@fcm.googleapis.com/x', 'credentials'],
    ['fcm.googleapis.com/x', 'no valid endpoint'],
  ])('refuses %s', (endpoint, problem) => {
    const check = checkEndpoint(endpoint, hosts);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.problem).toContain(problem);
  });

  it('connects to the WHATWG form of the endpoint', () => {
    expect(checkEndpoint('https://FCM.googleapis.com:443/a b\\c', hosts)).toEqual({
      ok: true,
      href: 'https://fcm.googleapis.com/a%20b/c',
    });
  });

  it('matches `*.` against subdomains only', () => {
    expect(matchesPushHost('a.b.notify.windows.com', ['*.notify.windows.com'])).toBe(true);
    expect(matchesPushHost('evilnotify.windows.com', ['*.notify.windows.com'])).toBe(false);
  });

  it('reads PUSH_SERVICE_HOSTS as a list, and names it when it is wrong', () => {
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: ' push.example.in, *.Notify.windows.com ' })
        .PUSH_SERVICE_HOSTS,
    ).toEqual(['push.example.in', '*.notify.windows.com']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.in' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: ' , ' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
