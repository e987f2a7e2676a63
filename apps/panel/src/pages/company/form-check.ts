import { isMessageKey, type ApiFieldError, type MessageKey } from '@parada/core';

/** A field's problem: a core message key with what its text interpolates ({{max}}, {{min}}). */
export interface FieldProblem {
  key: MessageKey;
  params: Record<string, number>;
}

export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** What this needs of a core zod schema (the panel does not depend on zod itself). */
interface WireSchema<T> {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * A form's values checked with the request's own wire schema, so the form and the server
 * apply one rule with one message. The parsed value is what the server will read (trimmed,
 * email lower-cased, phone without spaces); otherwise the first problem per field.
 */
export function checkWith<T>(
  schema: WireSchema<T>,
  values: unknown,
): { ok: true; value: T } | { ok: false; problems: FieldProblems } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const problems: FieldProblems = {};
  for (const item of result.error.issues) {
    const field = String(item.path[0] ?? '');
    if (problems[field]) continue;
    const params: Record<string, number> = {};
    if ('maximum' in item) params['max'] = Number(item.maximum);
    if ('minimum' in item) params['min'] = Number(item.minimum);
    problems[field] = {
      key: isMessageKey(item.message) ? item.message : 'validation.invalid',
      params,
    };
  }
  return { ok: false, problems };
}

/** The server's 422 list by field; its texts are already in the user's language. */
export const serverFieldErrors = (errors: readonly ApiFieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((error) => [error.field.split('.')[0] ?? '', error.message]));
