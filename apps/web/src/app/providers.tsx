import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

// react-toastify 11 injects its own stylesheet when the container first mounts, so there is no
// CSS file to import. The container loads after the first paint (the landing page never needs
// it); toasts raised before it mounts wait in react-toastify's queue.
const ToastContainer = lazy(() =>
  import('react-toastify').then((m) => ({ default: m.ToastContainer })),
);

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          {/* Spec §9: top right, 3 s, drag 80 % to dismiss; Alt+T focuses toasts by default. */}
          <Suspense fallback={null}>
            <ToastContainer position="top-right" autoClose={3000} draggablePercent={80} />
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
