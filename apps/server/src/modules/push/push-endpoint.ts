import { isIP } from 'node:net';
import { AppError } from '../../errors.js';

/**
 * The Web Push services browsers subscribe with: Chrome, Edge and other Chromium browsers (FCM),
 * Firefox (Mozilla autopush), Safari (Apple) and the Windows push service. PUSH_SERVICE_HOSTS
 * replaces the list; `*.` matches any subdomain.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function matchesPushHost(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

export type EndpointCheck = { ok: true; href: string } | { ok: false; problem: string };

/**
 * Whether an endpoint may be sent to: https only, by name (never an address), on a listed push
 * service, with no credentials in it. `href` is its WHATWG form, the one to connect to: web-push
 * parses with the legacy url.parse, which reads some raw URLs as another host than URL does,
 * but reads this normalised form (a listed host name, a percent-encoded path) the same way.
 */
export function checkEndpoint(endpoint: string, hosts: readonly string[]): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, problem: 'The push subscription has no valid endpoint address.' };
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'The push endpoint must use https.' };
  if (url.username || url.password || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    return {
      ok: false,
      problem: 'The push endpoint must name its push service, without an address or credentials.',
    };
  }
  if (!matchesPushHost(url.hostname, hosts)) {
    return {
      ok: false,
      problem: 'This push service is not one that this server sends notifications to.',
    };
  }
  return { ok: true, href: url.href };
}

/** Reads a stored or sent subscription; null when it is not one. */
export function parseSubscription(token: string): PushSubscriptionJson | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  const { endpoint, keys } = (value ?? {}) as Partial<PushSubscriptionJson>;
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  if (typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string') return null;
  if (!keys.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The subscription a device sends, or a 400 naming the token field. */
export function acceptSubscription(token: string, hosts: readonly string[]): void {
  const subscription = parseSubscription(token);
  const check: EndpointCheck = subscription
    ? checkEndpoint(subscription.endpoint, hosts)
    : { ok: false, problem: "Send the browser's push subscription (endpoint and keys) as JSON." };
  if (!check.ok) {
    throw new AppError('VALIDATION_FAILED', check.problem, [
      { path: 'body.token', message: check.problem },
    ]);
  }
}
