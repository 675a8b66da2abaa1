import { describe, expect, it } from 'vitest';
import { searchWords, wordStartPattern } from '../../src/modules/duties/search-words.js';

describe('a search read as words', () => {
  it('splits at spaces and ASCII punctuation, lowercased, the longest as typed first', () => {
    expect(searchWords('Kavya  Reddy')).toEqual(['kavya', 'reddy']);
    expect(searchWords('DUT-000123')).toEqual(['123', 'dut']);
    expect(searchWords(`a_b\\c "d" [e]{f}~g\`h|i`)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
    ]);
    expect(searchWords('Ravi, ravi; RAVI')).toEqual(['ravi']);
  });

  it('keeps letters of every script, and a number without its leading zeros', () => {
    expect(searchWords('प्रिया शर्मा')).toEqual(['प्रिया', 'शर्मा']);
    expect(searchWords('0042 000 0x')).toEqual(['42', '0', 'x']);
  });

  it('finds nothing to search for in punctuation alone', () => {
    expect(searchWords(' -- , ')).toEqual([]);
  });

  it('asks PostgreSQL for a word that begins with the search word', () => {
    expect(wordStartPattern('kav')).toBe('(^|[[:space:]!-/:-@[-`{-~])kav');
    // A number may follow leading zeros in the duty's text.
    expect(wordStartPattern('12')).toBe('(^|[[:space:]!-/:-@[-`{-~])0*12');
  });
});
