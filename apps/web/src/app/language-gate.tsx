import { languageByValue } from '@raahi/domain/language-list';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageReady, switchLanguage } from '../lib/language';
import { useSession } from '../lib/session';

/**
 * Holds a screen back (the nearest Suspense shows its spinner) until its strings, font and
 * styles are in the chosen language: the first visit to a screen in Kannada never flashes
 * English. In English it costs nothing.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // Signed in, the profile's choice wins: it follows the person from device to device.
  const chosen = useSession((state) => state.user?.language);
  useEffect(() => {
    const code = chosen && languageByValue(chosen)?.code;
    if (code && code !== i18n.language) void switchLanguage(code);
  }, [chosen, i18n]);
  const ready = languageReady(i18n.language, pathname);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract
  if (ready !== true) throw ready;
  return children;
}
