import { isMembersOnlyEvent, type DomainEvent, type EventMessage } from '@raahi/domain/events';
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

export type EventHub = Pick<RealtimeHub, 'socketsOf' | 'socketsOfUsers' | 'sendTogether'>;

/** Events that come within this long of a delivery wait and go together with the next. */
const GATHER_MS = 20;

/**
 * Hands events to this process's live sockets, each once and in id order, to the sockets whose
 * owners may see it. Events may come from more than one source (this process's own reading of
 * the outbox, and Redis); an event at or before the last one delivered is dropped. An event
 * goes at once, unless another went less than GATHER_MS ago: then it waits that long and goes
 * with whatever else came, so each socket gets at most one write per GATHER_MS however many
 * events a second there are.
 */
export function createEventDelivery(deps: { hub: EventHub }) {
  const { hub } = deps;
  let lastId = 0;
  let waiting: StoredEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let lastSent = -Infinity;

  /** A members-only event's sockets are its addressees': no need to ask every socket. */
  function socketsFor(stored: StoredEvent) {
    if (isMembersOnlyEvent(stored.type)) return hub.socketsOfUsers(stored.userIds);
    return hub.socketsOf((owner) => mayReceive(owner, stored)).map(([socket]) => socket);
  }

  function send() {
    timer = null;
    lastSent = performance.now();
    const events = waiting;
    waiting = [];
    hub.sendTogether((sendTo) => {
      for (const stored of events) {
        const event = toDomainEvent(stored);
        const message = Buffer.from(
          JSON.stringify({ event: event.type, data: event } satisfies EventMessage),
        );
        for (const socket of socketsFor(stored)) sendTo(socket, message);
      }
    });
  }

  function deliver(events: readonly StoredEvent[]) {
    for (const stored of events) {
      if (stored.id <= lastId) continue;
      lastId = stored.id;
      waiting.push(stored);
    }
    if (waiting.length === 0 || timer) return;
    const wait = lastSent + GATHER_MS - performance.now();
    if (wait <= 0) send();
    else timer = setTimeout(send, wait);
  }

  return {
    /** The last event delivered (or on its way): every one before it was too. */
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
    /** Drops what waits: the sockets are closing. */
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = [];
    },
  };
}

export type EventDelivery = ReturnType<typeof createEventDelivery>;
