import type { SosAlert, SosRaise } from '@raahi/domain/safety';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { sosKeys } from './keys';

/** The driver's own latest SOS and whether someone answered it (GET /sos/mine). */
export function mySosQueryOptions() {
  return queryOptions({
    queryKey: sosKeys.mine(),
    queryFn: ({ signal }) => http.get<{ alert: SosAlert | null }>('/sos/mine', { signal }),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useMySos() {
  return useQuery(mySosQueryOptions());
}

export function useRaiseSos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SosRaise) => http.post<SosAlert>('/sos', body),
    onSuccess: (alert) => client.setQueryData(sosKeys.mine(), { alert }),
  });
}
