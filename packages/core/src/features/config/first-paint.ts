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
