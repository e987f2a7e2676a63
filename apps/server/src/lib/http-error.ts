import type { MessageParams, ServerMessageKey as MessageKey } from './i18n';

export interface FieldError {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * An error the client is meant to see: a status and a message key, translated into the
 * request's language by the error handler. Anything else thrown becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

export const notFound = (): HttpError => new HttpError(404, 'error.not_found');
export const forbidden = (): HttpError => new HttpError(403, 'error.forbidden');
export const unauthorized = (): HttpError => new HttpError(401, 'error.session_expired');
/** A 422 naming one field, as the forms show it next to the input. */
export const invalidField = (field: string, key: MessageKey, params?: MessageParams): HttpError =>
  new HttpError(422, key, params ?? {}, [{ field, key, ...(params ? { params } : {}) }]);
