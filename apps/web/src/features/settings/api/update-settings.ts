import type { Settings, SettingsUpdate } from '@raahi/domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Changes some settings; the answer holds all of them, as they now are. */
export function updateSettings(changes: SettingsUpdate): Promise<Settings> {
  return http.put<Settings>('/settings', changes);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}
