import type { Duty, Eligibility, EligibilityQuery } from '@raahi/domain/duties';
import type { AuditEntry } from '@raahi/domain/vendors';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys, dutyPath } from './keys';

/** One duty; 404 when it does not exist or is not the caller's to see. */
export function getDuty(dutyId: string, signal?: AbortSignal): Promise<Duty> {
  return http.get<Duty>(dutyPath(dutyId), { signal });
}

export function useDuty(dutyId: string | null | undefined) {
  return useQuery({
    queryKey: dutyKeys.detail(dutyId ?? ''),
    queryFn: ({ signal }) => getDuty(dutyId ?? '', signal),
    enabled: Boolean(dutyId),
  });
}

/** The duty's history, newest first. */
export function useDutyAudit(dutyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.audit(dutyId),
    queryFn: ({ signal }) => http.get<AuditEntry[]>(`${dutyPath(dutyId)}/audit`, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** The vendor's drivers and vehicles, each with the reasons it cannot take the duty. */
export function useEligibility(dutyId: string) {
  return useQuery({
    queryKey: dutyKeys.eligible(dutyId),
    queryFn: ({ signal }) => http.get<Eligibility>(`${dutyPath(dutyId)}/eligible`, { signal }),
    // Who is free changes by the minute.
    staleTime: 0,
  });
}

/** Before booking: who of the vendor's drivers and vehicles can take a duty at these times. */
export function useBookingEligibility(query: EligibilityQuery | null) {
  return useQuery({
    queryKey: dutyKeys.eligibleForBooking(query!),
    queryFn: ({ signal }) =>
      http.get<Eligibility>(`/trip/eligible${apiSearch(query!)}`, { signal }),
    enabled: query !== null,
    staleTime: 0,
  });
}
