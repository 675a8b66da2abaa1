import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's URL state (see listUrlState): reading the view, writing it, changing it. */
interface ListViewState<V> {
  viewFromSearch: (params: URLSearchParams) => V;
  searchFromView: (view: V) => URLSearchParams;
  changeView: (view: V, change: Partial<V>) => V;
}

/**
 * The list's view from the URL, and a change to it that lands in the URL. Typing a search
 * replaces the history entry; a filter, sort or page is a step Back can undo. The state's
 * functions are module constants, so the change keeps its identity between renders.
 */
export function useListView<V>({
  viewFromSearch,
  searchFromView,
  changeView,
}: ListViewState<V>): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const onChange = useCallback(
    (change: Partial<V>) =>
      setParams((current) => searchFromView(changeView(viewFromSearch(current), change)), {
        replace: 'q' in change && Object.keys(change).length === 1,
      }),
    [setParams, viewFromSearch, searchFromView, changeView],
  );
  return [viewFromSearch(params), onChange];
}
