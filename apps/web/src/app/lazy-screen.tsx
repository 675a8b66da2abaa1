import { isValidElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadAppStrings } from '../lib/i18n';
import { enableToasts } from './toasts';

/** A lazy screen whose code can be asked for before React renders it. */
interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * Every screen but the landing, about and not-found pages needs the app's strings, the query
 * cache and the toast container: they load alongside its code, so those three pages carry none
 * of them.
 */
// `any` as in React's own lazy(): each screen keeps its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: ComponentType<ComponentProps<T>> }> | null = null;
  const start = () =>
    (loading ??= Promise.all([load(), import('./query-scope'), loadAppStrings()]).then(
      ([{ default: Page }, { QueryScope }]) => {
        enableToasts();
        return {
          default: (props: ComponentProps<T>) => (
            <QueryScope>
              <Page {...props} />
            </QueryScope>
          ),
        };
      },
    ));
  return Object.assign(lazy(start), { preload: start } satisfies Preloadable);
}

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'object' && type !== null && 'preload' in type;
}

/**
 * Starts loading every lazy screen `pathname` shows at once. Left to React, a screen inside a
 * lazy layout is asked for only once the layout's code has come and rendered: one more round
 * trip on every signed-in start, which on a phone's network is most of a second.
 */
export function preloadScreens(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = isValidElement(route.element) ? route.element.type : null;
    if (isPreloadable(type)) void type.preload();
  }
}
