import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { getRtlCache, subscribeRtlCache } from '../lib/language';
import { useMuiComponents } from '../lib/languages/mui-texts';
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
      <Directional>
        <CssBaseline />
        {children}
        <Toasts />
      </Directional>
    </I18nextProvider>
  );
}

/**
 * The theme's direction and the Emotion cache follow the language: Urdu's cache flips every
 * style's left and right (lib/languages/rtl-cache.ts). So do MUI's own words (pagers, stars,
 * close buttons: lib/languages/mui-texts.ts). Always the same elements, so switching keeps
 * every screen's state.
 */
function Directional({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  // The language's own direction: resolvedLanguage (dir()'s default) stays English until a
  // reload's catalogues have loaded.
  const direction = current.dir(current.language);
  const ltrCache = useEmotionCache();
  // A reload in Urdu draws before the RTL cache has loaded: switch to it when it arrives.
  const rtlCache = useSyncExternalStore(subscribeRtlCache, getRtlCache, getRtlCache);
  const texts = useMuiComponents();
  const themed = useMemo(
    () => ({ ...providedTheme, direction, components: { ...providedTheme.components, ...texts } }),
    [direction, texts],
  );
  const cache = (direction === 'rtl' && rtlCache) || ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themed}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
