import type { Settings } from '@raahi/domain/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The operator's settings, each at its default until changed (operators only; 403 otherwise). */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return http.get<Settings>('/settings', { signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
