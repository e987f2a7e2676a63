/**
 * What a prerendered first screen (#16) shares between the build, the server that sends it
 * and the app that takes it over.
 */

/** The id of the <style> holding the host's colours in a page the server prerendered. */
export const FIRST_PAINT_COLORS_ID = 'parada-grouping-colors';

/**
 * The visitor's language as a cookie beside the stored one: the server reads it to send
 * the prerendered screen in that language, so the page does not paint in another first.
 */
export const LANGUAGE_COOKIE = 'parada_language';

/** Where the build writes the prerendered screens, under an app's dist. */
export const PRERENDERED_DIR = 'prerendered';

/** One prerendered screen in `prerendered/manifest.json`. */
export interface PrerenderedScreen {
  name: string;
  /** The paths it answers, as a regular expression's source over the pathname. */
  pattern: string;
  /** The page in each language, relative to the app's dist. */
  files: Record<string, string>;
}

/**
 * What a prerendered page stands for, as its #root records it (data-prerendered,
 * data-language, data-pattern, data-query): both the page's first script (which decides
 * whether to wait for the visitor's first interaction) and the app's start (which decides
 * whether to hydrate) read it, through `isPrerenderedVisit`.
 */
export interface PrerenderedRecord {
  screen: string;
  language: string;
  /** The paths it answers, as in the manifest. */
  pattern: string;
  /** Query names the visit must carry (non-empty), and `!name` for those it must not. */
  query: readonly string[];
}

/** The record #root's data attributes hold, or null on a page the build did not prerender. */
export function readPrerenderedRecord(
  dataset: Record<string, string | undefined>,
): PrerenderedRecord | null {
  const { prerendered, language, pattern, query } = dataset;
  if (!prerendered || !language || !pattern) return null;
  return {
    screen: prerendered,
    language,
    pattern,
    query: (query ?? '').split(' ').filter(Boolean),
  };
}

/** The data attributes that write `record` on #root (the build's side of the above). */
export function prerenderedAttributes(record: PrerenderedRecord): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    `data-prerendered="${escape(record.screen)}"`,
    `data-language="${escape(record.language)}"`,
    `data-pattern="${escape(record.pattern)}"`,
    `data-query="${escape(record.query.join(' '))}"`,
  ].join(' ');
}

/**
 * Whether the page the server sent draws this very visit: same route and query, same
 * language, and a visitor with no stored session (whose guards would draw another screen).
 * Only then can it be hydrated as it stands.
 */
export function isPrerenderedVisit(
  record: PrerenderedRecord | null,
  visit: { url: URL; language: string; signedIn: boolean },
): boolean {
  if (!record || visit.signedIn || record.language !== visit.language) return false;
  if (!new RegExp(record.pattern).test(visit.url.pathname)) return false;
  return record.query.every((name) =>
    name.startsWith('!')
      ? !visit.url.searchParams.get(name.slice(1))
      : Boolean(visit.url.searchParams.get(name)),
  );
}

/**
 * Written by the server on #root when the host's grouping shows more on its first screen
 * than the build drew (social sign-in buttons) or must count the visit on arrival
 * (analytics): the page's first script then starts the app at once.
 */
export const START_AT_ONCE_ATTRIBUTE = 'data-start-at-once';

/** The event (on document) a page fires once React has taken it over, hydrated or drawn. */
export const SCREEN_LIVE_EVENT = 'parada:live';
