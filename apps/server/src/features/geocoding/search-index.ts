import { Rows } from './rows';
import {
  buildIndexParts,
  SHORT_PREFIX,
  SHORT_PREFIX_KEEP,
  type IndexedPlace,
  type IndexInput,
} from './search-index-build';
import { allowedTypos, wordScore } from './text';
import { Vocabulary, type VocabularySnapshot } from './vocabulary';

export type { IndexedPlace, IndexInput } from './search-index-build';

/**
 * A built index as plain data (typed arrays, Maps, the places), for `v8.serialize`: read
 * back it is the same index without the seconds of building it (world-index-file.ts).
 */
export interface PlaceIndexSnapshot<P extends IndexedPlace> {
  places: P[];
  vocabulary: VocabularySnapshot;
  placeTerms: Int32Array;
  termWords: Int32Array;
  words: Int32Array;
  postings: { offsets: Int32Array; values: Int32Array };
  shortPrefixes: Map<string, Int32Array>;
}

export interface TextMatch<P extends IndexedPlace> {
  place: P;
  /** 0..1: how well the typed words match the place's words. */
  text: number;
}

/** Places looked at per query at most; postings hold the most important places first. */
const MAX_CANDIDATES = 1_000;
/** What a word that finds nothing as typed is guessed to find once a typo is allowed. */
const TYPO_ESTIMATE = 50;

const NONE = new Int32Array(0);

const isNumber = (word: string): boolean => /^\d+[a-z]?$/.test(word);

/**
 * An inverted index over the words of place names, built once: exact words through a map,
 * word beginnings through the sorted vocabulary (the most important places only for one
 * to three letters), one-typo words through trigrams of the vocabulary. A query looks up
 * its most selective word and checks only the places found, so a keystroke costs about the
 * same whether the index holds four hundred places or a hundred thousand cities.
 */
export class PlaceIndex<P extends IndexedPlace> {
  private readonly places: P[];
  private readonly vocabulary: Vocabulary;
  /** Per place, the range of its terms; per term, the range of its words; the word ids. */
  private readonly placeTerms: Int32Array;
  private readonly termWords: Int32Array;
  private readonly words: Int32Array;
  /** Per word, the places that hold it. */
  private readonly postings: Rows;
  private readonly shortPrefixes: Map<string, Int32Array>;
  private readonly matched: Uint8Array;
  /** Per place, the number of the last `candidatesOf` call that found it. */
  private readonly seen: Uint32Array;
  private lastCall = 0;

  /** Builds the index from its places, or takes a snapshot of one built before. */
  constructor(source: Iterable<IndexInput<P>> | { snapshot: PlaceIndexSnapshot<P> }) {
    if ('snapshot' in source) {
      const { snapshot } = source;
      this.places = snapshot.places;
      this.vocabulary = Vocabulary.fromSnapshot(snapshot.vocabulary);
      this.placeTerms = snapshot.placeTerms;
      this.termWords = snapshot.termWords;
      this.words = snapshot.words;
      this.postings = new Rows(snapshot.postings.offsets, snapshot.postings.values);
      this.shortPrefixes = snapshot.shortPrefixes;
    } else {
      const parts = buildIndexParts(source);
      this.places = parts.places;
      this.vocabulary = parts.vocabulary;
      this.placeTerms = parts.placeTerms;
      this.termWords = parts.termWords;
      this.words = parts.words;
      this.postings = parts.postings;
      this.shortPrefixes = parts.shortPrefixes;
    }
    let longest = 0;
    for (let place = 0; place < this.places.length; place += 1) {
      longest = Math.max(longest, this.wordsEnd(place) - this.wordsStart(place));
    }
    this.matched = new Uint8Array(longest);
    this.seen = new Uint32Array(this.places.length);
  }

  /** The index as plain data; `new PlaceIndex({ snapshot })` makes the same index of it. */
  snapshot(): PlaceIndexSnapshot<P> {
    return {
      places: this.places,
      vocabulary: this.vocabulary.snapshot(),
      placeTerms: this.placeTerms,
      termWords: this.termWords,
      words: this.words,
      postings: this.postings.arrays(),
      shortPrefixes: this.shortPrefixes,
    };
  }

  get size(): number {
    return this.places.length;
  }

  /** Every place, for nearest-place scans. */
  all(): readonly P[] {
    return this.places;
  }

