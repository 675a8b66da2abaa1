import type { TariffVersionInput } from '@raahi/domain/billing';
import type { DutyCharges, StoredTariff, TariffListQuery } from '@raahi/domain/tariffs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every tariff query under ['tariffs', …]; a duty's amounts under ['duty-charges', id]. */
export const tariffKeys = {
  all: ['tariffs'] as const,
  list: (query: TariffListQuery) => [...tariffKeys.all, 'list', query] as const,
  charges: (dutyId: string) => ['duty-charges', dutyId] as const,
};

/** Tariff versions with the list's filters (GET /tariffs). */
export function useTariffs(query: TariffListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return useQuery({
    queryKey: tariffKeys.list(query),
    queryFn: ({ signal }) => http.get<StoredTariff[]>(`/tariffs?${params.toString()}`, { signal }),
  });
}

/** Adds a version; the lists and every duty's amounts are read again. */
export function useAddTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: TariffVersionInput) => http.post<StoredTariff>('/tariffs', version),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tariffKeys.all });
      await client.invalidateQueries({ queryKey: ['duty-charges'] });
    },
  });
}

/** Removes a version not yet in force. */
export function useRemoveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/tariffs/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

/** A duty's sale and purchase amounts, as much as the caller may see. */
export function useDutyCharges(dutyId: string) {
  return useQuery({
    queryKey: tariffKeys.charges(dutyId),
    queryFn: ({ signal }) =>
      http.get<DutyCharges>(`/duties/${encodeURIComponent(dutyId)}/charges`, { signal }),
  });
}
