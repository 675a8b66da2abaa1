import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Mounts the real route table at `path`, with the app's providers and a fresh query cache. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    // Screens keep a client provided above them (QueryScope), so tests never share a cache.
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Mounts one component at `path` in a memory router; any other path shows its pathname in
 * `getByTestId('location')`, so tests can see where the component navigated.
 */
export function renderAt(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
