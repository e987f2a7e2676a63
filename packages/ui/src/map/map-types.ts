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
  /** The configuration's tile URL template ({z}/{x}/{y}); OpenStreetMap's by default. */
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

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Barcelona, for a map with nothing to show yet. */
export const FALLBACK_CENTER = { latitude: 41.3874, longitude: 2.1686 };
