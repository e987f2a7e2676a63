/** Plain geometry for dispatch and route estimates: positions in degrees, distances in km. */
export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The cosine haversine needs of a latitude; the driver index keeps it per driver. */
export const cosOfLatitude = (latitude: number): number => Math.cos(toRadians(latitude));

/**
 * Haversine on plain numbers with each point's latitude cosine given, so a caller that
 * measures one pickup against many drivers computes each cosine once; the same arithmetic
 * as distanceKm, to the last bit.
 */
export function haversineKm(
  aLatitude: number,
  aCos: number,
  aLongitude: number,
  bLatitude: number,
  bCos: number,
  bLongitude: number,
): number {
  const dLat = toRadians(bLatitude - aLatitude);
  const dLng = toRadians(bLongitude - aLongitude);
  const h = Math.sin(dLat / 2) ** 2 + aCos * bCos * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance (haversine). */
export function distanceKm(a: Position, b: Position): number {
  return haversineKm(
    a.latitude,
    cosOfLatitude(a.latitude),
    a.longitude,
    b.latitude,
    cosOfLatitude(b.latitude),
    b.longitude,
  );
}

/** Kilometres in one degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
