import {
  isMessageKey,
  resolveLanguage as resolveCoreLanguage,
  translate as translateCore,
  type Language,
  type MessageKey,
} from '@parada/core';

// Thin wrappers over core's i18n, so every text the server sends is core's key in the
// request's language (ca, en, es; es when none fits).

export type ServerMessageKey = MessageKey;
export type MessageParams = Record<string, string | number>;

export const isServerMessageKey = (value: string): value is ServerMessageKey => isMessageKey(value);

/**
 * Texts without placeholders, per language and key: the catalogs never change while the
 * server runs, and i18next's lookup (a fixed `t` made per call) was a tenth of a fare
 * search, whose every fare carries two or three such labels.
 */
const plainTexts = new Map<string, string>();

/** The message of `key` in `language`, with `{{name}}` placeholders filled in. */
export const translate = (
  language: Language,
  key: ServerMessageKey,
  params?: MessageParams,
): string => {
  if (params) return translateCore(language, key, params);
  const memo = `${language} ${key}`;
  let text = plainTexts.get(memo);
  if (text === undefined) {
    text = translateCore(language, key, {});
    plainTexts.set(memo, text);
  }
  return text;
};

/**
 * Headers seen and the language each asks for: a browser sends the same header on every
 * request, so each request read it again for nothing. Bounded, as any client may send any
 * header: past the bound it starts over.
 */
const LANGUAGE_OF_HEADER_MAX = 256;
const languageOfHeader = new Map<string, Language>();

/** The first of ca, en, es an Accept-Language header asks for; es when none. */
export const resolveLanguage = (header: string | undefined): Language => {
  if (header === undefined) return resolveCoreLanguage(null);
  let language = languageOfHeader.get(header);
  if (language === undefined) {
    language = resolveCoreLanguage(header);
    if (languageOfHeader.size >= LANGUAGE_OF_HEADER_MAX) languageOfHeader.clear();
    languageOfHeader.set(header, language);
  }
  return language;
};
