import { i18n } from '../i18n';
import { PSEUDO } from './stored-language';

/** The development pseudo-locale: every English string accented, bracketed and 40 % longer. */

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdðeéfƒgĝhĥiîjĵkķlļmɱnñoöpþqǫrŕsštŧuüvṽwŵxẋyýzž'.matchAll(/(.)(.)/gu)].map(
    ([, plain, accented]) => [plain!, accented!],
  ),
);
for (const [plain, accented] of Object.entries(ACCENTED))
  ACCENTED[plain.toUpperCase()] = accented.toUpperCase();

// Placeholders, nested keys and tags stay as they are: only the words around them change.
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

export function pseudoString(text: string): string {
  const accented = text
    .split(KEEP)
    .map((piece, i) => (i % 2 ? piece : [...piece].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');
  // Padding in words, as longer languages are: one unbroken run would stretch a paragraph past
  // any screen, which no real translation does.
  const padding = '~'.repeat(Math.ceil(text.length * 0.4)).replace(/(~{6})(?=~)/g, '$1 ');
  return `[${accented} ${padding}]`;
}

function pseudoTree(value: unknown): unknown {
  if (typeof value === 'string') return pseudoString(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoTree(v)]));
  return value;
}

let current = false;

/** Rebuilds the pseudo strings from whatever English strings are loaded now. */
function refresh(): Promise<void> {
  const english = i18n.getResourceBundle('en', 'translation') as object;
  i18n.addResourceBundle(PSEUDO, 'translation', pseudoTree(english), true, true);
  current = true;
  return Promise.resolve();
}

// A screen's English strings arrive with its code (lib/i18n.ts): follow them while in use.
i18n.store.on('added', (lng: string) => {
  if (lng !== 'en') return;
  current = false;
  if (i18n.language === PSEUDO) void refresh();
});

export { PSEUDO };

export const pseudoLocalise = { isCurrent: () => current, refresh };
