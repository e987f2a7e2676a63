import { Gazetteer } from './gazetteer';
import { BARCELONA } from './places/barcelona';
import { LONDON } from './places/london';
import { loadWorldCities } from './world-cities';

let shared: Gazetteer | undefined;

/**
 * The curated cities and the world cities, one per process: every app built in it (the
 * tests build many) shares the same index instead of building its own.
 */
export function defaultGazetteer(): Gazetteer {
  shared ??= new Gazetteer([BARCELONA, LONDON], loadWorldCities);
  return shared;
}

/**
 * Indexes the world cities once the server is up rather than on the first keystroke, after
 * the answers in flight. Apps that serve people ask for it (buildApp's `warmGazetteer`);
 * tests, which build many apps, do not pay for it.
 */
export async function warmGazetteer(): Promise<void> {
  setImmediate(() => defaultGazetteer().warm());
}
