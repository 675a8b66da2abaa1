import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED, connectLiveSocket } from './socket';

class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

function setup(overrides: { renew?: (stale: string) => Promise<string> } = {}) {
  vi.stubGlobal('WebSocket', FakeSocket);
  const sockets: FakeSocket[] = [];
  let token = 'access-1';
  const messages: unknown[] = [];
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
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onMessage: (message) => messages.push(message),
  });
  return { live, sockets, messages, renewAccessToken };
}

describe('connectLiveSocket', () => {
  afterEach(() => {
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

  it('renews a refused token before it registers again', async () => {
    vi.useFakeTimers();
    const { sockets, renewAccessToken } = setup();
    sockets[0]!.open();
    sockets[0]!.serverClose(CLOSE_UNAUTHENTICATED);
    expect(renewAccessToken).toHaveBeenCalledWith('access-1');
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toMatchObject([{ data: { accessToken: 'access-2' } }]);
  });

  it('gives up on a foreign registration (4403)', async () => {
    vi.useFakeTimers();
    const { sockets } = setup();
    sockets[0]!.serverClose(CLOSE_FORBIDDEN);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('close() ends it for good, letting a connecting socket open first', async () => {
    vi.useFakeTimers();
    const { live, sockets } = setup();
    live.close();
    expect(sockets[0]!.closedWith).toBeUndefined();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([]);
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.serverClose(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
