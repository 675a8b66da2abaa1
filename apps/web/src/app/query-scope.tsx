import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Gives a screen the app's query cache. The router wraps each screen in one as it loads it,
 * rather than the whole app in one provider, so the landing page (which fetches nothing) never
 * downloads TanStack Query. A client already provided above is kept: the signed-in shell's
 * around its pages, or the fresh one each test provides.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
