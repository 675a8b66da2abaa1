import type { RosterChange, RosterUpdate } from '@raahi/domain/duties';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useRosterSaved } from './use-roster-saved';

/** Changes a roster; its future duties are booked, moved or removed to match. */
export function updateRoster({
  rosterId,
  changes,
}: {
  rosterId: string;
  changes: RosterUpdate;
}): Promise<RosterChange> {
  return http.patch<RosterChange>(`/trip/rosters/${encodeURIComponent(rosterId)}`, changes);
}

export function useUpdateRoster() {
  const saved = useRosterSaved();
  return useMutation({ mutationFn: updateRoster, onSuccess: saved });
}
