import { Gazetteer } from './gazetteer';
import { BARCELONA } from './places/barcelona';
import { LONDON } from './places/london';
import { readWorldIndex } from './world-index-file';
import { loadWorldCities } from './world-cities';

let shared: Gazetteer | undefined;

/**
 * The curated cities and the world cities, one per process: every app built in it (the
 * tests build many) shares the same index instead of building its own. With
 * `worldIndexFile` (WORLD_INDEX_FILE: the tests write one per run) the world cities'
 * index is read from there rather than built, when the file holds one of this version.
 */
export function defaultGazetteer(worldIndexFile?: string): Gazetteer {
  shared ??= new Gazetteer(
    [BARCELONA, LONDON],
    () =>
      (worldIndexFile === undefined ? null : readWorldIndex(worldIndexFile)) ?? loadWorldCities(),
  );
  return shared;
}

/**
 * Indexes the world cities once the server is up rather than on the first keystroke, after
 * the answers in flight. Apps that serve people ask for it (buildApp's `warmGazetteer`);
 * tests, which build many apps, do not pay for it.
 */
export function warmGazetteer(worldIndexFile?: string): void {
  setImmediate(() => defaultGazetteer(worldIndexFile).warm());
}
