import { isApiError, type ApiFieldError } from '../api/api-error';
import type { TranslationParams } from '../i18n/i18n';
import type { MessageKey } from '../features/validation/messages';
import { errorMessage } from './error-message';

/** How a user's action ended, as a saga reports it (serializable: no Error objects). */
export type ActionOutcome<Kind extends string> =
  | { kind: Kind; id: number | null; ok: true; key: MessageKey; params: TranslationParams }
  | { kind: Kind; id: number | null; ok: false; message: string; errors: ApiFieldError[] };

/**
 * The last action's outcome on a managed list (employees, service types, tickets), for the
 * screen to announce once: a success toast by key, or the failure's text and the 422 list
 * for the form that sent it. `seq` grows with every result, so the same text twice still
 * shows twice.
 */
export type ActionResult<Kind extends string> = ActionOutcome<Kind> & { seq: number };

export const succeeded = <Kind extends string>(
  kind: Kind,
  id: number | null,
  key: MessageKey,
  params: TranslationParams = {},
): ActionOutcome<Kind> => ({ kind, id, ok: true, key, params });

export const failed = <Kind extends string>(
  kind: Kind,
  id: number | null,
  error: unknown,
): ActionOutcome<Kind> => ({
  kind,
  id,
  ok: false,
  message: errorMessage(error),
  errors: isApiError(error) ? error.errors : [],
});

/** The reducer step: number the outcome after the previous one. */
export const numbered = <Kind extends string>(
  previous: ActionResult<Kind> | null,
  outcome: ActionOutcome<Kind>,
): ActionResult<Kind> => ({ ...outcome, seq: (previous?.seq ?? 0) + 1 });
