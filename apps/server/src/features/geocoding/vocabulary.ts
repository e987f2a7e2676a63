import { withinOneEdit } from './text';

const trigramsOf = (word: string): string[] => {
  const padded = `^${word}$`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return [...grams];
};

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A sealed vocabulary as plain data (typed arrays, a Map), for `v8.serialize`. */
export interface VocabularySnapshot {
  words: string[];
  sorted: Int32Array;
  trigrams: Map<string, Int32Array>;
}

/**
 * The distinct words of the place index, each with a number: the index stores numbers,
 * not strings. Once every word is in (`seal`), the alphabetical order answers prefixes
 * and the trigrams answer words one typo away.
 */
export class Vocabulary {
  private readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Word ids in alphabetical order of their words, for prefix ranges. */
  private sorted: Int32Array = new Int32Array(0);
  private readonly trigrams = new Map<string, Int32Array>();
  /** Scratch per word for `oneTypoAway`, zero between calls. */
  private counts = new Uint16Array(0);

  /** A sealed vocabulary read back from `snapshot()`: the same ids, order and trigrams. */
  static fromSnapshot({ words, sorted, trigrams }: VocabularySnapshot): Vocabulary {
    const vocabulary = new Vocabulary();
    for (const word of words) vocabulary.intern(word);
    vocabulary.sorted = sorted;
    for (const [gram, list] of trigrams) vocabulary.trigrams.set(gram, list);
    vocabulary.counts = new Uint16Array(words.length);
    return vocabulary;
  }

  snapshot(): VocabularySnapshot {
    return { words: this.words, sorted: this.sorted, trigrams: this.trigrams };
  }

  get size(): number {
    return this.words.length;
  }

  /** The id of `word`, a new one the first time it is seen. */
  intern(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
    }
    return id;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  word(id: number): string {
    return this.words[id]!;
  }

  /** Builds the alphabetical order and the trigrams; no word is interned after this. */
  seal(): void {
    this.sorted = Int32Array.from(
      this.words.map((_, id) => id).sort((a, b) => compare(this.words[a]!, this.words[b]!)),
    );
    const lists = new Map<string, number[]>();
    this.words.forEach((word, id) => {
      if (word.length < 3 || /\d/.test(word)) return;
      for (const gram of trigramsOf(word)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = []));
        list.push(id);
      }
    });
    for (const [gram, list] of lists) this.trigrams.set(gram, Int32Array.from(list));
    this.counts = new Uint16Array(this.words.length);
  }

  /**
   * Visits the ids of the words that begin with `prefix`, alphabetically, for as long as
   * `visit` answers true.
   */
  startingWith(prefix: string, visit: (id: number) => boolean): void {
    for (let index = this.lowerBound(prefix); index < this.sorted.length; index += 1) {
      const id = this.sorted[index]!;
      if (!this.words[id]!.startsWith(prefix) || !visit(id)) return;
    }
  }

  /** Words within one typo: those sharing enough trigrams, then checked exactly. */
  oneTypoAway(word: string): number[] {
    const grams = trigramsOf(word);
    // A swap of two neighbours touches at most four trigrams of the padded word.
    const needed = Math.max(1, grams.length - 4);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const id of this.trigrams.get(gram) ?? []) {
        if (this.counts[id] === 0) touched.push(id);
        this.counts[id] = this.counts[id]! + 1;
      }
    }
    const close: number[] = [];
    for (const id of touched) {
      if (this.counts[id]! >= needed && withinOneEdit(word, this.words[id]!)) close.push(id);
      this.counts[id] = 0;
    }
    return close;
  }

  /** The first position in the alphabetical order whose word is not before `word`. */
  private lowerBound(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[this.sorted[middle]!]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
