import { randomBytes } from 'node:crypto';

/**
 * A UUID v7 for a message made at `at`: 48 bits of Unix milliseconds, then random bits, so ids
 * sort by time (PostgreSQL compares uuids byte by byte) and the history pages by id alone.
 */
export function messageId(at: Date = new Date()): string {
  const bytes = randomBytes(16);
  const ms = BigInt(at.getTime());
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When a v7 id was made. */
export function messageTime(id: string): Date {
  return new Date(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16));
}
