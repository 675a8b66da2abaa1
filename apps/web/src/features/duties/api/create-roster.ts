import type { RosterChange, RosterCreate } from '@raahi/domain/duties';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useRosterSaved } from './use-roster-saved';

/** A new roster and the duties it books; the answer counts what it created. */
export function createRoster(input: RosterCreate): Promise<RosterChange> {
  return http.post<RosterChange>('/trip/rosters', input);
}

export function useCreateRoster() {
  const saved = useRosterSaved();
  return useMutation({ mutationFn: createRoster, onSuccess: saved });
}
