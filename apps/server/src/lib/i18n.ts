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

/** The message of `key` in `language`, with `{{name}}` placeholders filled in. */
export const translate = (
  language: Language,
  key: ServerMessageKey,
  params: MessageParams = {},
): string => translateCore(language, key, params);

/** The first of ca, en, es an Accept-Language header asks for; es when none. */
export const resolveLanguage = (header: string | undefined): Language =>
  resolveCoreLanguage(header ?? null);
