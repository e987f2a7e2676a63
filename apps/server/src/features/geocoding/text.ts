import { normalizeForSearch } from '@parada/core';

/**
 * Words that name nothing on their own ("Plaça de Catalunya", "Hospital del Mar", "the
 * O2"): dropped so 'placa catalunya' matches the whole name and 'de' matches nowhere.
 */
const STOP_WORDS = new Set([
  'a',
  'al',
  'd',
  'de',
  'del',
  'dels',
  'des',
  'di',
  'du',
  'el',
  'els',
  'en',
  'i',
  'l',
  'la',
  'las',
  'le',
  'les',
  'lo',
  'los',
  'of',
  's',
  'the',
  'y',
]);

/** At most this many words of a query count: nobody types a paragraph into an address box. */
const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/**
 * Lower-case ASCII-ish words of a text: accents stripped (core's normalizeForSearch), the
 * Catalan middle dot joined ("Paral·lel" → "parallel"), anything else that is not a letter
 * or digit a separator, stop words dropped unless nothing else is left.
 */
export function tokenize(text: string): string[] {
  const words = normalizeForSearch(text.replace(/[·•]/g, ''))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** The words of a query, capped in number. */
export const queryTokens = (text: string): string[] => tokenize(text).slice(0, MAX_QUERY_TOKENS);

/**
 * True when `a` becomes `b` with at most one typo: an insertion, a deletion, a substitution
 * or two swapped neighbours. Linear and allocation-free: it runs for every word a query
 * is compared with.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  if (lengthDifference === 0) {
    let first = 0;
    while (a[first] === b[first]) first += 1;
    let last = a.length - 1;
    while (a[last] === b[last]) last -= 1;
    if (first === last) return true;
    return last === first + 1 && a[first] === b[last] && a[last] === b[first];
  }
  const [shorter, longer] = lengthDifference < 0 ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  for (let j = i; j < shorter.length; j += 1) {
    if (shorter[j] !== longer[j + 1]) return false;
  }
  return true;
}

/** How many typos a word of this length may carry and still match: none below 4 letters. */
export const allowedTypos = (length: number): number => (length >= 4 ? 1 : 0);

/**
 * How well one typed word matches one word of a name, from 0 (not at all) to 1 (the same
 * word). A beginning counts (people type the start of a word), more the longer it is; one
 * typo counts less; digits must match exactly ('t1' is not 't2').
 */
export function wordScore(typed: string, word: string): number {
  if (typed === word) return 1;
  if (word.startsWith(typed)) return 0.7 + 0.25 * (typed.length / word.length);
  const lengthDifference = typed.length - word.length;
  if (lengthDifference > 1 || lengthDifference < -1 || allowedTypos(typed.length) === 0) return 0;
  if (/\d/.test(typed) || /\d/.test(word)) return 0;
  return withinOneEdit(typed, word) ? 0.6 : 0;
}
