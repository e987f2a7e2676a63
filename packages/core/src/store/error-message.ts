import { isApiError } from '../api/api-error';
import { CLIENT_TEXTS } from '../api/client-texts';
import type { MessageKey } from '../features/validation/messages';

/**
 * A flow stopped by one of core's own rules before any call: its message is the rule's
 * message key, which the screen translates (the failed outcome's `code` is null).
 */
export class RuleError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = 'RuleError';
  }
}

/** The text a failed flow shows: the API's message or a rule's key, else the generic one. */
export const errorMessage = (error: unknown): string =>
  error instanceof RuleError
    ? error.key
    : isApiError(error) && error.message
      ? error.message
      : CLIENT_TEXTS['error.generic'];
