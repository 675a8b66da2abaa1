import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../src/core/fill-words.js';
import { SLIP_LANGUAGES } from '../../src/modules/duty-slips/slip-words/languages.js';
import { STATEMENT_LANGUAGES } from '../../src/modules/settlements/statement-words/languages.js';

/** Every string of a catalogue, by its path ('headings.duty'). */
function strings(words: object, path = ''): [string, string][] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : strings(value as object, `${path}${key}.`),
  );
}

/** The letters of each language's script: a translated word has some. */
const LETTERS: Record<string, RegExp> = {
  kn: /[\u0c80-\u0cff]/,
  hi: /[\u0900-\u097f]/,
  mr: /[\u0900-\u097f]/,
  kok: /[\u0900-\u097f]/,
  ta: /[\u0b80-\u0bff]/,
  ml: /[\u0d00-\u0d7f]/,
  te: /[\u0c00-\u0c7f]/,
  ur: /[\u0600-\u06ff]/,
};

const FAMILIES = { 'duty slip': SLIP_LANGUAGES, 'settlement statement': STATEMENT_LANGUAGES };

/** Issue 32: the documents' words in every language say the same things as the English. */
describe.each(Object.entries(FAMILIES))('%s words', (_, family) => {
  const english = new Map(strings(family.en));
  const languages = Object.entries(family).filter(([code]) => code !== 'en');

  it.each(languages)('%s: every word, with the English placeholders', (code, words) => {
    const own = new Map(strings(words));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) {
      expect(placeholdersOf(text), `${code}: ${path}`).toEqual(placeholdersOf(english.get(path)!));
      // Only placeholders and the words every language keeps (TDS, GSTIN, km, …) may be
      // without the script's letters.
      const rest = text
        .replace(/\{\{\w+\}\}/g, '')
        .replace(/\b(TDS|GSTIN|PAN|IST|Raahi|Km|km)\b/g, '')
        .replace(/[\s\d\p{P}\p{S}]/gu, '');
      if (rest) expect(text, `${code}: ${path} is in its script`).toMatch(LETTERS[code]!);
    }
  });
});