  /**
   * Places whose words match every typed word (a bare number that matches nothing, like a
   * house number, is let through with a small penalty), with their text score.
   */
  match(typed: readonly string[]): TextMatch<P>[] {
    const candidates = this.candidates(typed);
    const matches: TextMatch<P>[] = [];
    for (let i = 0; i < candidates.length; i += 1) {
      const id = candidates[i]!;
      const text = this.textScore(typed, id);
      if (text > 0) matches.push({ place: this.places[id]!, text });
    }
    return matches;
  }

  private wordsStart(place: number): number {
    return this.termWords[this.placeTerms[place]!]!;
  }

  private wordsEnd(place: number): number {
    return this.termWords[this.placeTerms[place + 1]!]!;
  }

  /**
   * Candidates of the typed word that names the fewest places: "new york united states"
   * looks up 'york', not the thousands of places in 'united'.
   */
  private candidates(typed: readonly string[]): ArrayLike<number> {
    const textual = typed.filter((word) => !isNumber(word));
    const pool = textual.length > 0 ? textual : typed;
    let pivot: string | undefined;
    let fewest = Infinity;
    for (const word of pool) {
      const estimate = this.estimate(word);
      if (estimate < fewest || (estimate === fewest && word.length > pivot!.length)) {
        pivot = word;
        fewest = estimate;
      }
    }
    return pivot === undefined ? NONE : this.candidatesOf(pivot);
  }

  /**
   * About how many places a word finds through its own postings and the words it begins
   * (a word that finds none will be tried with a typo, and may well be the one to use).
   */
  private estimate(word: string): number {
    if (word.length <= SHORT_PREFIX) {
      const exact = this.vocabulary.idOf(word);
      return (exact === undefined ? 0 : this.postings.length(exact)) + SHORT_PREFIX_KEEP;
    }
    let total = 0;
    this.vocabulary.startingWith(word, (wordId) => {
      total += this.postings.length(wordId);
      return total < MAX_CANDIDATES;
    });
    return total === 0 ? TYPO_ESTIMATE : total;
  }

  /** The places holding `word` or a word it begins (or one a typo away), first found first. */
  private candidatesOf(word: string): ArrayLike<number> {
    // Each beginning's list is kept without repeats: it is the answer as it stands.
    if (word.length <= SHORT_PREFIX) return this.shortPrefixes.get(word) ?? NONE;
    // A place holding several of the words is taken once: marked with this call's number
    // rather than kept in a set, which cost more than the scoring on a common beginning.
    if (this.lastCall === 0xffff_ffff) {
      this.seen.fill(0);
      this.lastCall = 0;
    }
    const mark = (this.lastCall += 1);
    const found: number[] = [];
    const addWord = (wordId: number) => {
      for (let k = this.postings.start(wordId); k < this.postings.end(wordId); k += 1) {
        if (found.length >= MAX_CANDIDATES) return;
        const place = this.postings.value(k);
        if (this.seen[place] === mark) continue;
        this.seen[place] = mark;
        found.push(place);
      }
    };
    const exact = this.vocabulary.idOf(word);
    if (exact !== undefined) addWord(exact);
    this.vocabulary.startingWith(word, (wordId) => {
      addWord(wordId);
      return found.length < MAX_CANDIDATES;
    });
    // A word that finds nothing as typed is probably mistyped; one that does is taken as meant.
    if (found.length === 0 && allowedTypos(word.length) > 0 && !/\d/.test(word)) {
      for (const wordId of this.vocabulary.oneTypoAway(word)) addWord(wordId);
    }
    return found;
  }

  private textScore(typed: readonly string[], place: number): number {
    const first = this.wordsStart(place);
    const last = this.wordsEnd(place);
    this.matched.fill(0, 0, last - first);
    let total = 0;
    let counted = 0;
    let penalty = 1;
    for (const word of typed) {
      let best = 0;
      for (let k = first; k < last; k += 1) {
        const score = wordScore(word, this.vocabulary.word(this.words[k]!));
        if (score > 0) {
          this.matched[k - first] = 1;
          if (score > best) best = score;
        }
      }
      if (best === 0) {
        if (!isNumber(word)) return 0;
        penalty *= 0.9;
        continue;
      }
      total += best;
      counted += 1;
    }
    if (counted === 0) return 0;
    let coverage = 0;
    for (let term = this.placeTerms[place]!; term < this.placeTerms[place + 1]!; term += 1) {
      const from = this.termWords[term]!;
      const to = this.termWords[term + 1]!;
      let hits = 0;
      for (let k = from; k < to; k += 1) hits += this.matched[k - first]!;
      coverage = Math.max(coverage, hits / (to - from));
    }
    return (total / counted) * (0.8 + 0.2 * coverage) * penalty;
  }
}
