import type { DomainEvent, EventsPage } from '@raahi/domain/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from './http';
import { publishLiveMessage } from './live-messages';
import { setLiveStatus } from './live-status';
import { createLiveSync } from './live-sync';
import { useSession } from './session';
import { connectLiveSocket } from './socket';

/** The caller's events after `after` (what a socket that was down missed). */
export function getMissedEvents(after: number, through: number): Promise<EventsPage> {
  return http.get<EventsPage>(`/events?after=${after}&through=${through}`);
}

/**
 * Keeps the live socket open and registered while this user is signed in, and hands its events
 * to `onEvents` (those missed while it was down included). When the missed ones cannot be
 * replayed, every query on screen is fetched again.
 */
export function useLiveSocket(
  userId: string | undefined,
  role: string | undefined,
  onEvents: (events: DomainEvent[]) => void,
): void {
  const queryClient = useQueryClient();
  // The latest handler, without reconnecting when it changes.
  const handler = useRef(onEvents);
  useEffect(() => {
    handler.current = onEvents;
  }, [onEvents]);

  useEffect(() => {
    if (!userId || !role) return;
    const sync = createLiveSync({
      fetchMissed: getMissedEvents,
      apply: (events) => handler.current(events),
      refetchAll: () => void queryClient.invalidateQueries(),
    });
    const socket = connectLiveSocket({
      userId,
      role,
      accessToken: () => useSession.getState().accessToken,
      renewAccessToken: http.renewAccessToken,
      onMessage: (message) => {
        sync.receive(message);
        publishLiveMessage(message);
      },
      onStatus: setLiveStatus,
    });
    return () => {
      socket.close();
      sync.stop();
    };
  }, [userId, role, queryClient]);
}
