import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { SpinnerOverlay } from '../components/spinner-overlay';
import { LanguageGate } from './language-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<SpinnerOverlay />}>
          <LanguageGate>
            <AppRoutes />
          </LanguageGate>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
