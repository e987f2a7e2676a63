import { useCallback, useState, type ChangeEvent } from 'react';
import { checkForm, type FormErrorParams, type FormErrors, type FormSchema } from '@parada/core';
import { type ApiFieldError } from '@parada/core/client';
import { useT } from '../i18n/use-t';

/** The server's 422 list by field; its texts are already in the user's language. */
export const serverFieldErrors = (errors: readonly ApiFieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((error) => [error.field.split('.')[0] ?? '', error.message]));

/**
 * A form checked with the request's own wire schema (core's `checkForm`) before it is
 * sent. A field shows the client's rule from the last check, else the server's text for it
 * from the last attempt.
 */
export function useFormCheck(serverErrors: Record<string, string> = {}) {
  const { t } = useT();
  const [problems, setProblems] = useState<{ errors: FormErrors; params: FormErrorParams }>({
    errors: {},
    params: {},
  });

  /** The parsed request, or null after showing what is wrong. */
  const check = useCallback(<T>(schema: FormSchema<T>, values: unknown): T | null => {
    const checked = checkForm(schema, values);
    setProblems(checked.ok ? { errors: {}, params: {} } : checked);
    return checked.ok ? checked.value : null;
  }, []);

  const errorOf = (field: string): string | null => {
    const key = problems.errors[field];
    return key ? t(key, problems.params[field] ?? {}) : (serverErrors[field] ?? null);
  };

  return { check, errorOf, hasProblem: (field: string) => field in problems.errors };
}

/** One text field's share of a form, as `field(name)` gives it: spread it on a `TextField`. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The names of a form's text fields. */
export type StringKeys<V> = {
  [K in keyof V & string]: V[K] extends string | undefined ? K : never;
}[keyof V & string];

/** A form's values in a state, checked by `useFormCheck`, with each text field's binding. */
export function useFormValues<V extends Record<string, unknown>>(
  initial: V,
  serverErrors?: Record<string, string>,
) {
  const [values, setValues] = useState<V>(initial);
  const { check, errorOf, hasProblem } = useFormCheck(serverErrors);
  const field = (name: StringKeys<V>): FieldBinding => ({
    name,
    value: (values[name] ?? '') as string,
    error: errorOf(name),
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, check, errorOf, hasProblem, field };
}
