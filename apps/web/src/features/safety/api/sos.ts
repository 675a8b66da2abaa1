import type { SosAlert, SosList, SosRaise, TripShareView } from '@raahi/domain/safety';
import { TRIP_SHARE_REFRESH_MS } from '@raahi/domain/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every SOS query lives under ['sos', …]: the live events sos.raised / sos.acknowledged. */
export const sosKeys = {
  all: ['sos'] as const,
  open: () => [...sosKeys.all, 'open'] as const,
  recent: () => [...sosKeys.all, 'recent'] as const,
  mine: () => [...sosKeys.all, 'mine'] as const,
  trip: (token: string) => ['shared-trip', token] as const,
};

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

/** The driver's own latest SOS and whether someone answered it. */
export function useMySos() {
  return useQuery({
    queryKey: sosKeys.mine(),
    queryFn: ({ signal }) => http.get<{ alert: SosAlert | null }>('/sos/mine', { signal }),
  });
}

export function useRaiseSos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SosRaise) => http.post<SosAlert>('/sos', body),
    onSuccess: (alert) => client.setQueryData(sosKeys.mine(), { alert }),
  });
}

/** The passenger's shared trip, read again every TRIP_SHARE_REFRESH_MS (no live socket). */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: sosKeys.trip(token),
    queryFn: ({ signal }) =>
      http.get<TripShareView>(`/trips/${encodeURIComponent(token)}`, { auth: false, signal }),
    refetchInterval: (query) =>
      query.state.data?.state === 'live' ? TRIP_SHARE_REFRESH_MS : false,
    retry: false,
  });
}

export function useRaisePassengerSos(token: string) {
  return useMutation({
    mutationFn: (body: SosRaise) =>
      http.post<{ raisedAt: string }>(`/trips/${encodeURIComponent(token)}/sos`, body, {
        auth: false,
      }),
  });
}
