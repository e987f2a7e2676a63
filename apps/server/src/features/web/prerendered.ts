import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_PAINT_COLORS_ID,
  LANGUAGE_COOKIE,
  PRERENDERED_DIR,
  START_AT_ONCE_ATTRIBUTE,
  groupingCssVariables,
  isLanguage,
  resolveLanguage,
  type GroupingColors,
  type Language,
  type PrerenderedScreen,
} from '@parada/core';

/** What the first paint shows of the host's grouping. */
export interface FirstPaintBranding extends GroupingColors {
  title?: string | null;
  /** The grouping's page needs the app on arrival (START_AT_ONCE_ATTRIBUTE). */
  startAtOnce?: boolean;
}

interface Screens {
  mtimeMs: number;
  screens: { pattern: RegExp; files: Record<string, string> }[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The cookie's value by name from a Cookie header. */
function cookieOf(header: string | undefined, name: string): string | null {
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
 * The grouping's colours as CSS variables and its title, written into a prerendered page.
 * The variables are unlayered, so they win over the theme's neutral ones (in `@layer
 * tokens`) until the app, with the configuration in hand, removes them. Every colour goes
 * through the palette's hex check, so a stored value cannot write CSS of its own.
 */
export function brandPage(page: string, branding: FirstPaintBranding): string {
  const variables = Object.entries(groupingCssVariables(branding))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const style = `<style id="${FIRST_PAINT_COLORS_ID}">:root{${variables}}</style>`;
  const styled = page.replace('</head>', `${style}</head>`);
  const withStyle = branding.startAtOnce
    ? styled.replace('<div id="root" ', `<div id="root" ${START_AT_ONCE_ATTRIBUTE} `)
    : styled;
  return branding.title
    ? withStyle.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(branding.title)}</title>`)
    : withStyle;
}

/**
 * The first screens the build prerendered for an app (dist/prerendered, #16), read again
 * when the build's manifest changes; a build without them serves index.html as before.
 */
export function createPrerenderedPages() {
  const byDist = new Map<string, Screens>();

  async function screensOf(dist: string): Promise<Screens['screens']> {
    const file = path.join(dist, PRERENDERED_DIR, 'manifest.json');
    const mtimeMs = (await stat(file).catch(() => null))?.mtimeMs;
    if (mtimeMs === undefined) return [];
    const cached = byDist.get(dist);
    if (cached?.mtimeMs === mtimeMs) return cached.screens;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as PrerenderedScreen[];
    const screens = manifest.map(({ pattern, files }) => ({ pattern: new RegExp(pattern), files }));
    byDist.set(dist, { mtimeMs, screens });
    return screens;
  }

  return {
    /** The page for `pathname` in `language`, or null when the path has none. */
    async find(dist: string, pathname: string, language: Language): Promise<string | null> {
      const screen = (await screensOf(dist)).find(({ pattern }) => pattern.test(pathname));
      const file = screen?.files[language];
      if (!file) return null;
      return readFile(path.join(dist, file), 'utf8').catch(() => null);
    },
  };
}
