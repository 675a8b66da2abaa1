import { useQuery } from '@tanstack/react-query';
import { API_BASE, http } from './http';
import { OBJECT_URL_QUERY } from './query-client';

/**
 * An object URL for an image the API serves only with the bearer token (profile photos), or
 * null while it loads, when there is none, or when it failed. The query cache revokes the URL
 * when it drops the entry.
 */
export function useAuthedImage(url: string | null | undefined): string | null {
  const path = url?.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const { data } = useQuery({
    queryKey: [OBJECT_URL_QUERY, path],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await http.get<Blob>(path!, { signal, responseType: 'blob' })),
    enabled: Boolean(path),
    // The URL carries a version (?v=), so a fetched image never goes stale.
    staleTime: Infinity,
    retry: false,
  });
  return path ? (data ?? null) : null;
}
