export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Each filter a list offers, with the values it accepts. */
export type FilterValues = Record<string, readonly string[]>;

/** What a list shows, as the URL carries it (so a reload or a shared link shows the same). */
export type ListView<S extends string, F extends FilterValues> = {
  page: number;
  pageSize: number;
  sort: S;
  q: string;
  /** Operators narrow a list to one vendor. */
  vendorId?: string;
} & { [K in keyof F]?: F[K][number] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/**
 * Reading and writing a list's view (page, size, sort, search, filters) in the URL, for a list
 * with the given sorts and filters. Unknown or malformed values fall back to the default.
 */
export function listUrlState<S extends string, F extends FilterValues>(config: {
  sorts: readonly S[];
  defaultSort: S;
  filters: F;
}) {
  type View = ListView<S, F>;
  const filterKeys = Object.keys(config.filters) as (keyof F & string)[];
  const allKeys = [...filterKeys, 'vendorId'] as const;
  const DEFAULT_VIEW = { page: 1, pageSize: 20, sort: config.defaultSort, q: '' } as View;

  function viewFromSearch(params: URLSearchParams): View {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('pageSize'));
    const view = {
      page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_VIEW.page,
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_VIEW.pageSize,
      sort: oneOf(config.sorts, params.get('sort')) ?? DEFAULT_VIEW.sort,
      q: (params.get('q') ?? '').slice(0, 100),
    } as View;
    for (const key of filterKeys) {
      const value = oneOf<string>(config.filters[key]!, params.get(key));
      if (value) Object.assign(view, { [key]: value });
    }
    const vendorId = params.get('vendorId');
    if (vendorId && UUID.test(vendorId)) view.vendorId = vendorId;
    return view;
  }

  /** The view as URL parameters, leaving out what is the default. */
  function searchFromView(view: View): URLSearchParams {
    const params = new URLSearchParams();
    if (view.q.trim()) params.set('q', view.q.trim());
    for (const key of allKeys) {
      const value = (view as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) params.set(key, value);
    }
    if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
    if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
    if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
    return params;
  }

  /** A change to the view; anything but the page itself starts again from page 1. */
  function changeView(view: View, change: Partial<View>): View {
    const next: Record<string, unknown> = { ...view, ...change };
    if (!('page' in change)) next.page = 1;
    for (const key of Object.keys(change)) {
      if (next[key] === undefined || next[key] === '') delete next[key];
    }
    return { ...DEFAULT_VIEW, ...next };
  }

  /** The API query for the view (the server's lists take the same names). */
  function queryOfView(view: View): Omit<View, 'q'> & { q?: string } {
    const { q, ...rest } = view;
    return q.trim() ? { ...rest, q: q.trim() } : rest;
  }

  /** How many filters (not the search) are set. */
  function activeFilters(view: View): number {
    return allKeys.filter((key) => (view as Record<string, unknown>)[key] !== undefined).length;
  }

  function hasFilters(view: View): boolean {
    return view.q.trim() !== '' || activeFilters(view) > 0;
  }

  /** Every filter and the search off; the sort and page size stay. */
  const CLEARED = Object.fromEntries(
    [...allKeys, 'q'].map((key) => [key, key === 'q' ? '' : undefined]),
  ) as Partial<View>;

  return {
    DEFAULT_VIEW,
    CLEARED,
    viewFromSearch,
    searchFromView,
    changeView,
    queryOfView,
    activeFilters,
    hasFilters,
  };
}

/** A list query as an API query string: only what differs from the server's defaults. */
export function apiSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
