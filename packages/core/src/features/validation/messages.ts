/**
 * The spec's messages (§5 validation, §8 errors and successes, the rules' own) are the keys
 * of core's catalog outside status, menu and route: schemas, validators, the API client
 * and the server speak in these keys, and `i18n/{ca,en,es}.ts` word them.
 */
import { en } from '../../i18n/en';
import type { TranslationKey } from '../../i18n/keys';
import { textEntries } from '../../i18n/texts';

export type MessageKey = Exclude<TranslationKey, `${'status' | 'menu' | 'route'}.${string}`>;

const NOT_MESSAGES = /^(status|menu|route)\./;
let messageKeys: ReadonlySet<string> | undefined;

/**
 * Whether a string is one of the messages. The keys are read from the English catalog on
 * the first call, so a bundle that never asks (the apps' first route) never carries it.
 */
export const isMessageKey = (value: string): value is MessageKey => {
  messageKeys ??= new Set(
    textEntries(en)
      .map(([key]) => key)
      .filter((key) => !NOT_MESSAGES.test(key)),
  );
  return messageKeys.has(value);
};
