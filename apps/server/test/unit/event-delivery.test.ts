import type { WebSocket } from '@fastify/websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventDelivery } from '../../src/modules/events/event-delivery.js';
import type { StoredEvent } from '../../src/modules/events/events.repository.js';
import { createRealtimeHub, type SocketOwner } from '../../src/modules/realtime/hub.js';

const event = (id: number, more: Partial<StoredEvent> = {}): StoredEvent => ({
  id,
  type: 'duty.updated',
  data: { dutyId: `duty-${id}` },
  occurredAt: new Date(0).toISOString(),
  vendorIds: [],
  userIds: [],
  ...more,
});

/**
 * A socket as the hub uses it: what it was sent (and whether its connection was corked at the
 * time), and how many writes reached its connection (each uncork to zero is one).
 */
function socket() {
  let corked = 0;
  const sent: { id: number; corked: boolean }[] = [];
  const connection = {
    writes: 0,
    cork: () => void (corked += 1),
    uncork: () => {
      corked -= 1;
      if (corked === 0) connection.writes += 1;
    },
  };
  const fake = {
    _socket: connection,
    once: () => undefined,
    send(message: Buffer, options: { binary: boolean }) {
      expect(options.binary).toBe(false);
      const { data } = JSON.parse(message.toString('utf8')) as { data: { id: number } };
      sent.push({ id: data.id, corked: corked > 0 });
    },
  };
  return { socket: fake as unknown as WebSocket, sent, connection };
}

const owner = (userId: string, more: Partial<SocketOwner> = {}): SocketOwner => ({
  userId,
  role: 'admin',
  vendorId: null,
  sessionId: `session-${userId}`,
  ...more,
});

describe('delivering events to sockets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a lone event at once, and a burst after it together in one write per socket', () => {
    const hub = createRealtimeHub();
    const delivery = createEventDelivery({ hub });
    const a = socket();
    const b = socket();
    hub.add(owner('u1'), a.socket);
    hub.add(owner('u2'), b.socket);

    delivery.deliver([event(1)]);
    expect(a.sent.map((s) => s.id)).toEqual([1]);
    expect(a.connection.writes).toBe(1);

    delivery.deliver([event(2)]);
    delivery.deliver([event(3), event(4)]);
    expect(a.sent).toHaveLength(1);
    vi.advanceTimersByTime(20);
    for (const { sent, connection } of [a, b]) {
      expect(sent.map((s) => s.id)).toEqual([1, 2, 3, 4]);
      expect(sent.every((s) => s.corked)).toBe(true);
      expect(connection.writes).toBe(2);
    }
    expect(delivery.lastId()).toBe(4);
  });

  it('drops events already delivered, whichever source brings them again', () => {
    const hub = createRealtimeHub();
    const delivery = createEventDelivery({ hub });
    const a = socket();
    hub.add(owner('u1'), a.socket);
    delivery.deliver([event(1), event(2)]);
    delivery.deliver([event(2), event(1)]);
    expect(delivery.deliverFollowing(5, [event(6)])).toBe(false);
    expect(delivery.deliverFollowing(2, [event(3)])).toBe(true);
    vi.advanceTimersByTime(20);
    expect(a.sent.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("gives a members-only event to its addressees and another vendor's event to nobody else", () => {
    const hub = createRealtimeHub();
    const delivery = createEventDelivery({ hub });
    const admin = socket();
    const member = socket();
    const vendor = socket();
    hub.add(owner('admin'), admin.socket);
    hub.add(owner('member', { role: 'vendor', vendorId: 'v1' }), member.socket);
    hub.add(owner('other', { role: 'vendor', vendorId: 'v2' }), vendor.socket);

    delivery.deliver([
      event(1, { type: 'chat.message', userIds: ['member'] }),
      event(2, { vendorIds: ['v1'] }),
    ]);
    expect(admin.sent.map((s) => s.id)).toEqual([2]);
    expect(member.sent.map((s) => s.id)).toEqual([1, 2]);
    expect(vendor.sent).toEqual([]);
  });

  it('sends nothing that waits once closed', () => {
    const hub = createRealtimeHub();
    const delivery = createEventDelivery({ hub });
    const a = socket();
    hub.add(owner('u1'), a.socket);
    delivery.deliver([event(1)]);
    delivery.deliver([event(2)]);
    delivery.close();
    vi.advanceTimersByTime(100);
    expect(a.sent.map((s) => s.id)).toEqual([1]);
  });
});
