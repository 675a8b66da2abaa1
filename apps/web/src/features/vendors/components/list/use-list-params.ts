import type { VendorListQuery } from '@raahi/domain/vendors';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextListQuery, parseListParams, toListParams } from '../../lib/list-params';

/**
 * The list's search, filters, sort and page live in the address, so a reload or a shared link
 * shows the same view. `replace` keeps typing in the search box out of the history.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListParams(params), [params]);
  const update = useCallback(
    (changes: Partial<VendorListQuery>, options: { replace?: boolean } = {}) => {
      void setParams(toListParams(nextListQuery(query, changes)), { replace: options.replace });
    },
    [query, setParams],
  );
  return { query, update };
}
