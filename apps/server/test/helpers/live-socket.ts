import type { DomainEvent } from '@raahi/domain/events';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from './test-app.js';

export interface LiveSocket {
  socket: WebSocket;
  /** Every message received, oldest first. */
  messages: { event: string; data: any }[];
  /** The domain events received (every message but `registered`), oldest first. */
  events(): DomainEvent[];
  /** What `registered` said: the last event id before this socket joined. */
  lastEventId: number;
  close(): void;
}

/** Opens `/ws/` on an app, registers with a session's access token and waits for `registered`. */
export async function openLiveSocket(
  t: Pick<TestApp, 'url'>,
  user: { id: string; role: string },
  accessToken: string,
): Promise<LiveSocket> {
  const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws/');
  const messages: LiveSocket['messages'] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(
    JSON.stringify({
      event: 'register',
      data: {
        userId: user.id,
        deviceType: 'web',
        platformInfo: 'test',
        role: user.role,
        accessToken,
      },
    }),
  );
  const registered = await vi.waitFor(() => {
    const found = messages.find((m) => m.event === 'registered');
    if (!found) throw new Error('not registered yet');
    return found;
  });
  return {
    socket,
    messages,
    events: () =>
      messages.filter((m) => m.event !== 'registered').map((m) => m.data as DomainEvent),
    lastEventId: registered.data.lastEventId as number,
    close: () => socket.close(),
  };
}
