import { defaultGazetteer } from '../src/features/geocoding/default-gazetteer';
import { cpuMicros, elapsedMs, machine, percentile, round, type Machine, maxOf } from './stats';

/**
 * Geocoder: one search at the gazetteer the server ships (the curated Barcelona and London
 * places plus the ~135,000 GeoNames world cities), as the address box sends them: every
 * beginning of three letters or more of what people type, one-typo words, house numbers,
 * other cities, coordinates. Timed in process, as the server calls it, without HTTP.
 */

const BARCELONA = { latitude: 41.3874, longitude: 2.1686 };
const LONDON = { latitude: 51.5072, longitude: -0.1276 };

const TYPED: ReadonlyArray<readonly [string, typeof BARCELONA]> = [
  ['placa catalunya', BARCELONA],
  ['plaza cataluña', BARCELONA],
  ['sagrada familia', BARCELONA],
  ['aeroport t1', BARCELONA],
  ['airport terminal 2', BARCELONA],
  ['estacio de sants', BARCELONA],
  ['camp nou', BARCELONA],
  ['passeig de gracia 43', BARCELONA],
  ['carrer de mallorca 401', BARCELONA],
  ['hospital clinic', BARCELONA],
  ['la rambla', BARCELONA],
  ['barceloneta', BARCELONA],
  ['park guell', BARCELONA],
  ['sant cugat del valles', BARCELONA],
  ['hospitalet de llobregat', BARCELONA],
  ['girona', BARCELONA],
  ['madrid', BARCELONA],
  ['paris france', BARCELONA],
  ['san jose', BARCELONA],
  ['heathrow terminal 5', LONDON],
  ['kings cross', LONDON],
  ['oxford street', LONDON],
  ['new york united states', LONDON],
];

const TYPOS = [
  'placa catalnya',
  'sagarda familia',
  'snats',
  'aeroprt t1',
  'barcelonta',
  'hopsital clinic',
  'mallroca',
  'xyzzyq',
];

const COORDINATES = ['41.3870, 2.1700', '41.40361 2.17435', '51.5072,-0.1276'];

/** Every beginning of each query of three letters or more: what arrives while typing. */
export function geocoderQueries(): Array<{ text: string; bias: typeof BARCELONA }> {
  const queries: Array<{ text: string; bias: typeof BARCELONA }> = [];
  for (const [text, bias] of TYPED) {
    for (let length = 3; length <= text.length; length += 1) {
      const prefix = text.slice(0, length);
      if (!prefix.endsWith(' ')) queries.push({ text: prefix, bias });
    }
  }
  for (const text of [...TYPOS, ...COORDINATES]) queries.push({ text, bias: BARCELONA });
  return queries;
}

export interface GeocoderFigure {
  places: number;
  queries: number;
  rounds: number;
  buildMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p95 of the CPU time per search, which the OS's turns to other processes do not inflate. */
  cpuP95Ms: number;
  machine: Machine;
}

export function benchGeocoder(options: { rounds?: number } = {}): GeocoderFigure {
  const rounds = options.rounds ?? 20;
  const gazetteer = defaultGazetteer();
  const built = process.hrtime.bigint();
  gazetteer.warm();
  const buildMs = elapsedMs(built);
  const queries = geocoderQueries();
  // Warm-up: the first rounds compile the hot paths.
  for (let round = 0; round < 3; round += 1) {
    for (const { text, bias } of queries) gazetteer.search(text, { bias, limit: 10 });
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { text, bias } of queries) {
      const cpu = cpuMicros();
      const start = process.hrtime.bigint();
      gazetteer.search(text, { bias, limit: 10 });
      times.push(elapsedMs(start));
      cpuTimes.push((cpuMicros() - cpu) / 1000);
    }
  }
  return {
    places: gazetteer.size,
    queries: queries.length,
    rounds,
    buildMs: Math.round(buildMs),
    p50Ms: round(percentile(times, 50), 3),
    p95Ms: round(percentile(times, 95), 3),
    p99Ms: round(percentile(times, 99), 3),
    maxMs: round(maxOf(times), 3),
    cpuP95Ms: round(percentile(cpuTimes, 95), 3),
    machine: machine(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchGeocoder());
