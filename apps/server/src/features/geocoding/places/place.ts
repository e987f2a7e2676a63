/** What a curated place is; the kind weighs its rank when names match equally well. */
export type PlaceKind =
  | 'airport'
  | 'rail'
  | 'bus'
  | 'metro'
  | 'tram'
  | 'port'
  | 'hotel'
  | 'hospital'
  | 'landmark'
  | 'museum'
  | 'venue'
  | 'university'
  | 'shopping'
  | 'park'
  | 'beach'
  | 'square'
  | 'street';

/**
 * A place of a seeded city, written by hand. `lat`/`lng` is where a taxi stops for it (a
 * terminal's kerb, a station's main entrance, a street's middle); a street also gives
 * `line`, points along it, so reverse geocoding can name the street under a position.
 */
export interface CuratedPlace {
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Other names people type: the Spanish or English name, an abbreviation, a code. */
  aliases?: readonly string[];
  line?: ReadonlyArray<readonly [number, number]>;
}

export interface CuratedCity {
  /** Added to every place's name in results ("Plaça de Catalunya, Barcelona"). */
  city: string;
  /** The box every place must fall in; checked by the data's sanity tests. */
  bounds: { south: number; west: number; north: number; east: number };
  places: readonly CuratedPlace[];
}
