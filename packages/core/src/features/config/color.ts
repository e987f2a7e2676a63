/**
 * Colour arithmetic for themes built from a grouping's configuration. Operators type their
 * colours by hand (with or without '#', sometimes three digits), so every input is
 * normalised, and every text colour is checked against WCAG 2.x contrast before use.
 */

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rrggbb' in lower case, or `fallback` when `value` is not a hex colour. */
export function normalizeHex(value: string | null | undefined, fallback: string): string {
  const match = HEX.exec((value ?? '').trim());
  if (!match?.[1]) return fallback.startsWith('#') ? fallback.toLowerCase() : `#${fallback}`;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

export function hexToRgb(hex: string): Rgb {
  const clean = normalizeHex(hex, '#000000').slice(1);
  return [0, 2, 4].map((start) => parseInt(clean.slice(start, start + 2), 16)) as unknown as Rgb;
}

export function rgbToHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `amount` (0–1) of `other` into `color`. */
export function mix(color: string, other: string, amount: number): string {
  const from = hexToRgb(color);
  const to = hexToRgb(other);
  return rgbToHex([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as unknown as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = hexToRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export const INK = '#17181c';
export const PAPER = '#ffffff';

/** The near-black or white text that reads best on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(INK, background) >= contrastRatio(PAPER, background) ? INK : PAPER;
}

/**
 * `preferred` if it reaches `ratio` on `background`; otherwise the same hue pushed towards
 * black or white, step by step, until it does. Keeps a brand's hue instead of replacing it.
 */
export function ensureContrast(
  preferred: string,
  background: string,
  ratio: number = AA_CONTRAST,
): string {
  if (contrastRatio(preferred, background) >= ratio) return preferred;
  const target = readableTextOn(background);
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(preferred, target, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return target;
}

export const isDark = (hex: string): boolean => readableTextOn(hex) === PAPER;

/**
 * `surface` if `text` reaches `ratio` on it in every state drawn from it: the surface
 * itself, and the surface at `opacity` over each of `backdrops` (Chakra's solid hover and
 * expanded states are the solid colour at 90 % over whatever is behind the button).
 * Otherwise the surface's own hue pushed away from the text until every state passes, so
 * a mid-tone brand keeps its colour a shade deeper (or paler) instead of losing its label.
 */
export function ensureSurfaceContrast(
  surface: string,
  text: string,
  backdrops: readonly string[],
  opacity = 1,
  ratio: number = AA_CONTRAST,
): string {
  const passes = (candidate: string) =>
    [candidate, ...backdrops.map((backdrop) => mix(candidate, backdrop, 1 - opacity))].every(
      (state) => contrastRatio(text, state) >= ratio,
    );
  if (passes(surface)) return surface;
  const away = relativeLuminance(text) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(surface, away, step / 20);
    if (passes(candidate)) return candidate;
  }
  return away;
}
