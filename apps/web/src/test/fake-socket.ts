/**
 * A WebSocket the test drives (jsdom has none): it records what the client sends, and the test
 * opens it, delivers messages and closes it as the server would.
 */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  /** Every socket created since the last `FakeSocket.reset()`, oldest first. */
  static created: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    super();
    FakeSocket.created.push(this);
  }

  static reset() {
    FakeSocket.created = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }

  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  /** The server's `registered` answer, saying from which event on it delivers. */
  registered(lastEventId: number, userId = 'u-1') {
    this.receive(JSON.stringify({ event: 'registered', data: { userId, lastEventId } }));
  }

  /** A domain event, as the server pushes it. */
  push(event: { type: string; id: number }) {
    this.receive(JSON.stringify({ event: event.type, data: event }));
  }

  serverClose(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}
