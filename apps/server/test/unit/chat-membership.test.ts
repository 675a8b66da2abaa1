import { describe, expect, it } from 'vitest';
import {
  isParty,
  keyOfRequest,
  memberChanges,
  partiesOf,
  type ChatCaller,
} from '../../src/modules/chat/chat-membership.js';
import { messageId, messageTime } from '../../src/modules/chat/message-ids.js';

const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const D1 = '33333333-3333-4333-8333-333333333333';
const DUTY = '44444444-4444-4444-8444-444444444444';
const caller = (role: ChatCaller['role'], extra: Partial<ChatCaller> = {}): ChatCaller => ({
  userId: '55555555-5555-4555-8555-555555555555',
  role,
  vendorId: null,
  driverId: null,
  ...extra,
});

describe('chat membership rules', () => {
  it('a duty is between the operator, its vendor and its driver', () => {
    const parties = partiesOf('duty', { vendorId: V1, driverId: D1 });
    expect(isParty(caller('ADMIN_USER'), parties)).toBe(true);
    expect(isParty(caller('VENDOR_USER', { vendorId: V1 }), parties)).toBe(true);
    expect(isParty(caller('vendor', { vendorId: V2 }), parties)).toBe(false);
    expect(isParty(caller('driver', { driverId: D1 }), parties)).toBe(true);
    expect(isParty(caller('driver', { driverId: V2 }), parties)).toBe(false);
  });

  it('a duty without a vendor yet is the operator’s alone', () => {
    const parties = partiesOf('duty', { vendorId: null, driverId: null });
    expect(isParty(caller('admin'), parties)).toBe(true);
    expect(isParty(caller('vendor', { vendorId: V1 }), parties)).toBe(false);
    expect(isParty(caller('driver', { driverId: D1 }), parties)).toBe(false);
  });

  it('the operator is not in a vendor’s talk with its driver', () => {
    const parties = partiesOf('vendor-driver', { vendorId: V1, driverId: D1 });
    expect(isParty(caller('admin'), parties)).toBe(false);
    expect(isParty(caller('vendor', { vendorId: V1 }), parties)).toBe(true);
    expect(isParty(caller('driver', { driverId: D1 }), parties)).toBe(true);
    const withOperator = partiesOf('operator-vendor', { vendorId: V1, driverId: D1 });
    expect(withOperator.driverId).toBeNull();
    expect(isParty(caller('driver', { driverId: D1 }), withOperator)).toBe(false);
  });

  it('resolves what each role may ask to open', () => {
    expect(keyOfRequest(caller('admin'), { kind: 'operator-vendor' })).toBe('VENDOR_REQUIRED');
    expect(keyOfRequest(caller('vendor', { vendorId: V1 }), { kind: 'operator-vendor' })).toEqual({
      kind: 'operator-vendor',
      vendorId: V1,
    });
    // A vendor naming another vendor, a driver naming another driver, the operator and a
    // vendor-driver conversation: never theirs.
    expect(
      keyOfRequest(caller('vendor', { vendorId: V1 }), { kind: 'operator-vendor', vendorId: V2 }),
    ).toBeNull();
    expect(
      keyOfRequest(caller('driver', { driverId: D1 }), {
        kind: 'vendor-driver',
        vendorId: V1,
        driverId: V2,
      }),
    ).toBeNull();
    expect(keyOfRequest(caller('admin'), { kind: 'vendor-driver', driverId: D1 })).toBeNull();
    expect(
      keyOfRequest(caller('driver', { driverId: D1 }), { kind: 'operator-vendor' }),
    ).toBeNull();
    expect(
      keyOfRequest(caller('VENDOR_USER', { vendorId: V1 }), {
        kind: 'vendor-driver',
        driverId: D1,
      }),
    ).toEqual({ kind: 'vendor-driver', vendorId: V1, driverId: D1 });
    expect(
      keyOfRequest(caller('driver', { driverId: D1 }), { kind: 'vendor-driver', vendorId: V1 }),
    ).toEqual({ kind: 'vendor-driver', vendorId: V1, driverId: D1 });
    expect(keyOfRequest(caller('driver'), { kind: 'duty', dutyId: DUTY })).toEqual({
      kind: 'duty',
      dutyId: DUTY,
    });
  });

  it('works out who joins and who leaves', () => {
    expect(memberChanges(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual({
      joining: ['d'],
      leaving: ['b'],
    });
    expect(memberChanges(['a'], ['a'])).toEqual({ joining: [], leaving: [] });
  });

  it('message ids are UUID v7 and sort by time', () => {
    const early = messageId(new Date(Date.UTC(2026, 0, 1)));
    const late = messageId(new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 1)));
    expect(early).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(early < late).toBe(true);
    expect(messageTime(late).toISOString()).toBe('2026-01-01T00:00:00.001Z');
  });
});
