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
    async missedSince(caller: AuthContext, after: number): Promise<EventsPage> {
      const [rows, pruned] = await Promise.all([
        deps.events.listFor(
          viewScope(caller),
          after,
          deps.deliveredThrough(),
          EVENTS_PAGE_SIZE + 1,
        ),
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
