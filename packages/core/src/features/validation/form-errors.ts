import type { z } from 'zod';
import type { FieldError } from '../common/schemas';
import type { MessageKey } from './messages';

/**
 * A schema's own message is a catalog key ('validation.required'); zod's are English
 * sentences. Telling them apart by shape keeps the catalog out of the browser's forms; the
 * wire-contract test holds that every key a schema uses is a real one.
 */
const KEY_SHAPE = /^[a-z]+(?:\.[A-Za-z0-9_]+)+$/;

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
    message: KEY_SHAPE.test(item.message)
      ? (item.message as MessageKey)
      : MISSING_VALUE.test(item.message)
        ? 'validation.required'
        : 'validation.invalid',
  }));

export type FormErrors = Partial<Record<string, MessageKey>>;

/** A request schema a form checks with; `T` is the request as sent. */
export type FormSchema<T = unknown> = z.ZodType<T>;

/** What a field's message interpolates: `{{max}}`, `{{min}}` of a length or size rule. */
export type FormErrorParams = Partial<Record<string, Record<string, number>>>;

export type FormCheck<T> =
  { ok: true; value: T } | { ok: false; errors: FormErrors; params: FormErrorParams };

/**
 * Checks a form's values with the request's own wire schema before anything is sent, so
 * the screen and the server apply one rule with one message. Gives the parsed value (as
 * the server will read it: trimmed, lower-cased email, phone without spaces) or the first
 * message key per field with what it interpolates.
 */
export function checkForm<T>(schema: FormSchema<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FormErrors = {};
  const params: FormErrorParams = {};
  const { issues } = result.error;
  toFieldErrors(issues).forEach(({ field, message }, index) => {
    const name = field.split('.')[0] ?? '';
    if (name in errors) return;
    errors[name] = message as MessageKey;
    const issue = issues[index];
    const bounds: Record<string, number> = {};
    if (issue && 'maximum' in issue) bounds['max'] = Number(issue.maximum);
    if (issue && 'minimum' in issue) bounds['min'] = Number(issue.minimum);
    params[name] = bounds;
  });
  return { ok: false, errors, params };
}
