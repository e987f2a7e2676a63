import { encodeSquarePng } from '../../lib/png';

const SIZE = 256;
const GRID = 64;
const PAPER = [0xee, 0xf0, 0xf3];
const LINE = [0xd9, 0xde, 0xe4];

/**
 * The tile shown where the map server cannot be reached: light paper with a faint grid,
 * so the map still reads as a map (route, stops and car are drawn on top) and the browser
 * never logs a failed image. A real PNG, encoded here once.
 */
function encodePlaceholder(): Buffer {
  return encodeSquarePng(SIZE, (x, y) => (x % GRID === 0 || y % GRID === 0 ? LINE : PAPER));
}

let placeholder: Buffer | undefined;
export const placeholderTile = (): Buffer => (placeholder ??= encodePlaceholder());
