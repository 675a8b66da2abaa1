import type { RosterChange, RosterCreate, RosterPage, RosterUpdate } from '@raahi/domain/duties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys } from './keys';

export function useRosters(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.rosters(),
    queryFn: ({ signal }) => http.get<RosterPage>('/trip/rosters?pageSize=100', { signal }),
    enabled: options.enabled ?? true,
  });
}

/** Saving a roster books, moves or removes its duties: everything about duties refetches. */
function useRosterSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: dutyKeys.all });
}

export function useCreateRoster() {
  const saved = useRosterSaved();
  return useMutation({
    mutationFn: (input: RosterCreate) => http.post<RosterChange>('/trip/rosters', input),
    onSuccess: saved,
  });
}

export function useUpdateRoster() {
  const saved = useRosterSaved();
  return useMutation({
    mutationFn: ({ rosterId, changes }: { rosterId: string; changes: RosterUpdate }) =>
      http.patch<RosterChange>(`/trip/rosters/${encodeURIComponent(rosterId)}`, changes),
    onSuccess: saved,
  });
}
