import { useQueryClient } from '@tanstack/react-query';
import { dutyKeys } from './keys';

/** Saving a roster books, moves or removes its duties: everything about duties refetches. */
export function useRosterSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: dutyKeys.all });
}
