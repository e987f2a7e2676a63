import { DEFAULT_COLORS } from './constants';
import {
  AA_CONTRAST,
  PAPER,
  ensureContrast,
  ensureSurfaceContrast,
  isDark,
  mix,
  normalizeHex,
  readableTextOn,
} from './color';

/** A grouping's colours as the configuration sends them (spec §3); any may be missing. */
export interface GroupingColors {
  main_color?: string | null;
  secondary_color?: string | null;
  main_background_color?: string | null;
  menu_text_color?: string | null;
  top_text_color?: string | null;
}

/** The resolved palette every component reads, each text colour already AA on its surface. */
export interface Palette {
  main: string;
  /** The fill of solid brand controls (buttons, solid badges); `main` unless too weak. */
  mainSolid: string;
  onMain: string;
  mainText: string;
  secondary: string;
  secondarySolid: string;
  onSecondary: string;
  secondaryText: string;
  background: string;
  canvas: string;
  text: string;
  mutedText: string;
  border: string;
  menuBackground: string;
  menuText: string;
  menuActiveBackground: string;
  menuActiveText: string;
  topBackground: string;
  topText: string;
}

/** Chakra's solid button draws hover and expanded as `colorPalette.solid/90`. */
export const SOLID_STATE_OPACITY = 0.9;

/**
 * Derives the palette from a grouping's colours. The brand colours stay as given for
 * surfaces; text drawn on or with them is nudged until it reaches AA, so an operator who
 * picks a pale main colour still gets readable buttons and links.
 */
export function resolvePalette(colors: GroupingColors = {}): Palette {
  const main = normalizeHex(colors.main_color, DEFAULT_COLORS.main);
  const secondary = normalizeHex(colors.secondary_color, DEFAULT_COLORS.secondary);
  const background = normalizeHex(colors.main_background_color, DEFAULT_COLORS.background);
  const darkBackground = isDark(background);
  const text = readableTextOn(background) === '#ffffff' ? '#f4f4f6' : '#1d1f24';
  // Pages sit on a faint tint of the background so white cards stand out without borders.
  const canvas = darkBackground
    ? mix(background, '#ffffff', 0.04)
    : mix(background, '#1d2430', 0.035);
  const menuBackground = background;
  const menuActiveBackground = mix(background, main, darkBackground ? 0.3 : 0.1);
  // A solid control sits on the canvas, the page background or a white card; its hover
  // and expanded states show that backdrop through (SOLID_STATE_OPACITY).
  const backdrops = [canvas, background, PAPER];
  const onMain = readableTextOn(main);
  const onSecondary = readableTextOn(secondary);
  return {
    main,
    mainSolid: ensureSurfaceContrast(main, onMain, backdrops, SOLID_STATE_OPACITY),
    onMain,
    mainText: ensureContrast(main, canvas),
    secondary,
    secondarySolid: ensureSurfaceContrast(secondary, onSecondary, backdrops, SOLID_STATE_OPACITY),
    onSecondary,
    secondaryText: ensureContrast(secondary, canvas),
    background,
    canvas,
    text,
    // Secondary text also sits on selected rows and tinted badges: AA on all of them.
    mutedText: [canvas, mix(main, canvas, 0.75), mix(secondary, canvas, 0.75)].reduce(
      (muted, surface) => ensureContrast(muted, surface),
      mix(text, background, 0.38),
    ),
    border: mix(background, text, darkBackground ? 0.22 : 0.12),
    menuBackground,
    menuText: ensureContrast(
      normalizeHex(colors.menu_text_color, DEFAULT_COLORS.menuText),
      menuActiveBackground,
    ),
    menuActiveBackground,
    menuActiveText: ensureContrast(main, menuActiveBackground),
    topBackground: main,
    topText: ensureContrast(
      normalizeHex(colors.top_text_color, DEFAULT_COLORS.topText),
      main,
      AA_CONTRAST,
    ),
  };
}

/** A design token as Chakra's config takes it. */
export interface ColorToken {
  value: string;
}
/** Token groups nested by name, as Chakra's `tokens.colors` and `semanticTokens.colors`. */
export interface ColorTokenTree {
  [name: string]: ColorToken | ColorTokenTree;
}

