import type { Role } from '@raahi/domain/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string | null;
  phone: string | null;
  /** 'password': email + the demo password; 'otp': phone, the code is in the server log. */
  method: 'password' | 'otp';
}

export interface Meta {
  version: string;
  /**
   * Present when this installation runs on demo data; a production server never gives the
   * password (null).
   */
  demo: { password: string | null; accounts: DemoAccount[] } | null;
}

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
