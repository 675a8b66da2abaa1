import type { DomainEvent, EventsPage } from '@raahi/domain/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSync, LIVE_BATCH_MS } from './live-sync';

const DUTY = 'd0000000-0000-4000-8000-000000000001';

function event(id: number): DomainEvent {
  return {
    id,
    occurredAt: '2026-05-04T06:00:00.000Z',
    type: 'duty.updated',
    dutyId: DUTY,
    regId: 'DUT-000001',
    status: 'Assigned',
    vendorId: null,
    driverId: null,
  };
}

const message = (e: DomainEvent) => ({ event: e.type, data: e });
const registered = (lastEventId: number) => ({
  event: 'registered',
  data: { userId: 'u-1', lastEventId },
});
const page = (ids: number[], more: Partial<EventsPage> = {}): EventsPage => ({
  items: ids.map(event),
  hasMore: false,
  expired: false,
  ...more,
});

function setup(
  fetchMissed: (after: number, through: number) => Promise<EventsPage> = () =>
    Promise.reject(new Error('not asked')),
) {
  const applied: number[][] = [];
  const fetches = vi.fn(fetchMissed);
  const refetchAll = vi.fn();
  const sync = createLiveSync({
    fetchMissed: fetches,
    apply: (events) => applied.push(events.map((e) => e.id)),
    refetchAll,
  });
  return { sync, applied, fetches, refetchAll };
}

describe('createLiveSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies live events together, a short batch at a time, each once', async () => {
    const { sync, applied, fetches } = setup();
    sync.receive(registered(10));
    sync.receive(message(event(11)));
    sync.receive(message(event(12)));
    sync.receive(message(event(12)));
    // Before the first registration's id: the screens fetched after it.
    sync.receive(message(event(9)));
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied).toEqual([[11, 12]]);
    sync.receive(message(event(13)));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied).toEqual([[11, 12], [13]]);
    // The first registration replays nothing: the screens have just loaded.
    expect(fetches).not.toHaveBeenCalled();
  });

  it('ignores messages that are not events', async () => {
    const { sync, applied } = setup();
    sync.receive(registered(0));
    sync.receive('not json');
    sync.receive(null);
    sync.receive({ event: 'duty.updated', data: { type: 'duty.moved', id: 3 } });
    sync.receive({ event: 'duty.updated', data: { type: 'duty.updated' } });
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied).toEqual([]);
  });

  it('after a reconnection, replays what it missed page by page, up to where the socket takes over', async () => {
    const pages: Record<number, EventsPage> = {
      12: page([13, 14], { hasMore: true }),
      14: page([15, 16, 17]),
    };
    const { sync, applied, fetches, refetchAll } = setup((after) => Promise.resolve(pages[after]!));
    sync.receive(registered(10));
    sync.receive(message(event(11)));
    sync.receive(message(event(12)));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    // Down; back on a socket that delivers everything after 16.
    sync.receive(registered(16));
    // One that arrives live while the replay runs is applied once, not replayed.
    sync.receive(message(event(17)));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    // Each page asks only up to the registration's last id, which this process has delivered.
    expect(fetches.mock.calls).toEqual([
      [12, 16],
      [14, 16],
    ]);
    expect(applied).toEqual([[11, 12], [13, 14], [15, 16], [17]]);
    expect(refetchAll).not.toHaveBeenCalled();
    // Everything through 17 is applied: repeats are dropped, the next one is not.
    sync.receive(message(event(16)));
    sync.receive(message(event(17)));
    sync.receive(message(event(18)));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied.at(-1)).toEqual([18]);
  });

  it('replays nothing when the new socket delivers from where it left off', async () => {
    const { sync, fetches } = setup();
    sync.receive(registered(10));
    sync.receive(message(event(11)));
    sync.receive(registered(11));
    sync.receive(registered(5));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('refetches everything on screen when what it missed is no longer kept', async () => {
    const { sync, applied, refetchAll } = setup(() => Promise.resolve(page([], { expired: true })));
    sync.receive(registered(10));
    sync.receive(registered(500));
    await vi.advanceTimersByTimeAsync(0);
    expect(refetchAll).toHaveBeenCalledOnce();
    expect(applied).toEqual([]);
    // It carries on from the new socket's point.
    sync.receive(message(event(500)));
    sync.receive(message(event(501)));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied).toEqual([[501]]);
  });

  it('refetches everything on screen when the replay fails', async () => {
    const { sync, refetchAll } = setup(() => Promise.reject(new Error('offline')));
    sync.receive(registered(10));
    sync.receive(registered(20));
    await vi.advanceTimersByTimeAsync(0);
    expect(refetchAll).toHaveBeenCalledOnce();
  });

  it('drops a replay that a newer registration overtook, and replays again from the same point', async () => {
    const answers: ((page: EventsPage) => void)[] = [];
    const { sync, applied, fetches } = setup(
      () => new Promise<EventsPage>((resolve) => answers.push(resolve)),
    );
    sync.receive(registered(10));
    sync.receive(registered(20));
    sync.receive(registered(25));
    expect(fetches.mock.calls).toEqual([
      [10, 20],
      [10, 25],
    ]);
    answers[0]!(page([11, 12]));
    answers[1]!(page([11, 12, 21]));
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual([[11, 12, 21]]);
  });

  it('applies nothing once stopped, not even a replay in flight', async () => {
    const { sync, applied, fetches } = setup(() => Promise.resolve(page([11, 12])));
    sync.receive(registered(10));
    sync.receive(registered(12));
    sync.stop();
    sync.receive(message(event(13)));
    sync.receive(registered(20));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(applied).toEqual([]);
    expect(fetches).toHaveBeenCalledOnce();
  });
});
