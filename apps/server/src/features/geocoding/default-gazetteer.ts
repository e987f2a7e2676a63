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
