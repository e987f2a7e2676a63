import { isApiError, type ApiFieldError } from '../api/api-error';
import type { TranslationParams } from '../i18n/i18n';
import type { MessageKey } from '../features/validation/messages';
import { errorMessage } from './error-message';

/**
 * How a user's action ended, as a saga reports it (serializable: no Error objects). The one
 * outcome every screen reads: a success says itself by a message key the screen translates
 * (`key`) or in the server's own words (`message`); a failure has the server's text, the
 * HTTP status (`code`: 0 when no answer came, null for a local rule) and the 422 list.
 */
export type ActionOutcome<Kind extends string = string> =
  | {
      kind: Kind;
      id: number | null;
      ok: true;
      key: MessageKey | null;
      params: TranslationParams;
      message: string | null;
    }
  | {
      kind: Kind;
      id: number | null;
      ok: false;
      message: string;
      code: number | null;
      errors: ApiFieldError[];
    };

/**
 * The last action's outcome on a managed list (employees, service types, tickets), for the
 * screen to announce once: a success toast by key, or the failure's text and the 422 list
 * for the form that sent it. `seq` grows with every result, so the same text twice still
 * shows twice.
 */
export type ActionResult<Kind extends string = string> = ActionOutcome<Kind> & { seq: number };

export const succeeded = <Kind extends string>(
  kind: Kind,
  id: number | null,
  key: MessageKey | null,
  params: TranslationParams = {},
  message: string | null = null,
): ActionOutcome<Kind> => ({ kind, id, ok: true, key, params, message });

export const failed = <Kind extends string>(
  kind: Kind,
  id: number | null,
  error: unknown,
): ActionOutcome<Kind> => ({
  kind,
  id,
  ok: false,
  message: errorMessage(error),
  code: isApiError(error) ? error.status : null,
  errors: isApiError(error) ? error.errors : [],
});

/** The first message per field of a failed outcome; one without a field is the alert's. */
export const fieldErrorsOf = (outcome: ActionOutcome | null): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (!outcome || outcome.ok) return fields;
  for (const { field, message } of outcome.errors) {
    if (field && !(field in fields)) fields[field] = message;
  }
  return fields;
};

/** The reducer step: number the outcome after the previous one. */
export const numbered = <Kind extends string>(
  previous: ActionResult<Kind> | null,
  outcome: ActionOutcome<Kind>,
): ActionResult<Kind> => ({ ...outcome, seq: (previous?.seq ?? 0) + 1 });
