import { describe, expect, it, vi } from 'vitest';
import type { OutboxRead, StoredEvent } from '../../src/modules/events/events.repository.js';
import { createOutboxReader } from '../../src/modules/events/outbox-reader.js';

const event = (id: number): StoredEvent => ({
  id,
  type: 'duty.created',
  data: {},
  occurredAt: new Date(0).toISOString(),
  vendorIds: [],
  userIds: [],
});

/** An outbox whose visible events and snapshot bounds the test sets. */
function outbox() {
  const state = { visible: [] as number[], xmin: 100n, xmax: 100n };
  const read = async (after: number, limit: number): Promise<OutboxRead> => ({
    events: state.visible
      .filter((id) => id > after)
      .slice(0, limit)
      .map(event),
    xmin: state.xmin,
    xmax: state.xmax,
  });
  return { state, read };
}

const quiet = { warn: () => {}, info: () => {} };

describe('reading the outbox in id order', () => {
  it('hands events on in batches that follow on from where it was', async () => {
    const { state, read } = outbox();
    const batches: [number, number[]][] = [];
    const reader = createOutboxReader({
      read,
      startAfter: 4,
      log: quiet,
      onEvents: (events, previous) => void batches.push([previous, events.map((e) => e.id)]),
    });
    state.visible = [3, 4, 5, 6];
    reader.poke();
    await vi.waitFor(() => expect(reader.position()).toBe(6));
    state.visible.push(7);
    reader.poke();
    await vi.waitFor(() => expect(reader.position()).toBe(7));
    expect(batches).toEqual([
      [4, [5, 6]],
      [6, [7]],
    ]);
    reader.stop();
  });

  it('waits at a missing id until every transaction that might hold it has ended', async () => {
    const { state, read } = outbox();
    const seen: number[] = [];
    const reader = createOutboxReader({
      read,
      startAfter: 0,
      log: quiet,
      onEvents: (events) => void seen.push(...events.map((e) => e.id)),
    });
    // 2 is taken by a transaction still running (xid 90 < xmax 100); 3 has committed.
    state.visible = [1, 3];
    state.xmin = 90n;
    reader.poke();
    await vi.waitFor(() => expect(seen).toEqual([1]));
    // Later snapshots, while transaction 90 still runs: still waiting.
    state.xmax = 120n;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([1]);
    // It commits: 2 appears, and both go on in order.
    state.visible = [1, 2, 3];
    state.xmin = 120n;
    reader.poke();
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3]));
    reader.stop();
  });

  it('passes an id rolled back once the transactions older than the gap have ended', async () => {
    const { state, read } = outbox();
    const seen: number[] = [];
    const reader = createOutboxReader({
      read,
      startAfter: 0,
      log: quiet,
      onEvents: (events) => void seen.push(...events.map((e) => e.id)),
    });
    state.visible = [2];
    state.xmin = 95n;
    state.xmax = 100n;
    reader.poke();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen).toEqual([]);
    // Every transaction below 100 has ended and 1 never appeared: it was rolled back. A
    // snapshot's xmax alone growing would not do; its xmin must pass the gap's.
    state.xmax = 130n;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen).toEqual([]);
    state.xmin = 100n;
    await vi.waitFor(() => expect(seen).toEqual([2]));
    reader.stop();
  });

  it('hands a batch on again when handing it on failed', async () => {
    const { state, read } = outbox();
    let fail = true;
    const delivered: number[] = [];
    const reader = createOutboxReader({
      read,
      startAfter: 0,
      log: quiet,
      onEvents: async (events) => {
        if (fail) throw new Error('Redis is away');
        delivered.push(...events.map((e) => e.id));
      },
    });
    state.visible = [1, 2];
    reader.poke();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reader.position()).toBe(0);
    fail = false;
    await vi.waitFor(() => expect(delivered).toEqual([1, 2]), { timeout: 3_000 });
    reader.stop();
  });

  it('reads at most once per spacing however many commits wake it', async () => {
    const { state, read } = outbox();
    let reads = 0;
    const reader = createOutboxReader({
      read: (after, limit) => {
        reads += 1;
        return read(after, limit);
      },
      startAfter: 0,
      log: quiet,
      spacingMs: 200,
      onEvents: () => undefined,
    });
    state.visible = [1];
    reader.poke();
    await vi.waitFor(() => expect(reader.position()).toBe(1));
    for (let id = 2; id <= 20; id++) {
      state.visible.push(id);
      reader.poke();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await vi.waitFor(() => expect(reader.position()).toBe(20));
    expect(reads).toBe(2);
    reader.stop();
  });
});
