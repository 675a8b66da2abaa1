import type { Company, Vendor } from '@raahi/domain/vendors';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { http } from './http';

/** A record to pick from a list: its id and what to call it. */
export interface Option {
  id: string;
  name: string;
}

const PICKER_STALE_MS = 5 * 60 * 1000;

/**
 * The operator's active client companies, which vendors work with, drivers serve and duties are
 * booked for. Public (the sign-up wizard offers them), so it goes without the bearer token and
 * serves signed-in and signed-out screens alike.
 */
export function listCompanyOptions(signal?: AbortSignal): Promise<Company[]> {
  return http.get<Company[]>('/companies', { signal, auth: false });
}

export function getCompanyOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'options'],
    queryFn: ({ signal }) => listCompanyOptions(signal),
    staleTime: PICKER_STALE_MS,
  });
}

/** Drivers never see company pickers; the duties screen leaves it disabled for them. */
export function useCompanyOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyOptionsQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * Approved vendors (first 100, blocked ones too) an operator can add a driver or vehicle for,
 * or filter a list by.
 */
export async function listVendorOptions(signal?: AbortSignal): Promise<Option[]> {
  const page = await http.get<{ items: Option[] }>(
    '/accounts/vendors?approvalStatus=Approved&pageSize=100&sort=name',
    { signal },
  );
  return page.items.map(({ id, name }) => ({ id, name }));
}

export function getVendorOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['vendors', 'options'],
    queryFn: ({ signal }) => listVendorOptions(signal),
    staleTime: PICKER_STALE_MS,
  });
}

/** Only operators may list vendors; everyone else leaves it disabled. */
export function useVendorOptions(options: { enabled: boolean }) {
  return useQuery({ ...getVendorOptionsQueryOptions(), enabled: options.enabled });
}

/** The client companies one vendor works with, read from its record. */
export async function listVendorCompanyOptions(
  vendorId: string,
  signal?: AbortSignal,
): Promise<Option[]> {
  const vendor = await http.get<Vendor>(`/accounts/vendors/${encodeURIComponent(vendorId)}`, {
    signal,
  });
  return vendor.associatedCompanies;
}

/** Under ['vendors', …], so a vendor edited on its own page refreshes this too. */
export function getVendorCompanyOptionsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', 'companies', vendorId],
    queryFn: ({ signal }) => listVendorCompanyOptions(vendorId, signal),
    staleTime: PICKER_STALE_MS,
  });
}

/**
 * The ids of the client companies some vendors work with: a driver serves only its vendors'
 * companies (the server refuses others). Null until every vendor has loaded.
 */
export function useVendorCompanyIds(vendorIds: string[]): Set<string> | null {
  return useQueries({
    queries: vendorIds.map((vendorId) => getVendorCompanyOptionsQueryOptions(vendorId)),
    combine: (results) =>
      results.every((result) => result.data)
        ? new Set(results.flatMap((result) => result.data!.map((company) => company.id)))
        : null,
  });
}
