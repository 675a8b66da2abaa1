import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's URL state (see listUrlState): reading the view, writing it, changing it. */
export interface ListViewState<V> {
  viewFromSearch: (params: URLSearchParams) => V;
  searchFromView: (view: V) => URLSearchParams;
  changeView: (view: V, change: Partial<V>) => V;
  /** The parameters the list owns: given, the page's other parameters (a tab) are kept. */
  keys?: readonly string[];
}

/**
 * The address after a change to the list's view: the list's parameters in their usual order,
 * then (for a list that names its keys) the other parameters of the page, as they were.
 */
export function changedSearch<V>(
  state: ListViewState<V>,
  current: URLSearchParams,
  change: Partial<V>,
): URLSearchParams {
  const next = state.searchFromView(state.changeView(state.viewFromSearch(current), change));
  const { keys } = state;
  if (keys) for (const [key, value] of current) if (!keys.includes(key)) next.append(key, value);
  return next;
}

/**
 * The list's view from the URL, and a change to it that lands in the URL. Typing a search
 * replaces the history entry; a filter, sort or page is a step Back can undo. The state is a
 * module constant, so the change keeps its identity between renders.
 */
export function useListView<V>(state: ListViewState<V>): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const onChange = useCallback(
    (change: Partial<V>) =>
      setParams((current) => changedSearch(state, current, change), {
        replace: 'q' in change && Object.keys(change).length === 1,
      }),
    [setParams, state],
  );
  return [state.viewFromSearch(params), onChange];
}
