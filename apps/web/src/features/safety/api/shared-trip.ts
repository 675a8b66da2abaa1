import { TRIP_SHARE_REFRESH_MS, type SosRaise, type TripShareView } from '@raahi/domain/safety';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sosKeys } from './keys';

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
