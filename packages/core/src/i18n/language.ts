/**
 * Picks ca, en or es from what the user's agent says: navigator.languages in the apps,
 * the Accept-Language header on the server (docs/architecture.md, wire conventions). Unknown falls back to es.
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../features/config/constants';
import { STORAGE_KEYS, type KeyValueStorage } from '../store/storage';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'ca-ES-valencia' → 'ca', 'EN_gb' → 'en'; null for anything we do not serve. */
const languageOfTag = (tag: string): Language | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
};

/** Accept-Language entries by preference, best first; q=0 means "not this one". */
const parseAcceptLanguage = (header: string): string[] =>
  header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params
        .map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      // A malformed weight ('q=abc') makes the entry unusable rather than preferred.
      const q = quality === undefined ? 1 : Number(quality.trim() || Number.NaN);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);

/**
 * The first language we serve among the candidates. A single string is read as an
 * Accept-Language header ('ca-ES,ca;q=0.9,en;q=0.8'); a list as navigator.languages,
 * in order. Anything else gives FALLBACK_LANGUAGE.
 */
export const resolveLanguage = (
  candidates: string | readonly (string | null | undefined)[] | null | undefined,
): Language => {
  const tags =
    typeof candidates === 'string'
      ? parseAcceptLanguage(candidates)
      : Array.isArray(candidates)
        ? candidates.filter((tag): tag is string => typeof tag === 'string')
        : [];
  for (const tag of tags) {
    if (tag === '*') continue;
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};

/** The language an app shows at its start: the stored choice first, else the browser's. */
export function initialLanguage(
  storage: Pick<KeyValueStorage, 'getItem'>,
  browserLanguages: readonly string[],
): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : resolveLanguage(browserLanguages);
}
