import type { CompanySiteOption } from '@raahi/domain/company-sites';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/**
 * The client companies a geofence can be made from (GET /geofences/company-sites): the
 * operator's every company, a vendor's the placed sites of the companies it works with.
 */
export function listCompanySites(signal?: AbortSignal) {
  return http.get<{ companies: CompanySiteOption[] }>('/geofences/company-sites', { signal });
}

export function useCompanySites() {
  return useQuery({
    queryKey: liveLocationKeys.companySites(),
    queryFn: ({ signal }) => listCompanySites(signal),
  });
}
