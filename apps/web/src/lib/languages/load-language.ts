import { i18n } from '../i18n';
import { partsFor, type Part } from './parts';
import { loadFont } from './fonts';
import { getRtlCache } from '../language';
import { pseudoLocalise } from './pseudo';
import { PSEUDO } from './stored-language';

// Every language's part files, each its own chunk fetched on first use. English is not here: it
// is bundled as before (the public strings in the entry, the app's in one chunk).
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function loadPart(lng: string, part: Part): Promise<void> {
  const key = `${lng}/${part}`;
  const load = catalogues[`../../locales/${key}.json`];
  if (loaded.has(key) || !load) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((strings) => {
      i18n.addResourceBundle(lng, 'translation', strings, true, true);
      loaded.add(key);
    });
    loading.set(key, pending);
  }
  return pending;
}

function missing(lng: string, pathname: string): Part[] {
  return partsFor(pathname).filter(
    (part) => !loaded.has(`${lng}/${part}`) && catalogues[`../../locales/${lng}/${part}.json`],
  );
}

/** Whether a screen at this path has its strings, font and styles in this language. */
export function isReady(lng: string, pathname: string): boolean {
  if (lng === PSEUDO) return pseudoLocalise.isCurrent();
  return (
    missing(lng, pathname).length === 0 && (i18n.dir(lng) === 'ltr' || getRtlCache() !== undefined)
  );
}

/**
 * Loads what the path needs in the language: its parts, the script's font (before any text
 * in it is shown, so swapping the font in never moves the page) and, for Urdu, the RTL styles.
 */
export async function prepare(lng: string, pathname: string): Promise<void> {
  if (lng === PSEUDO) return pseudoLocalise.refresh();
  await Promise.all([
    ...missing(lng, pathname).map((part) => loadPart(lng, part)),
    loadFont(lng),
    // Only Urdu fetches the RTL plugin (and cssjanus).
    i18n.dir(lng) === 'rtl' ? import('./rtl-cache').then((m) => m.loadRtlCache()) : undefined,
  ]);
}
