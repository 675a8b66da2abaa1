import type { Meta } from '@raahi/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * The version, and the demo sign-ins when this installation runs on demo data; a production
 * server never gives their password (null).
 */
export function getMeta(signal?: AbortSignal): Promise<Meta> {
  return http.get<Meta>('/meta', { auth: false, signal });
}

export function getMetaQueryOptions() {
  // Fixed for the life of the server process.
  return queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    staleTime: Infinity,
  });
}

export function useMeta() {
  return useQuery(getMetaQueryOptions());
}
