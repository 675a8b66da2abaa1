import { createHash, randomBytes } from 'node:crypto';

/** Lower-case letters and digits a person can read back: no 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** 26 symbols of 31: about 128 bits, beyond guessing by any number of requests. */
const LENGTH = 26;

/**
 * A device identifier: the OsmAnd protocol's only credential, so long and random, and
 * typeable on a phone for whoever cannot scan the QR code.
 */
export function newIdentifier(): string {
  const bytes = randomBytes(LENGTH * 2);
  let identifier = '';
  // Two bytes per symbol: the modulo's bias over 65536 is negligible.
  for (let i = 0; i < LENGTH; i++)
    identifier += ALPHABET[bytes.readUInt16BE(i * 2) % ALPHABET.length];
  return identifier;
}

/** What is stored of an identifier, and looked up by. */
export const hashIdentifier = (identifier: string) =>
  createHash('sha256').update(identifier).digest('hex');

/** The last four symbols, to tell a vendor's devices apart. */
export const identifierHint = (identifier: string) => identifier.slice(-4);
