import type { z } from 'zod';
import type { FieldError } from '../common/schemas';
import { isMessageKey, type MessageKey } from './messages';

/** zod's own text for a missing value ("…, received undefined"). */
const MISSING_VALUE = /received undefined$/;

/**
 * zod issues as the 422 list: dotted field path and a message key. An issue that carries
 * zod's own English text (a shape no rule here names) becomes 'validation.required' when
 * the value is missing and 'validation.invalid' otherwise, so clients only ever get keys.
 */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] =>
  issues.map((item) => ({
    field: item.path.map(String).join('.'),
    message: isMessageKey(item.message)
      ? item.message
      : MISSING_VALUE.test(item.message)
        ? 'validation.required'
        : 'validation.invalid',
  }));

export type FormErrors = Partial<Record<string, MessageKey>>;

/** A request schema a form checks with; `T` is the request as sent. */
export type FormSchema<T = unknown> = z.ZodType<T>;

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/**
 * Checks a form's values with the request's own wire schema before anything is sent, so
 * the screen and the server apply one rule with one message. Gives the parsed value (as
 * the server will read it: trimmed, lower-cased email, phone without spaces) or the first
 * message key per field.
 */
export function checkForm<T>(schema: FormSchema<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FormErrors = {};
  for (const { field, message } of toFieldErrors(result.error.issues)) {
    const name = field.split('.')[0] ?? '';
    if (!(name in errors)) errors[name] = message as MessageKey;
  }
  return { ok: false, errors };
}
