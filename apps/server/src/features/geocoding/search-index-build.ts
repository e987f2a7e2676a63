import { Rows } from './rows';
import { tokenize } from './text';
import { Vocabulary } from './vocabulary';

/**
 * Building a place index (search-index.ts) from its places, once per process or once per
 * world-index file: each place's names laid out as word ids, the postings of every word
 * (most important places first) and the short beginnings' lists. Querying never changes
 * any of it.
 */

/** One place the index can return: what the client is shown and what ranks it. */
export interface IndexedPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** 0..1: an airport terminal above a tram stop, a capital above a village. */
  importance: number;
  /** Curated places of the seeded cities, as opposed to world cities. */
  curated: boolean;
}

export interface IndexInput<P extends IndexedPlace> {
  place: P;
  /** The name and its aliases; each is matched as a whole for coverage. */
  terms: readonly string[];
}

/**
 * A word of one to three letters begins thousands of words among world cities: for those,
 * the index keeps only the most important places per beginning.
 */
export const SHORT_PREFIX = 3;
export const SHORT_PREFIX_KEEP = 200;

/** What a built index holds; the vocabulary sealed, every array final. */
export interface IndexParts<P extends IndexedPlace> {
  places: P[];
  vocabulary: Vocabulary;
  /** Per place, the range of its terms; per term, the range of its words; the word ids. */
  placeTerms: Int32Array;
  termWords: Int32Array;
  words: Int32Array;
  /** Per word, the places that hold it. */
  postings: Rows;
  /** For each beginning of one to three letters, its most important places, best first. */
  shortPrefixes: Map<string, Int32Array>;
}

/** The words of one place: `words[k]` for `k` from `wordsStart(place)` to `wordsEnd(place)`. */
const wordsStart = (
  parts: Pick<IndexParts<IndexedPlace>, 'placeTerms' | 'termWords'>,
  place: number,
): number => parts.termWords[parts.placeTerms[place]!]!;

const wordsEnd = (
  parts: Pick<IndexParts<IndexedPlace>, 'placeTerms' | 'termWords'>,
  place: number,
): number => parts.termWords[parts.placeTerms[place + 1]!]!;

export function buildIndexParts<P extends IndexedPlace>(
  inputs: Iterable<IndexInput<P>>,
): IndexParts<P> {
  const places: P[] = [];
  const vocabulary = new Vocabulary();
  const placeTermList: number[] = [];
  const termWordList: number[] = [];
  const wordList: number[] = [];
  for (const { place, terms } of inputs) {
    places.push(place);
    placeTermList.push(termWordList.length);
    for (const term of terms) {
      const ids = tokenize(term).map((word) => vocabulary.intern(word));
      if (ids.length === 0) continue;
      termWordList.push(wordList.length);
      for (const id of ids) wordList.push(id);
    }
  }
  placeTermList.push(termWordList.length);
  termWordList.push(wordList.length);
  const layout = {
    placeTerms: Int32Array.from(placeTermList),
    termWords: Int32Array.from(termWordList),
  };
  const words = Int32Array.from(wordList);
  const forEachPlaceWord = (visit: (place: number, word: number) => void): void => {
    for (let place = 0; place < places.length; place += 1) {
      for (let k = wordsStart(layout, place); k < wordsEnd(layout, place); k += 1) {
        visit(place, words[k]!);
      }
    }
  };

  const vocabularySize = vocabulary.size;
  const counts = new Int32Array(vocabularySize);
  const lastPlace = new Int32Array(vocabularySize).fill(-1);
  forEachPlaceWord((place, word) => {
    if (lastPlace[word] === place) return;
    lastPlace[word] = place;
    counts[word]! += 1;
  });
  const { rows, fill } = Rows.fromCounts(counts);
  lastPlace.fill(-1);
  forEachPlaceWord((place, word) => {
    if (lastPlace[word] === place) return;
    lastPlace[word] = place;
    fill(word, place);
  });
  const importance = Float64Array.from(places, (place) => place.importance);
  rows.sortRows((a, b) => importance[b]! - importance[a]!);

  vocabulary.seal();
  const parts = { places, vocabulary, ...layout, words, postings: rows };
  return { ...parts, shortPrefixes: shortPrefixesOf(parts) };
}

/** For each beginning of one to three letters, its most important places, best first. */
function shortPrefixesOf<P extends IndexedPlace>(
  parts: Omit<IndexParts<P>, 'shortPrefixes'>,
): Map<string, Int32Array> {
  const { places, vocabulary, words } = parts;
  const byImportance = Int32Array.from(places.keys()).sort(
    (a, b) => places[b]!.importance - places[a]!.importance,
  );
  const lists = new Map<string, number[]>();
  for (const place of byImportance) {
    for (let k = wordsStart(parts, place); k < wordsEnd(parts, place); k += 1) {
      const word = vocabulary.word(words[k]!);
      for (let length = 1; length <= Math.min(SHORT_PREFIX, word.length); length += 1) {
        const prefix = word.slice(0, length);
        let list = lists.get(prefix);
        if (!list) lists.set(prefix, (list = []));
        if (list.length < SHORT_PREFIX_KEEP && list[list.length - 1] !== place) list.push(place);
      }
    }
  }
  const shortPrefixes = new Map<string, Int32Array>();
  for (const [prefix, list] of lists) shortPrefixes.set(prefix, Int32Array.from(list));
  return shortPrefixes;
}
