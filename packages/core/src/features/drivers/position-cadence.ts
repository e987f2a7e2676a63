/**
 * When a driver's phone sends its position: about every 5 s while the car moves, every
 * 30 s while it stands (a taxi rank, a red light), and at once when it has moved far since
 * the last one sent. Saves the phone's battery and the server's writes without letting a
 * rider's map fall behind a moving car.
 */
export const MOVING_EVERY_MS = 5_000;
export const STILL_EVERY_MS = 30_000;
/** Below this (metres) between fixes the car counts as standing. */
const STILL_METRES = 15;
/** Moved this far since the last sent fix: send now, whatever the clock says. */
const JUMP_METRES = 150;

export interface Fix {
  latitude: number;
  longitude: number;
  /** ms since the epoch. */
  at: number;
}

/** Metres between two points (haversine). */
export function metresBetween(
  a: Pick<Fix, 'latitude' | 'longitude'>,
  b: Pick<Fix, 'latitude' | 'longitude'>,
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `next` is sent, given the last fix sent (null: none yet). */
export function shouldSendFix(lastSent: Fix | null, next: Fix): boolean {
  if (!lastSent) return true;
  const moved = metresBetween(lastSent, next);
  const elapsed = next.at - lastSent.at;
  if (moved >= JUMP_METRES) return true;
  return elapsed >= (moved >= STILL_METRES ? MOVING_EVERY_MS : STILL_EVERY_MS);
}

/** Map-app hand-offs for a point: the phone's own (geo:), Google Maps, Apple Maps, Waze. */
export function navigationLinks(point: { latitude: number; longitude: number; name?: string }) {
  const at = `${point.latitude},${point.longitude}`;
  const label = encodeURIComponent(point.name ?? '');
  return {
    geo: `geo:${at}?q=${at}${label ? `(${label})` : ''}`,
    google: `https://www.google.com/maps/dir/?api=1&destination=${at}`,
    apple: `https://maps.apple.com/?daddr=${at}`,
    waze: `https://waze.com/ul?ll=${at}&navigate=yes`,
  };
}
