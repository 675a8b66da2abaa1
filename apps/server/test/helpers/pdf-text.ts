import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text as pdf.js reads it, pages joined by a newline and items by a space. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/**
 * Letters only, decomposed (a two-part vowel sign comes out of a PDF as its parts): no spaces,
 * no zero-width (non-)joiners, which a PDF's text does not keep, and no control characters,
 * which pdf.js gives for Nastaliq's glyphs that map to no letter (a dot, a join).
 */
const lettersOf = (text: string) => [
  ...text.normalize('NFD').replace(/[\s\u200c\u200d\p{Cc}]/gu, ''),
];
const sorted = (chars: string[]) => [...chars].sort().join('');

/**
 * Whether a PDF's text (from `pdfText`) has `word` in it, its letters in any order. pdf.js reads
 * shaped Indian scripts in the order of the glyphs drawn, so a vowel sign drawn before its
 * consonant, or a conjunct's half form, comes out of place: the letters are all there, side by
 * side, and only their order differs.
 */
export function hasWord(text: string, word: string): boolean {
  const letters = lettersOf(text);
  const wanted = sorted(lettersOf(word));
  const size = wanted.length;
  for (let i = 0; i + size <= letters.length; i++)
    if (sorted(letters.slice(i, i + size)) === wanted) return true;
  return false;
}
