import { EMPLOYEE_SORTS } from '@raahi/domain/employees';
import { CONTACT_JOB_ROLE_VALUES, type ContactJobRole } from '@raahi/domain/lists';
import { ACCOUNT_STATUSES, type AccountStatus } from '@raahi/domain/statuses';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EmployeeListRequest } from '../api/list-employees';

export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const PAGE_SIZES = [10, 20, 50] as const;

/** What the list shows, kept in the address so a reload or a shared link shows the same view. */
export interface EmployeeListParams {
  page: number;
  pageSize: number;
  sort: EmployeeSort;
  q: string;
  jobRole: ContactJobRole | null;
  accountStatus: AccountStatus | null;
}

export const DEFAULT_LIST_PARAMS: EmployeeListParams = {
  page: 1,
  pageSize: 20,
  sort: '-createdAt',
  q: '',
  jobRole: null,
  accountStatus: null,
};

const KEYS = Object.keys(DEFAULT_LIST_PARAMS) as (keyof EmployeeListParams)[];

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the address; anything missing or malformed falls back to the default. */
export function readListParams(search: URLSearchParams): EmployeeListParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_PARAMS.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_LIST_PARAMS.pageSize,
    sort: oneOf(EMPLOYEE_SORTS, search.get('sort')) ?? DEFAULT_LIST_PARAMS.sort,
    q: (search.get('q') ?? '').trim().slice(0, 100),
    jobRole: oneOf(CONTACT_JOB_ROLE_VALUES, search.get('jobRole')),
    accountStatus: oneOf(ACCOUNT_STATUSES, search.get('accountStatus')),
  };
}

/**
 * The address after a change: defaults are left out, other parameters (such as the tab) kept,
 * and any change but the page itself goes back to page 1.
 */
export function writeListParams(
  search: URLSearchParams,
  patch: Partial<EmployeeListParams>,
): URLSearchParams {
  const current = readListParams(search);
  const next: EmployeeListParams = { ...current, ...patch };
  if (!('page' in patch)) next.page = DEFAULT_LIST_PARAMS.page;
  const out = new URLSearchParams(search);
  for (const key of KEYS) {
    const value = next[key];
    if (value === null || value === '' || value === DEFAULT_LIST_PARAMS[key]) out.delete(key);
    else out.set(key, String(value));
  }
  return out;
}

export function hasFilters(params: EmployeeListParams): boolean {
  return Boolean(params.q || params.jobRole || params.accountStatus);
}

/** The request for the API: empty filters are left out. */
export function toListRequest(params: EmployeeListParams): EmployeeListRequest {
  return {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    ...(params.q ? { q: params.q } : {}),
    ...(params.jobRole ? { jobRole: params.jobRole } : {}),
    ...(params.accountStatus ? { accountStatus: params.accountStatus } : {}),
  };
}

/** The list's state from the address, and a way to change it (typing replaces, not pushes). */
export function useEmployeeListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (patch: Partial<EmployeeListParams>) =>
      setSearch((current) => writeListParams(current, patch), { replace: 'q' in patch }),
    [setSearch],
  );
  return [params, update] as const;
}
