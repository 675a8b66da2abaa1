import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';
import { Toasts } from './toasts';

// Material's own ThemeProvider also carries the CSS-variables provider (colour-scheme switching,
// its storage and init script: 3 KB gzip on every page). Our theme has neither CSS variables nor
// colour schemes, and for such a theme Material's provider renders exactly this: the system
// provider with `vars: null`.
const providedTheme = { ...theme, vars: null };

/**
 * What every page needs, the landing page included. The query cache is not here: each screen
 * that fetches gets it as it loads (see QueryScope).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={providedTheme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </I18nextProvider>
  );
}
