import type { z } from 'zod';
import { HttpError, type FieldError } from './http-error';
import { isServerMessageKey, type ServerMessageKey as MessageKey } from './i18n';

/**
 * Issues whose schema gave no message key get one here: a missing value is the spec's
 * 'This field is required.', anything else a generic 'Invalid value'.
 */
export function issueKey(issue: { code?: string; message: string; input?: unknown }): MessageKey {
  if (isServerMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return 'validation.required';
  }
  return 'validation.invalid';
}

export function fieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    key: issueKey(issue),
  }));
}

/** Parses data the route could not declare as its body (multipart), failing with a 422. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error.issues);
  throw new HttpError(422, fields[0]?.key ?? 'validation.invalid', {}, fields);
}
