import { Rows } from './rows';
import { allowedTypos, tokenize, wordScore } from './text';
import { Vocabulary, type VocabularySnapshot } from './vocabulary';

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
/**
 * A word of one to three letters begins thousands of words among world cities: for those,
 * the index keeps only the most important places per beginning.
 */
const SHORT_PREFIX = 3;
const SHORT_PREFIX_KEEP = 200;

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
  private readonly places: P[] = [];
  private readonly vocabulary: Vocabulary;
  /** Per place, the range of its terms; per term, the range of its words; the word ids. */
  private readonly placeTerms: Int32Array;
  private readonly termWords: Int32Array;
  private readonly words: Int32Array;
  /** Per word, the places that hold it. */
  private readonly postings: Rows;
  private readonly shortPrefixes = new Map<string, Int32Array>();
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
      this.vocabulary = new Vocabulary();
      const inputs = source;
      const placeTerms: number[] = [];
      const termWords: number[] = [];
      const words: number[] = [];
      for (const { place, terms } of inputs) {
        this.places.push(place);
        placeTerms.push(termWords.length);
        for (const term of terms) {
          const ids = tokenize(term).map((word) => this.vocabulary.intern(word));
          if (ids.length === 0) continue;
          termWords.push(words.length);
          for (const id of ids) words.push(id);
        }
      }
      placeTerms.push(termWords.length);
      termWords.push(words.length);
      this.placeTerms = Int32Array.from(placeTerms);
      this.termWords = Int32Array.from(termWords);
      this.words = Int32Array.from(words);

      const vocabularySize = this.vocabulary.size;
      const counts = new Int32Array(vocabularySize);
      const lastPlace = new Int32Array(vocabularySize).fill(-1);
      this.forEachPlaceWord((place, word) => {
        if (lastPlace[word] === place) return;
        lastPlace[word] = place;
        counts[word]! += 1;
      });
      const { rows, fill } = Rows.fromCounts(counts);
      lastPlace.fill(-1);
      this.forEachPlaceWord((place, word) => {
        if (lastPlace[word] === place) return;
        lastPlace[word] = place;
        fill(word, place);
      });
      const importance = Float64Array.from(this.places, (place) => place.importance);
      rows.sortRows((a, b) => importance[b]! - importance[a]!);
      this.postings = rows;

      this.vocabulary.seal();
      this.buildShortPrefixes();
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

  private forEachPlaceWord(visit: (place: number, word: number) => void): void {
    for (let place = 0; place < this.places.length; place += 1) {
      for (let k = this.wordsStart(place); k < this.wordsEnd(place); k += 1) {
        visit(place, this.words[k]!);
      }
    }
  }

  /** For each beginning of one to three letters, its most important places, best first. */
  private buildShortPrefixes(): void {
    const byImportance = Int32Array.from(this.places.keys()).sort(
      (a, b) => this.places[b]!.importance - this.places[a]!.importance,
    );
    const lists = new Map<string, number[]>();
    for (const place of byImportance) {
      for (let k = this.wordsStart(place); k < this.wordsEnd(place); k += 1) {
        const word = this.vocabulary.word(this.words[k]!);
        for (let length = 1; length <= Math.min(SHORT_PREFIX, word.length); length += 1) {
          const prefix = word.slice(0, length);
          let list = lists.get(prefix);
          if (!list) lists.set(prefix, (list = []));
          if (list.length < SHORT_PREFIX_KEEP && list[list.length - 1] !== place) list.push(place);
        }
      }
    }
    for (const [prefix, list] of lists) this.shortPrefixes.set(prefix, Int32Array.from(list));
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
