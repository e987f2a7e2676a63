import { AA_CONTRAST, contrastRatio, normalizeHex } from './color';
import { DEFAULT_COLORS } from './constants';
import type { GroupingColors } from './palette';

/** A text-on-surface pair of a grouping's colours, as the operator chose them. */
export type ColorPair = 'top' | 'menu' | 'main' | 'secondary';

export interface ContrastIssue {
  pair: ColorPair;
  foreground: string;
  background: string;
  /** The pair's WCAG contrast ratio, rounded to two decimals. */
  ratio: number;
}

/**
 * Where each chosen colour is drawn as text on another: the top bar's text on the main
 * colour, the menu's text on the background, and the main and secondary colours as links
 * and headings on the background.
 */
const PAIRS: readonly {
  pair: ColorPair;
  foreground: keyof GroupingColors;
  fgDefault: string;
  background: keyof GroupingColors;
  bgDefault: string;
}[] = [
  {
    pair: 'top',
    foreground: 'top_text_color',
    fgDefault: DEFAULT_COLORS.topText,
    background: 'main_color',
    bgDefault: DEFAULT_COLORS.main,
  },
  {
    pair: 'menu',
    foreground: 'menu_text_color',
    fgDefault: DEFAULT_COLORS.menuText,
    background: 'main_background_color',
    bgDefault: DEFAULT_COLORS.background,
  },
  {
    pair: 'main',
    foreground: 'main_color',
    fgDefault: DEFAULT_COLORS.main,
    background: 'main_background_color',
    bgDefault: DEFAULT_COLORS.background,
  },
  {
    pair: 'secondary',
    foreground: 'secondary_color',
    fgDefault: DEFAULT_COLORS.secondary,
    background: 'main_background_color',
    bgDefault: DEFAULT_COLORS.background,
  },
];

/**
 * The pairs of a grouping's colours that fail WCAG AA for normal text (4.5:1). The apps
 * still draw such a pair readably (the palette nudges the text colour), so this is a
 * warning for the operator that the brand will not show exactly as chosen.
 */
export function contrastIssues(colors: GroupingColors): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  for (const { pair, foreground, fgDefault, background, bgDefault } of PAIRS) {
    const fg = normalizeHex(colors[foreground], fgDefault);
    const bg = normalizeHex(colors[background], bgDefault);
    const ratio = contrastRatio(fg, bg);
    if (ratio < AA_CONTRAST) {
      issues.push({ pair, foreground: fg, background: bg, ratio: Math.round(ratio * 100) / 100 });
    }
  }
  return issues;
}

/** The largest logo the server takes (its multipart limit's default). */
export const LOGO_MAX_BYTES = 2_097_152;

/** The image types the server takes for a logo (it checks the bytes; SVG can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a chosen logo file cannot be sent (a message key), or null when it can. */
export function logoFileProblem(file: { size: number; type: string }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'error.invalid_image';
  if (file.size > LOGO_MAX_BYTES) return 'error.file_too_large';
  if (file.size === 0) return 'validation.required';
  return null;
}
