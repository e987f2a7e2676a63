/** A point on the trip map. */
export interface MapPoint {
  latitude: number;
  longitude: number;
  /** Shown to screen readers and as the marker's tooltip (an address, a traveler). */
  label?: string;
}

export interface RideMapProps {
  origin?: MapPoint | null;
  destination?: MapPoint | null;
  /** Intermediate stops, in order. */
  waypoints?: readonly MapPoint[];
  /** The car while a driver is assigned; moves smoothly between updates. */
  driver?: MapPoint | null;
  /** A tile URL template ({z}/{x}/{y}); by default the server's, which relays OpenStreetMap. */
  tileUrl?: string;
  attribution?: string;
  /** CSS height of the map; the width follows its container. */
  height?: string;
  /**
   * Makes the map a place picker: a click or tap hands over the point (saving a favorite
   * from the map). Keyboard users have the address search beside it.
   */
  onPick?: (point: { latitude: number; longitude: number }) => void;
}

/**
 * The server relays the tiles (apps/server features/tiles): images stay on the app's origin
 * under its CSP, and when the tile server is out of reach the server draws a plain tile
 * instead of the browser logging failed images.
 */
export const DEFAULT_TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Barcelona, for a map with nothing to show yet. */
export const FALLBACK_CENTER = { latitude: 41.3874, longitude: 2.1686 };
