import { EVENTS_PAGE_SIZE, type EventsPage } from '@raahi/domain/events';
import type { AuthContext } from '../../core/auth-context.js';
import { viewScope } from './event-audience.js';
import { toDomainEvent } from './event-delivery.js';
import type { EventsRepository } from './events.repository.js';

/** What a client that was offline missed: its events after the last one it saw. */
export function createEventsService(deps: {
  events: EventsRepository;
  /** Events are replayed only as far as this process's sockets got them, so none is skipped. */
  deliveredThrough: () => number;
}) {
  return {
    /**
     * Up to `through` when the client names it: some process delivered that far, so every event
     * before it is committed or never will be, whichever process answers.
     */
    async missedSince(caller: AuthContext, after: number, through?: number): Promise<EventsPage> {
      const upTo = through ?? deps.deliveredThrough();
      const [rows, pruned] = await Promise.all([
        deps.events.listFor(viewScope(caller), after, upTo, EVENTS_PAGE_SIZE + 1),
        deps.events.cursor('pruned'),
      ]);
      return {
        items: rows.slice(0, EVENTS_PAGE_SIZE).map(toDomainEvent),
        hasMore: rows.length > EVENTS_PAGE_SIZE,
        expired: after < (pruned ?? 0),
      };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
