import { queryClient } from './query-client';
import { useSession } from './session';

/**
 * Ends the session in this browser: the four session keys and all other local storage, and
 * every cached answer. The route guard then sends the visitor to '/'.
 */
export function endSession(): void {
  useSession.getState().clear();
  queryClient.clear();
}
