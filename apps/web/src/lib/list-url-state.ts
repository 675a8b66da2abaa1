/** The page sizes every list offers (the server's MAX_PAGE_SIZE is the last). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Each filter a list offers, with the values it accepts. */
export type FilterValues = Record<string, readonly string[]>;

/** What a list shows, as the URL carries it (so a reload or a shared link shows the same). */
export type ListView<S extends string, F extends FilterValues> = {
  page: number;
  pageSize: number;
  sort: S;
  q: string;
  /** Operators narrow a list to one vendor (lists configured `byVendor`). */
  vendorId?: string;
} & { [K in keyof F]?: F[K][number] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address parameter is a record's id; anything else is dropped, not sent. */
export function isUuid(raw: string | null): raw is string {
  return raw !== null && UUID.test(raw);
}

/** The parameter when it is one of the values, else undefined. */
export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A page number from the address: a whole number from 1, else undefined. */
export function pageOf(raw: string | null): number | undefined {
  const page = Number(raw);
  return raw !== null && Number.isInteger(page) && page >= 1 ? page : undefined;
}

/** A page size from the address: one the lists offer, else undefined. */
export function pageSizeOf(raw: string | null): number | undefined {
  const size = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
}

/**
 * Reading and writing a list's view (page, size, sort, search, filters) in the URL, for a list
 * with the given sorts and filters. Unknown or malformed values fall back to the default.
 */
export function listUrlState<S extends string, F extends FilterValues>(config: {
  sorts: readonly S[];
  defaultSort: S;
  filters: F;
  /** Operators may narrow the list to one vendor (`vendorId`). */
  byVendor?: boolean;
}) {
  type View = ListView<S, F>;
  const filterKeys = Object.keys(config.filters) as (keyof F & string)[];
  const allKeys: string[] = config.byVendor ? [...filterKeys, 'vendorId'] : filterKeys;
  const DEFAULT_VIEW = {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: config.defaultSort,
    q: '',
  } as View;

  function viewFromSearch(params: URLSearchParams): View {
    const view = {
      page: pageOf(params.get('page')) ?? DEFAULT_VIEW.page,
      pageSize: pageSizeOf(params.get('pageSize')) ?? DEFAULT_VIEW.pageSize,
      sort: oneOf(config.sorts, params.get('sort')) ?? DEFAULT_VIEW.sort,
      q: (params.get('q') ?? '').trim().slice(0, 100),
    } as View;
    for (const key of filterKeys) {
      const value = oneOf<string>(config.filters[key]!, params.get(key));
      if (value) Object.assign(view, { [key]: value });
    }
    const vendorId = params.get('vendorId');
    if (config.byVendor && isUuid(vendorId)) view.vendorId = vendorId;
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

  /**
   * The API query for the view (the server's lists take the same names): the page, its size and
   * the sort always, then the search and the filters that are set.
   */
  function queryOfView(view: View): Omit<View, 'q'> & { q?: string } {
    const query: Record<string, unknown> = {
      page: view.page,
      pageSize: view.pageSize,
      sort: view.sort,
    };
    if (view.q.trim()) query.q = view.q.trim();
    for (const key of allKeys) {
      const value = (view as Record<string, unknown>)[key];
      if (value !== undefined) query[key] = value;
    }
    return query as Omit<View, 'q'> & { q?: string };
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

  /** The address parameters the list owns; a page may keep others there (a tab). */
  const keys: readonly string[] = ['q', ...allKeys, 'sort', 'page', 'pageSize'];

  return {
    DEFAULT_VIEW,
    CLEARED,
    keys,
    viewFromSearch,
    searchFromView,
    changeView,
    queryOfView,
    activeFilters,
    hasFilters,
  };
}

/** A query as an API query string ('?a=1&b=2', or '' for none): only what is set. */
export function apiSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
