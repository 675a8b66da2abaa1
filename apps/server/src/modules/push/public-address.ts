import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True only for a globally routable unicast address. Everything else is refused as a push
 * destination: loopback, private (RFC 1918), link-local, unique-local (fc00::/7), carrier-grade
 * NAT (100.64/10), multicast, broadcast, unspecified, documentation and benchmarking ranges, and
 * the IPv6 forms that carry an IPv4 address (IPv4-mapped ones are judged as that IPv4 address;
 * NAT64, 6to4 and Teredo are refused outright).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivateAddressError extends Error {
  readonly code = 'ERR_PRIVATE_ADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not public`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * A DNS lookup for outgoing connections that fails when any address of the name is not public.
 * The connection is made to the addresses this lookup answered, so a name cannot be checked
 * against one answer and then connected to another (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new PrivateAddressError(hostname), '');
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** An HTTPS agent whose connections reach public addresses only. */
export function createPublicOnlyAgent(): https.Agent {
  return new https.Agent({ lookup: publicOnlyLookup, keepAlive: true, maxSockets: 16 });
}