const tone = (base: string): ColorTokenTree => ({
  50: { value: mix(base, '#ffffff', 0.92) },
  100: { value: mix(base, '#ffffff', 0.82) },
  200: { value: mix(base, '#ffffff', 0.64) },
  300: { value: mix(base, '#ffffff', 0.44) },
  400: { value: mix(base, '#ffffff', 0.22) },
  500: { value: base },
  600: { value: mix(base, '#000000', 0.14) },
  700: { value: mix(base, '#000000', 0.3) },
  800: { value: mix(base, '#000000', 0.45) },
  900: { value: mix(base, '#000000', 0.6) },
  950: { value: mix(base, '#000000', 0.72) },
});

/** Chakra's colorPalette contract, so `colorPalette="brand"` works on every recipe. */
const paletteTokens = (
  base: string,
  solid: string,
  onBase: string,
  canvas: string,
): ColorTokenTree => ({
  solid: { value: solid },
  contrast: { value: onBase },
  // Text in the palette sits on its own tints (subtle badges, selected rows): checked
  // against the darkest of them, it also passes on the lighter ones and on the canvas.
  fg: { value: ensureContrast(base, mix(base, canvas, 0.75)) },
  muted: { value: mix(base, canvas, 0.75) },
  subtle: { value: mix(base, canvas, 0.88) },
  emphasized: { value: mix(base, canvas, 0.65) },
  focusRing: { value: ensureContrast(base, canvas, 3) },
});

/**
 * Every colour of the theme that depends on the grouping: the tones (Chakra's `tokens`)
 * and the named roles (`semanticTokens`). The browser's theme and the server's CSS
 * variables of the first paint both come from here, so they cannot disagree.
 */
export function groupingColorTokens(palette: Palette): {
  tokens: ColorTokenTree;
  semanticTokens: ColorTokenTree;
} {
  return {
    tokens: { brand: tone(palette.main), accent: tone(palette.secondary) },
    semanticTokens: {
      brand: paletteTokens(palette.main, palette.mainSolid, palette.onMain, palette.canvas),
      accent: paletteTokens(
        palette.secondary,
        palette.secondarySolid,
        palette.onSecondary,
        palette.canvas,
      ),
      bg: {
        DEFAULT: { value: palette.background },
        canvas: { value: palette.canvas },
        panel: { value: palette.background },
        menu: { value: palette.menuBackground },
        menuActive: { value: palette.menuActiveBackground },
        top: { value: palette.topBackground },
      },
      fg: {
        DEFAULT: { value: palette.text },
        muted: { value: palette.mutedText },
        menu: { value: palette.menuText },
        menuActive: { value: palette.menuActiveText },
        top: { value: palette.topText },
        // Chakra's status colours are a shade too light for AA on light surfaces.
        error: { value: ensureContrast('#dc2626', palette.canvas) },
        success: { value: ensureContrast('#16a34a', palette.canvas) },
        warning: { value: ensureContrast('#c2410c', palette.canvas) },
      },
      border: { DEFAULT: { value: palette.border } },
    },
  };
}

/** The prefix of the theme's CSS variables (Chakra's `cssVarsPrefix`). */
export const CSS_VARS_PREFIX = 'pa';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The grouping's colours as the CSS variables the theme reads (`--pa-colors-brand-solid:
 * #…`), named as Chakra names them: path joined by '-', camelCase in kebab-case, DEFAULT
 * dropped. The server writes them into a prerendered page, so the brand shows before the
 * script that builds the theme has run.
 */
export function groupingCssVariables(colors: GroupingColors = {}): Record<string, string> {
  const { tokens, semanticTokens } = groupingColorTokens(resolvePalette(colors));
  const variables: Record<string, string> = {};
  const walk = (tree: ColorTokenTree, path: string[]) => {
    for (const [name, node] of Object.entries(tree)) {
      const next = name === 'DEFAULT' ? path : [...path, kebab(name)];
      if (typeof node.value === 'string') variables[`--${next.join('-')}`] = node.value;
      else walk(node as ColorTokenTree, next);
    }
  };
  walk(tokens, [CSS_VARS_PREFIX, 'colors']);
  walk(semanticTokens, [CSS_VARS_PREFIX, 'colors']);
  return variables;
}
