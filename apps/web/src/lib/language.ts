import type { EmotionCache } from '@emotion/cache';
import { DEFAULT_LANGUAGE } from '@raahi/domain/language-list';
import { setTimeLanguage } from './format-date';
import { i18n } from './i18n';
import { isLanguageAllowed, PSEUDO, rememberLanguage } from './languages/stored-language';

/**
 * The chosen language: kept in the browser (so it holds before sign-in), switched to only once
 * its strings, font and styles are in, so a screen never flashes English or moves. What does
 * the loading lives in its own chunk: English-only visits never fetch it.
 */
type Loader = typeof import('./languages/load-language');
let loader: Loader | undefined;
const loadLoader = async () => (loader ??= await import('./languages/load-language'));

const pending = new Map<string, Promise<void>>();

/** True when the screen at `pathname` can be drawn in `lng`; otherwise what to wait for. */
export function languageReady(lng: string, pathname: string): true | Promise<void> {
  if (lng === DEFAULT_LANGUAGE || loader?.isReady(lng, pathname)) return true;
  const key = `${lng} ${pathname}`;
  let waiting = pending.get(key);
  if (!waiting) {
    waiting = loadLoader()
      .then((l) => l.prepare(lng, pathname))
      .finally(() => pending.delete(key));
    pending.set(key, waiting);
  }
  return waiting;
}

/** Loads what the current screen needs in `lng`, then switches to it and remembers it. */
export async function switchLanguage(lng: string): Promise<void> {
  if (!isLanguageAllowed(lng)) return;
  const ready = languageReady(lng, window.location.pathname);
  if (ready !== true) await ready;
  rememberLanguage(lng);
  await i18n.changeLanguage(lng);
}

let rtlCache: EmotionCache | undefined;
const rtlCacheListeners = new Set<() => void>();
export function setRtlCache(cache: EmotionCache): void {
  rtlCache = cache;
  rtlCacheListeners.forEach((listener) => listener());
}
/** Urdu's Emotion cache once loaded (lib/languages/rtl-cache.ts), for useSyncExternalStore. */
export const getRtlCache = () => rtlCache;
export function subscribeRtlCache(listener: () => void): () => void {
  rtlCacheListeners.add(listener);
  return () => rtlCacheListeners.delete(listener);
}

function markDocument(lng: string) {
  const root = document.documentElement;
  root.lang = lng === PSEUDO ? 'en-XA' : lng;
  root.dir = i18n.dir(lng);
  setTimeLanguage(lng === PSEUDO ? 'en' : lng);
}
i18n.on('languageChanged', markDocument);
markDocument(i18n.language);
