/**
 * Every message of the live socket, for what is not a domain event and so never reaches the
 * query cache through live-sync: notes that matter only at the moment (someone typing).
 */
type Listener = (message: unknown) => void;

const listeners = new Set<Listener>();

export function publishLiveMessage(message: unknown): void {
  for (const listener of listeners) listener(message);
}

/** Listens until the returned function is called. */
export function onLiveMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
