/**
 * How the duty list's search reads a search. A duty's words are its search text split at spaces
 * and ASCII punctuation, each number also without its leading zeros (words_of_search_text, in
 * migration 0014). A search is split the same way, and a duty matches when each of its words
 * begins a word of the duty: "kav red" finds Kavya Reddy, "123" finds DUT-000123, "avya" finds
 * nothing.
 */

/** ASCII punctuation, as a bracket expression's ranges (PostgreSQL's, in wordStartPattern). */
const PUNCTUATION = '!-/:-@[-`{-~';
/** Spaces and the same punctuation, in JavaScript's spelling. */
const SPLIT = /[\s!-/:-@[-`{-~]+/u;

/** A number's leading zeros do not count: 000123 is 123 (but 000 is 0). */
const withoutLeadingZeros = (word: string) => word.replace(/^0+(?=.)/u, '');

/**
 * The search's words, lowercased, numbers without their leading zeros, each once, the longest
 * as typed first (where nothing else tells, the likeliest to be rare: 000123 before dut).
 */
export function searchWords(q: string): string[] {
  const typed = q
    .toLowerCase()
    .split(SPLIT)
    .filter((word) => word !== '')
    .sort((a, b) => b.length - a.length);
  return [...new Set(typed.map(withoutLeadingZeros))];
}

/**
 * A PostgreSQL regular expression true where a word of the text begins with `word` (one of
 * searchWords, so free of punctuation and with it of every regular-expression operator).
 */
export function wordStartPattern(word: string): string {
  return `(^|[[:space:]${PUNCTUATION}])${/^[0-9]/u.test(word) ? '0*' : ''}${word}`;
}
