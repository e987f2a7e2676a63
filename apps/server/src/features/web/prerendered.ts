import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_PAINT_COLORS_ID,
  escapeHtml,
  fillPage,
  firstPaintConfigurationTag,
  LANGUAGE_COOKIE,
  PRERENDERED_DIR,
  START_AT_ONCE_ATTRIBUTE,
  groupingCssVariables,
  isLanguage,
  resolveLanguage,
  roomCardTag,
  type DomainConfiguration,
  type FirstPaintVariant,
  type Language,
  type PrerenderedScreen,
  type RoomCardPaint,
} from '@parada/core';

type Screens = (Pick<PrerenderedScreen, 'files' | 'roomCard'> & { pattern: RegExp })[];

/** `value` URI-decoded, or null when it is not valid percent-encoding. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The cookie's value by name from a Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The visitor's language as the app will pick it: the one they chose (the app mirrors it in
 * a cookie), else the browser's languages, else Spanish.
 */
export function visitLanguage(cookie: string | undefined, acceptLanguage: string | undefined) {
  const chosen = cookieOf(cookie, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : resolveLanguage(acceptLanguage ?? null);
}

/**
 * A prerendered page in the grouping's brand: its colours as CSS variables, its title, its
 * name and logo in the build's placeholders (`fillPage`), and the configuration it was
 * drawn with, which the app seeds its store with before hydrating. The variables are
 * unlayered, so they win over the theme's neutral ones (in `@layer tokens`) until the app,
 * with the configuration in hand, removes them. Every colour goes through the palette's
 * hex check, so a stored value cannot write CSS of its own. `startAtOnce`: the grouping's
 * page needs the app on arrival (START_AT_ONCE_ATTRIBUTE). `card`: a room card's signup,
 * its card checked, whose hotel and room fill in likewise and which the page carries too.
 */
export function brandPage(
  page: string,
  configuration: DomainConfiguration,
  options: { startAtOnce?: boolean; card?: RoomCardPaint & { room: string } } = {},
): string {
  const { startAtOnce = false, card } = options;
  const withRoot = startAtOnce
    ? page.replace('<div id="root" ', `<div id="root" ${START_AT_ONCE_ATTRIBUTE} `)
    : page;
  const variables = Object.entries(groupingCssVariables(configuration))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const carried = card ? roomCardTag({ token: card.token, hotel: card.hotel }) : '';
  const head = `<style id="${FIRST_PAINT_COLORS_ID}">:root{${variables}}</style>${firstPaintConfigurationTag(configuration)}${carried}`;
  // Replaced by functions: a `$&` in an operator's text is not a replacement pattern.
  return (
    fillPage(withRoot, configuration, card)
      .replace('</head>', () => `${head}</head>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(configuration.title)}</title>`)
      // The tab shows the grouping's icon from the first paint, before any script runs.
      .replace(/<link rel="icon" href="[^"]*"\s*\/?>/, (tag) =>
        configuration.favicon
          ? `<link rel="icon" href="${escapeHtml(configuration.favicon)}" />`
          : tag,
      )
  );
}

/**
 * What `load` makes of a file, kept until the file changes (a new build); null while there
 * is no file.
 */
export function readWhenChanged<T>(load: (file: string, mtimeMs: number) => Promise<T>) {
  const kept = new Map<string, { mtimeMs: number; value: T }>();
  return async (file: string): Promise<T | null> => {
    const mtimeMs = (await stat(file).catch(() => null))?.mtimeMs;
    if (mtimeMs === undefined) return null;
    const cached = kept.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = await load(file, mtimeMs);
    kept.set(file, { mtimeMs, value });
    return value;
  };
}

/**
 * An app's index.html (any route without a prerendered screen: a signed-in visit's);
 * null when the app is not built.
 */
export function createAppIndexes() {
  const read = readWhenChanged((file) => readFile(file, 'utf8'));
  return (dist: string) => read(path.join(dist, 'index.html'));
}

/**
 * The first screens the build prerendered for an app (dist/prerendered), read again
 * when the build's manifest changes; a build without them serves index.html as before.
 */
export function createPrerenderedPages() {
  const manifestOf = readWhenChanged(async (file): Promise<Screens> => {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as PrerenderedScreen[];
    return manifest.map(({ pattern, files, roomCard }) => ({
      pattern: new RegExp(pattern),
      files,
      roomCard,
    }));
  });
  const screensOf = async (dist: string): Promise<Screens> =>
    (await manifestOf(path.join(dist, PRERENDERED_DIR, 'manifest.json'))) ?? [];

  return {
    /**
     * The first screen drawn for `pathname`, or null when the path has none: the site
     * domain its path names (the `site_domain` parameter, whose grouping the app shows),
     * and its page in a language and drawing (null when the build has none).
     */
    async find(dist: string, pathname: string) {
      for (const { pattern, files, roomCard } of await screensOf(dist)) {
        const match = pattern.exec(pathname);
        if (!match) continue;
        return {
          siteDomain: match.groups?.['site_domain'] ?? null,
          roomCard: roomCard ?? false,
          read: async (language: Language, variant: FirstPaintVariant) => {
            const file = files[language]?.[variant];
            return file ? readFile(path.join(dist, file), 'utf8').catch(() => null) : null;
          },
        };
      }
      return null;
    },
  };
}
