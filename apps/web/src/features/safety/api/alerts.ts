import type { SosAlert, SosList } from '@raahi/domain/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sosKeys } from './keys';

/**
 * A safety net under the live socket: an alarm is read again this often even if its event was
 * missed (a socket reconnecting).
 */
const OPEN_REFRESH_MS = 30_000;

/** The open SOS alerts the caller must answer (the operator's all, a vendor's own). */
export function useOpenSosAlerts(enabled: boolean) {
  return useQuery({
    queryKey: sosKeys.open(),
    queryFn: ({ signal }) => http.get<SosList>('/sos?state=open', { signal }),
    enabled,
    refetchInterval: OPEN_REFRESH_MS,
  });
}

/** The latest 50, answered or not: the live map's history. */
export function useRecentSosAlerts() {
  return useQuery({
    queryKey: sosKeys.recent(),
    queryFn: ({ signal }) => http.get<SosList>('/sos?state=all', { signal }),
  });
}

export function useAcknowledgeSos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<SosAlert>(`/sos/${encodeURIComponent(id)}/acknowledge`),
    onSuccess: () => client.invalidateQueries({ queryKey: sosKeys.all }),
  });
}
