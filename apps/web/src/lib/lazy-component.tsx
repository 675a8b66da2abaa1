import { lazy, type ComponentProps, type ComponentType } from 'react';

/** A lazy component whose code can be asked for before React renders it. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * React's lazy(), except that once the code has come the component renders at once instead of
 * suspending. React 19 holds back each Suspense boundary's reveal until 300 ms after it showed
 * its spinner: a signed-in start passes three nested boundaries (the route table, the shell,
 * the screen), and even with every file already here it waited ~0.5 s on timers alone.
 */
// `any` as in React's own lazy(): each component keeps its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  // A failed load is forgotten, so the next render or preload asks again.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function LazyComponent(props: ComponentProps<T>) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload } satisfies Preloadable);
}
