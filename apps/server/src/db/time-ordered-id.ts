import { randomBytes } from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the time in milliseconds, then 74 random bits. Ids made one
 * after another sort one after another, so a table's primary key grows at its right edge: a
 * random (version 4) id lands on any page of a large key, and after each checkpoint PostgreSQL
 * writes that whole page into its WAL before the first change to it.
 */
export function timeOrderedId(now = Date.now()): string {
  const random = randomBytes(10);
  random[0] = (random[0]! & 0x0f) | 0x70; // version 7
  random[2] = (random[2]! & 0x3f) | 0x80; // variant 10
  const hex = now.toString(16).padStart(12, '0') + random.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
