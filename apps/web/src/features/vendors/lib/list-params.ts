import { VendorListQuerySchema, type VendorListQuery } from '@raahi/domain/vendors';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The server's defaults: left out of the address so a plain /vendors is the default view. */
const DEFAULTS = VendorListQuerySchema.parse({});
const KEYS = [
  'q',
  'approvalStatus',
  'accountStatus',
  'serviceType',
  'state',
  'sort',
  'page',
  'pageSize',
] as const satisfies readonly (keyof VendorListQuery)[];
export const FILTER_KEYS = ['approvalStatus', 'accountStatus', 'serviceType', 'state'] as const;

/**
 * The list's view from the address (`?q=…&approvalStatus=Pending&page=2`): each value is checked
 * on its own, so one bad or stale parameter falls back to its default instead of breaking the
 * page.
 */
export function parseListParams(params: URLSearchParams): VendorListQuery {
  const shape = VendorListQuerySchema.shape;
  const picked: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '')
      picked[key] = parsed.data;
  }
  return VendorListQuerySchema.parse(picked);
}

/** The address for a view: only what differs from the defaults, in a stable order. */
export function toListParams(query: VendorListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A change to the view; anything but paging starts again at page 1. */
export function nextListQuery(
  current: VendorListQuery,
  changes: Partial<VendorListQuery>,
): VendorListQuery {
  const paging = 'page' in changes;
  const next = { ...current, ...(paging ? {} : { page: 1 }), ...changes };
  for (const key of KEYS) if (next[key] === '') delete next[key];
  return next;
}

export function hasFilters(query: VendorListQuery): boolean {
  return Boolean(query.q) || FILTER_KEYS.some((key) => query[key] !== undefined);
}
