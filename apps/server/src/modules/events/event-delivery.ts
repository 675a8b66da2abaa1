import type { DomainEvent, EventMessage } from '@raahi/domain/events';
import type { RealtimeHub } from '../realtime/hub.js';
import { mayReceive } from './event-audience.js';
import type { StoredEvent } from './events.repository.js';

/** The event as its viewers get it: without the outbox's note of who they are. */
export function toDomainEvent(stored: StoredEvent): DomainEvent {
  return {
    ...stored.data,
    id: stored.id,
    type: stored.type,
    occurredAt: stored.occurredAt,
  } as DomainEvent;
}

/**
 * Hands events to this process's live sockets, each once and in id order, to the sockets whose
 * owners may see it. Events may come from more than one source (this process's own reading of
 * the outbox, and Redis); an event at or before the last one delivered is dropped.
 */
export function createEventDelivery(deps: { hub: Pick<RealtimeHub, 'socketsOf'> }) {
  let lastId = 0;

  function deliver(events: readonly StoredEvent[]) {
    for (const stored of events) {
      if (stored.id <= lastId) continue;
      lastId = stored.id;
      const event = toDomainEvent(stored);
      const message = JSON.stringify({ event: event.type, data: event } satisfies EventMessage);
      for (const [socket] of deps.hub.socketsOf((owner) => mayReceive(owner, stored)))
        socket.send(message);
    }
  }

  return {
    /** The last event delivered: every one before it was too. */
    lastId: () => lastId,
    /** Starts after this event: what came before is not this process's to deliver. */
    skipTo(id: number) {
      lastId = Math.max(lastId, id);
    },
    deliver,
    /**
     * Delivers a batch whose events directly follow `previousId` (nothing lies between); false
     * when that is past the last event delivered here, which this process must read itself.
     */
    deliverFollowing(previousId: number, events: readonly StoredEvent[]): boolean {
      if (previousId > lastId) return false;
      deliver(events);
      return true;
    },
  };
}

export type EventDelivery = ReturnType<typeof createEventDelivery>;
