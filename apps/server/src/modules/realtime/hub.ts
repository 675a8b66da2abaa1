import type { WebSocket } from '@fastify/websocket';

/** Live sockets by user, for pushing events to the people allowed to see them. */
export function createRealtimeHub() {
  const sockets = new Map<string, Set<WebSocket>>();

  return {
    add(userId: string, socket: WebSocket) {
      const set = sockets.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(userId, set);
      socket.once('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      });
    },

    sendToUser(userId: string, event: string, data: unknown) {
      const message = JSON.stringify({ event, data });
      for (const socket of sockets.get(userId) ?? []) socket.send(message);
    },

    connectedUsers: () => sockets.size,
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
