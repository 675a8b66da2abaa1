import type { SosAlert, SosRaise } from '@raahi/domain/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sosKeys } from './keys';

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
