import { isValidElement, useEffect, type ComponentProps, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadAppStrings } from '../lib/i18n';
import { lazyComponent, type Preloadable } from '../lib/lazy-component';
import { enableToasts } from './toasts';

/**
 * Every screen but the landing, about and not-found pages needs the app's strings, the query
 * cache and the toast container: they load alongside its code, so those three pages carry none
 * of them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazyComponent(() =>
    Promise.all([load(), import('./query-scope'), loadAppStrings()]).then(
      ([{ default: Page }, { QueryScope }]) =>
        function Screen(props: ComponentProps<T>) {
          // Once the screen is drawn, so in the chosen language: the container's label is read
          // when it mounts, and the screen's code can come before the language's strings.
          useEffect(enableToasts, []);
          return (
            <QueryScope>
              <Page {...props} />
            </QueryScope>
          );
        },
    ),
  );
}

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Starts loading every lazy screen `pathname` shows at once, and answers when they have come
 * (or failed: the route's error boundary says so once rendered). Left to React, a screen inside
 * a lazy layout is asked for only once the layout's code has come and rendered: one more round
 * trip on every signed-in start, which on a phone's network is most of a second.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : null;
    return isPreloadable(type) ? [type.preload()] : [];
  });
  return Promise.allSettled(loads);
}
