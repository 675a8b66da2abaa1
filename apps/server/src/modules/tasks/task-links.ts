import type { TaskLink } from '@raahi/domain/tasks';
import type { AuthContext } from '../../core/auth-context.js';

/** Each kind of record a task may link to, read through its module's service in the caller's scope. */
export interface TaskLinkReaders {
  vendor: (caller: AuthContext, id: string) => Promise<unknown>;
  driver: (caller: AuthContext, id: string) => Promise<unknown>;
  vehicle: (caller: AuthContext, id: string) => Promise<unknown>;
  duty: (caller: AuthContext, id: string) => Promise<unknown>;
  employee: (caller: AuthContext, id: string) => Promise<unknown>;
}

/**
 * A task may link only to a record its writer can see: each service answers 404 for another
 * tenant's record (and its error goes back as it is), so a link never names what one may not open.
 */
export function createTaskLinkCheck(readers: TaskLinkReaders) {
  return async (caller: AuthContext, link: TaskLink): Promise<void> => {
    await readers[link.kind](caller, link.id);
  };
}

export type TaskLinkCheck = ReturnType<typeof createTaskLinkCheck>;
