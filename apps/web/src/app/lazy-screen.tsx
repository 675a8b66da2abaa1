import { lazy, type ComponentProps, type ComponentType } from 'react';
import { loadAppStrings } from '../lib/i18n';
import { enableToasts } from './toasts';

/**
 * Every screen but the landing, about and not-found pages needs the app's strings, the query
 * cache and the toast container: they load alongside its code, so those three pages carry none
 * of them.
 */
// `any` as in React's own lazy(): each screen keeps its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [{ default: Page }, { QueryScope }] = await Promise.all([
      load(),
      import('./query-scope'),
      loadAppStrings(),
    ]);
    enableToasts();
    return {
      default: (props: ComponentProps<T>) => (
        <QueryScope>
          <Page {...props} />
        </QueryScope>
      ),
    };
  });
}
