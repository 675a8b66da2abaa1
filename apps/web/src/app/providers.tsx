import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';
import { Toasts } from './toasts';

/**
 * What every page needs, the landing page included. The query cache is not here: each screen
 * that fetches gets it as it loads (see QueryScope).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </I18nextProvider>
  );
}
