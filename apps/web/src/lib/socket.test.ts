import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import {
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHENTICATED,
  connectLiveSocket,
  reconnectDelay,
  type LiveSocket,
  type LiveStatus,
} from './socket';

/** Connections of the current test, closed after it so none reacts to the next one's events. */
const connections: LiveSocket[] = [];

function setup(
  overrides: { renew?: (stale: string) => Promise<string>; random?: () => number } = {},
) {
  vi.stubGlobal('WebSocket', FakeSocket);
  let token = 'access-1';
  const messages: unknown[] = [];
  const statuses: LiveStatus[] = [];
  const renewAccessToken = vi.fn(
    overrides.renew ??
      (() => {
        token = 'access-2';
        return Promise.resolve(token);
      }),
  );
  const live = connectLiveSocket({
    userId: 'u-1',
    role: 'vendor',
    url: 'ws://raahi.test/ws/',
    accessToken: () => token,
    renewAccessToken,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    // The longest wait of each step, unless a test is about the spread.
    random: overrides.random ?? (() => 1),
  });
  connections.push(live);
  return { live, sockets: FakeSocket.created, messages, statuses, renewAccessToken };
}

describe('reconnectDelay', () => {
  it('waits 1 s doubling to 30 s, less a random part of up to half', () => {
    const longest = (attempt: number) => reconnectDelay(attempt, () => 1);
    const shortest = (attempt: number) => reconnectDelay(attempt, () => 0);
    expect([0, 1, 2, 3, 4, 5, 9].map(longest)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect([0, 1, 5].map(shortest)).toEqual([500, 1000, 15_000]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3000);
  });
});

describe('connectLiveSocket', () => {
  beforeEach(() => FakeSocket.reset());
  afterEach(() => {
    connections.splice(0).forEach((live) => live.close());
    vi.useRealTimers();
  });

  it('sends the register event with the access token once the socket opens', () => {
    const { sockets } = setup();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://raahi.test/ws/');
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      {
        event: 'register',
        data: {
          userId: 'u-1',
          deviceType: 'web',
          platformInfo: expect.any(String),
          role: 'vendor',
          accessToken: 'access-1',
        },
      },
    ]);
  });

  it('parses incoming messages and hands them on', () => {
    const { sockets, messages } = setup();
    sockets[0]!.open();
    sockets[0]!.receive('{"event":"registered","data":{"userId":"u-1"}}');
    sockets[0]!.receive('not json');
    expect(messages).toEqual([{ event: 'registered', data: { userId: 'u-1' } }, 'not json']);
  });

  it('reconnects after a dropped connection, waiting 1 s, then 2 s, ...', async () => {
    vi.useFakeTimers();
    const { sockets } = setup();
    sockets[0]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
  });

  it('spreads its reconnections: with jitter it may come back after half the wait', async () => {
    vi.useFakeTimers();
    const { sockets } = setup({ random: () => 0 });
    sockets[0]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
  });

  it('starts the waits over once registered again', async () => {
    vi.useFakeTimers();
    const { sockets } = setup();
    sockets[0]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(2000);
    sockets[2]!.open();
    sockets[2]!.registered(7);
    sockets[2]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
  });

  it('says where it stands: connecting, live, reconnecting while down, live again', async () => {
    vi.useFakeTimers();
    const { sockets, statuses } = setup();
    expect(statuses).toEqual(['connecting']);
    sockets[0]!.open();
    sockets[0]!.registered(1);
    expect(statuses.at(-1)).toBe('live');
    sockets[0]!.serverClose(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.open();
    expect(statuses.at(-1)).toBe('reconnecting');
    sockets[1]!.registered(1);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('tries again at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    const { sockets } = setup();
    sockets[0]!.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.serverClose(1006);
    expect(sockets).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    // The wait it cut short does not open a second socket later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(3);
    // Online while connected changes nothing.
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
  });

  it('renews a refused token before it registers again', async () => {
    vi.useFakeTimers();
    const { sockets, renewAccessToken, statuses } = setup();
    sockets[0]!.open();
    sockets[0]!.serverClose(CLOSE_UNAUTHENTICATED);
    expect(renewAccessToken).toHaveBeenCalledWith('access-1');
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toMatchObject([{ data: { accessToken: 'access-2' } }]);
  });

  it('stays down once the renewal is refused and the session has ended', async () => {
    vi.useFakeTimers();
    let signedIn = true;
    vi.stubGlobal('WebSocket', FakeSocket);
    const live = connectLiveSocket({
      userId: 'u-1',
      role: 'vendor',
      url: 'ws://raahi.test/ws/',
      accessToken: () => (signedIn ? 'access-1' : null),
      // The http client ends the session (signs out) when the server refuses the refresh.
      renewAccessToken: () => {
        signedIn = false;
        return Promise.reject(new Error('refused'));
      },
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      onMessage: () => undefined,
    });
    connections.push(live);
    FakeSocket.latest().serverClose(CLOSE_UNAUTHENTICATED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('gives up on a foreign registration (4403)', async () => {
    vi.useFakeTimers();
    const { sockets, statuses } = setup();
    sockets[0]!.serverClose(CLOSE_FORBIDDEN);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('close() ends it for good, letting a connecting socket open first', async () => {
    vi.useFakeTimers();
    const { live, sockets, statuses } = setup();
    live.close();
    expect(statuses.at(-1)).toBe('closed');
    expect(sockets[0]!.closedWith).toBeUndefined();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([]);
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.serverClose(1000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
