import type { Socket } from 'node:net';
import type { WebSocket } from '@fastify/websocket';

/** Who a registered socket belongs to: the access check it passed, to be passed again. */
export interface SocketOwner {
  userId: string;
  role: string;
  vendorId: string | null;
  /** The sign-in (refresh-token family) whose access token registered the socket. */
  sessionId: string;
}

/** Told when a user's first socket in this process registers, and when their last one goes. */
export type PresenceListener = (userId: string, connected: boolean) => void;

/** Live sockets by user, for pushing events to the people allowed to see them. */
export function createRealtimeHub() {
  const sockets = new Map<string, Set<WebSocket>>();
  const owners = new Map<WebSocket, SocketOwner>();
  const presenceListeners = new Set<PresenceListener>();

  function remove(socket: WebSocket) {
    const owner = owners.get(socket);
    if (!owner) return;
    owners.delete(socket);
    const set = sockets.get(owner.userId);
    set?.delete(socket);
    if (set?.size === 0) {
      sockets.delete(owner.userId);
      for (const listener of presenceListeners) listener(owner.userId, false);
    }
  }

  return {
    add(owner: SocketOwner, socket: WebSocket) {
      const set = sockets.get(owner.userId) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(owner.userId, set);
      owners.set(socket, owner);
      socket.once('close', () => remove(socket));
      if (set.size === 1) for (const listener of presenceListeners) listener(owner.userId, true);
    },

    sendToUser(userId: string, event: string, data: unknown) {
      const message = JSON.stringify({ event, data });
      for (const socket of sockets.get(userId) ?? []) socket.send(message);
    },

    /** The open sockets of these users. */
    socketsOfUsers(userIds: readonly string[]): WebSocket[] {
      return userIds.flatMap((userId) => [...(sockets.get(userId) ?? [])]);
    },

    /**
     * Runs `write`; what it sends to each socket (UTF-8 text) leaves in one system call when it returns.
     * ws writes every frame with its own, and with hundreds of sockets and events a second
     * those calls were most of a process's time. ws has no public cork: `_socket` is the
     * connection it writes frames to.
     */
    sendTogether(write: (send: (socket: WebSocket, message: Buffer) => void) => void) {
      const corked = new Set<Socket>();
      try {
        write((socket, message) => {
          const connection = (socket as unknown as { _socket?: Socket | null })._socket;
          if (connection && !corked.has(connection)) {
            corked.add(connection);
            connection.cork();
          }
          // A text frame: the message is encoded once for every socket, not once for each.
          socket.send(message, { binary: false });
        });
      } finally {
        for (const connection of corked) connection.uncork();
      }
    },

    /** The open sockets whose owner matches. */
    socketsOf(matches: (owner: SocketOwner) => boolean): [WebSocket, SocketOwner][] {
      return [...owners].filter(([, owner]) => matches(owner));
    },

    /** Stops sending to a socket at once, and closes it. */
    end(socket: WebSocket, code: number, reason: string) {
      remove(socket);
      socket.close(code, reason);
    },

    connectedUsers: () => sockets.size,

    /** Whether the user has a registered socket in this process. */
    isConnected: (userId: string) => sockets.has(userId),

    /** Every user with a registered socket in this process. */
    connectedUserIds: () => [...sockets.keys()],

    /** Follows users connecting to and leaving this process; returns the way to stop. */
    onPresence(listener: PresenceListener) {
      presenceListeners.add(listener);
      return () => presenceListeners.delete(listener);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
