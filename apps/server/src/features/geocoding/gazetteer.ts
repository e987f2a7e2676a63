import { distanceKm, KM_PER_DEGREE, type Position } from '../dispatch/geo';
import { formatCoordinates, parseCoordinates } from './coordinates';
import type { CuratedCity, PlaceKind } from './places/place';
import { PlaceIndex, type IndexInput, type IndexedPlace, type TextMatch } from './search-index';
import { queryTokens, tokenize } from './text';
import type { WorldCity } from './world-cities';

/** What a geocoder answers: the spec's geocode result address. */
export interface GeocodedPlace {
  name: string;
  latitude: number;
  longitude: number;
}

export interface SearchOptions {
  /** Rank places near here first (the chosen origin, when searching a destination). */
  near?: Position | undefined;
  /** A weaker pull towards the grouping's city when there is no `near`. */
  bias?: Position | undefined;
  limit?: number;
}

export interface CuratedEntry extends IndexedPlace {
  kind: PlaceKind;
  /** The place's own name, without the city. */
  label: string;
  line?: ReadonlyArray<readonly [number, number]>;
}

/** How much a kind of place weighs when names match equally well. */
const KIND_IMPORTANCE: Record<PlaceKind, number> = {
  airport: 1,
  rail: 0.9,
  port: 0.85,
  hospital: 0.8,
  landmark: 0.75,
  venue: 0.75,
  bus: 0.7,
  hotel: 0.7,
  museum: 0.65,
  square: 0.65,
  street: 0.6,
  university: 0.6,
  shopping: 0.6,
  park: 0.55,
  beach: 0.55,
  metro: 0.55,
  tram: 0.45,
};

const DEFAULT_LIMIT = 10;
/** A place this close names a position outright; a street this close is the one under it. */
const PLACE_RADIUS_KM = 0.06;
const STREET_RADIUS_KM = 0.12;
/** Farther than this from any curated place, reverse falls back to the town. */
const NEARBY_RADIUS_KM = 0.3;
const TOWN_RADIUS_KM = 15;
/** Two results with the same name this close are one place. */
const SAME_PLACE_KM = 1;

export function curatedInputs(cities: readonly CuratedCity[]): IndexInput<CuratedEntry>[] {
  return cities.flatMap(({ city, places }) =>
    places.map((place) => ({
      place: {
        name: `${place.name}, ${city}`,
        label: place.name,
        latitude: place.lat,
        longitude: place.lng,
        importance: KIND_IMPORTANCE[place.kind],
        curated: true,
        kind: place.kind,
        ...(place.line ? { line: place.line } : {}),
      },
      terms: [place.name, ...(place.aliases ?? [])],
    })),
  );
}

/**
 * The embedded geocoder (docs/architecture.md, embedded parts): curated places of the seeded cities, GeoNames world
 * cities, and raw coordinates, ranked by how well the words match, what kind of place it
 * is, and how close it is to `near` (or, more softly, to the grouping's city).
 */
export class Gazetteer {
  private readonly curated: PlaceIndex<CuratedEntry>;
  private world: PlaceIndex<WorldCity> | null = null;
  private worldFailed = false;

  constructor(
    cities: readonly CuratedCity[],
    /** The world cities to index, or an index of them built before (world-index-file.ts). */
    private readonly loadWorld:
      (() => Iterable<IndexInput<WorldCity>> | PlaceIndex<WorldCity>) | null,
  ) {
    this.curated = new PlaceIndex(curatedInputs(cities));
  }

  /** Builds the world-cities index now rather than on the first search that needs it. */
  warm(): void {
    this.worldIndex();
  }

  get curatedCount(): number {
    return this.curated.size;
  }

  /** Places searched: the curated ones, and the world cities once built. */
  get size(): number {
    return this.curated.size + (this.world?.size ?? 0);
  }

  search(text: string, { near, bias, limit = DEFAULT_LIMIT }: SearchOptions = {}): GeocodedPlace[] {
    const raw = parseCoordinates(text);
    if (raw) return [{ ...this.reverse(raw), ...raw }];
    const words = queryTokens(text);
    if (words.length === 0) return [];
    const matches: TextMatch<IndexedPlace>[] = [
      ...this.curated.match(words),
      ...(this.worldIndex()?.match(words) ?? []),
    ];
    // A short word can match a thousand places: rank them through typed arrays, not an object
    // per match, and ties keep the order found (what a stable sort of the matches gave).
    const scores = new Float64Array(matches.length);
    for (let i = 0; i < matches.length; i += 1) scores[i] = rank(matches[i]!, near, bias);
    const next = bestFirst(scores);
    const results: GeocodedPlace[] = [];
    const keys: string[] = [];
    for (let position = next(); position !== -1; position = next()) {
      if (results.length === limit) break;
      const place = matches[position]!.place;
      const key = nameKey(place);
      const duplicate = results.some(
        (taken, i) => keys[i] === key && distanceKm(taken, place) < SAME_PLACE_KM,
      );
      if (duplicate) continue;
      results.push({ name: place.name, latitude: place.latitude, longitude: place.longitude });
      keys.push(key);
    }
    return results;
  }

