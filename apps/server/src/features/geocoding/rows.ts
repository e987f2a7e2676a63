/** Lists of numbers stored as one array and offsets (compressed rows): few objects, little memory. */
export class Rows {
  constructor(
    private readonly offsets: Int32Array,
    private readonly values: Int32Array,
  ) {}

  static fromCounts(counts: Int32Array): {
    rows: Rows;
    fill: (row: number, value: number) => void;
  } {
    const offsets = new Int32Array(counts.length + 1);
    for (let i = 0; i < counts.length; i += 1) offsets[i + 1] = offsets[i]! + counts[i]!;
    const values = new Int32Array(offsets[counts.length]!);
    const cursor = offsets.slice(0, counts.length);
    return {
      rows: new Rows(offsets, values),
      fill: (row, value) => {
        values[cursor[row]!] = value;
        cursor[row]! += 1;
      },
    };
  }

  /** The two arrays, for a snapshot; `new Rows(offsets, values)` reads them back. */
  arrays(): { offsets: Int32Array; values: Int32Array } {
    return { offsets: this.offsets, values: this.values };
  }

  start(row: number): number {
    return this.offsets[row]!;
  }

  end(row: number): number {
    return this.offsets[row + 1]!;
  }

  value(index: number): number {
    return this.values[index]!;
  }

  /** Reorders every row by `compare`, in place. */
  sortRows(compare: (a: number, b: number) => number): void {
    for (let row = 0; row + 1 < this.offsets.length; row += 1) {
      this.values.subarray(this.offsets[row]!, this.offsets[row + 1]!).sort(compare);
    }
  }

  length(row: number): number {
    return this.offsets[row + 1]! - this.offsets[row]!;
  }
}
