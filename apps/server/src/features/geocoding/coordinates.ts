import type { Position } from '../dispatch/geo';

const DOT_DECIMALS = /^([+-]?\d{1,3}(?:\.\d+)?)\s*[,\s]\s*([+-]?\d{1,3}(?:\.\d+)?)$/;
const COMMA_DECIMALS = /^([+-]?\d{1,3}(?:,\d+)?)\s*;\s*([+-]?\d{1,3}(?:,\d+)?)$/;

/**
 * 'lat, lng' as people paste it from a map ("41.3870, 2.1700", "41.387 2.17", or with
 * decimal commas "41,387; 2,17"), or null. One of the two needs decimals, so a house number
 * pair is not taken for a place in the ocean.
 */
export function parseCoordinates(text: string): Position | null {
  const trimmed = text.trim();
  const match = DOT_DECIMALS.exec(trimmed) ?? COMMA_DECIMALS.exec(trimmed);
  if (!match) return null;
  const [latText, lngText] = [match[1]!, match[2]!];
  if (!/[.,]/.test(latText) && !/[.,]/.test(lngText)) return null;
  const latitude = Number(latText.replace(',', '.'));
  const longitude = Number(lngText.replace(',', '.'));
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Coordinates as a name: five decimals, about a metre. */
export const formatCoordinates = ({ latitude, longitude }: Position): string =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