  /**
   * The name of a position: the place at it and the street it is on ("Casa Batlló,
   * Passeig de Gràcia, Barcelona"), else the curated place nearby, else the town with the
   * coordinates, else the coordinates alone.
   */
  reverse(position: Position): GeocodedPlace {
    const point = { latitude: position.latitude, longitude: position.longitude };
    let place: { entry: CuratedEntry; km: number } | undefined;
    let street: { entry: CuratedEntry; km: number } | undefined;
    for (const entry of this.curated.all()) {
      if (entry.line) {
        const km = distanceToLineKm(point, entry.line);
        if (!street || km < street.km) street = { entry, km };
      } else {
        const km = distanceKm(point, entry);
        if (!place || km < place.km) place = { entry, km };
      }
    }
    const city = (entry: CuratedEntry) => entry.name.slice(entry.label.length + 2);
    const onPlace = place && place.km <= PLACE_RADIUS_KM ? place.entry : undefined;
    const onStreet = street && street.km <= STREET_RADIUS_KM ? street.entry : undefined;
    if (onPlace || onStreet) {
      const parts = [onPlace?.label, onStreet?.label].filter((part) => part !== undefined);
      return { ...point, name: `${parts.join(', ')}, ${city((onPlace ?? onStreet)!)}` };
    }
    if (place && place.km <= NEARBY_RADIUS_KM) return { ...point, name: place.entry.name };
    const town = this.nearestTown(point);
    const coordinates = formatCoordinates(point);
    return { ...point, name: town ? `${town.name} (${coordinates})` : coordinates };
  }

  private nearestTown(point: Position): WorldCity | undefined {
    const world = this.worldIndex();
    if (!world) return undefined;
    let best: { city: WorldCity; km: number } | undefined;
    // Cheap box test first: a degree of latitude is ~111 km.
    const box = TOWN_RADIUS_KM / KM_PER_DEGREE;
    for (const city of world.all()) {
      if (Math.abs(city.latitude - point.latitude) > box) continue;
      const km = distanceKm(point, city);
      if (km <= TOWN_RADIUS_KM && (!best || km < best.km)) best = { city, km };
    }
    return best?.city;
  }

  private worldIndex(): PlaceIndex<WorldCity> | null {
    if (this.world || this.worldFailed || !this.loadWorld) return this.world;
    try {
      const world = this.loadWorld();
      this.world = world instanceof PlaceIndex ? world : new PlaceIndex(world);
    } catch {
      // Without the package the curated places still answer; no retry on every keystroke.
      this.worldFailed = true;
    }
    return this.world;
  }
}

/** A place's name as the duplicate check compares it, worked out once per place shown. */
const nameKeys = new WeakMap<IndexedPlace, string>();
function nameKey(place: IndexedPlace): string {
  let key = nameKeys.get(place);
  if (key === undefined) {
    key = tokenize(place.name).join(' ');
    nameKeys.set(place, key);
  }
  return key;
}

/**
 * The positions of `scores`, best first and equal scores in the order given, one per call
 * (-1 once all are out). A search keeps ten of up to two thousand matches: a heap hands out
 * the few it needs in the order a full sort would give, without sorting them all.
 */
export function bestFirst(scores: Float64Array): () => number {
  const heap = new Int32Array(scores.length);
  for (let i = 0; i < heap.length; i += 1) heap[i] = i;
  let size = heap.length;
  const before = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, heap[at]!)) return;
      const moved = heap[at]!;
      heap[at] = heap[child]!;
      heap[child] = moved;
      at = child;
    }
  };
  for (let at = (size >> 1) - 1; at >= 0; at -= 1) siftDown(at);
  return () => {
    if (size === 0) return -1;
    const top = heap[0]!;
    size -= 1;
    heap[0] = heap[size]!;
    siftDown(0);
    return top;
  };
}

function rank(
  { place, text }: TextMatch<IndexedPlace>,
  near: Position | undefined,
  bias: Position | undefined,
): number {
  let proximity = 0;
  if (near) proximity = Math.exp(-distanceKm(near, place) / 5);
  else if (bias) proximity = Math.exp(-distanceKm(bias, place) / 40);
  return 0.55 * text + 0.2 * place.importance + (place.curated ? 0.05 : 0) + 0.25 * proximity;
}

/** Distance from a point to a polyline, on a local flat projection (fine at city scale). */
export function distanceToLineKm(
  point: Position,
  line: ReadonlyArray<readonly [number, number]>,
): number {
  const kmPerLng = KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180);
  const project = ([lat, lng]: readonly [number, number]) => ({
    x: (lng - point.longitude) * kmPerLng,
    y: (lat - point.latitude) * KM_PER_DEGREE,
  });
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i += 1) {
    const a = project(line[i]!);
    const b = project(line[i + 1]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}
