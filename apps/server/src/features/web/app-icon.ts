import { encodeSquarePng } from '../../lib/png';

/** The icon sizes Chromium asks of an installable app (192 and 512 px). */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/**
 * A 5×7 bitmap of each letter and digit: the icon shows the grouping's initial, drawn here
 * so the server needs no font or image library.
 */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
};

/** The first letter or digit of a name, accents dropped (Àrea → A); none gives null. */
export function initialOf(name: string): string | null {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return [...plain].find((char) => char in GLYPHS) ?? null;
}

const rgbOf = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/** WCAG relative luminance: the initial is white on dark colours, near-black on light ones. */
const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/**
 * The app's icon: the grouping's main colour edge to edge with its initial in the middle.
 * The initial stays inside the central 40 %, so the same image is a valid maskable icon
 * (a launcher may crop it to any shape within the middle 80 %).
 */
export function drawAppIcon(size: IconSize, colour: `#${string}`, name: string): Buffer {
  const background = rgbOf(colour);
  const ink: [number, number, number] =
    luminance(background) > 0.4 ? [0x1a, 0x1a, 0x1a] : [0xff, 0xff, 0xff];
  const glyph = initialOf(name);
  const rows = glyph ? GLYPHS[glyph]!.split(' ') : [];
  // Seven glyph rows over 40 % of the icon; five columns of the same square cells.
  const cell = Math.floor((size * 0.4) / 7);
  const left = Math.floor((size - cell * 5) / 2);
  const top = Math.floor((size - cell * 7) / 2);
  return encodeSquarePng(size, (x, y) => {
    const row = rows[Math.floor((y - top) / cell)];
    const column = Math.floor((x - left) / cell);
    const on = y >= top && x >= left && column < 5 && row?.[column] === '1';
    return on ? ink : background;
  });
}
