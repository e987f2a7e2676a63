import { useState, type ChangeEvent, type FormEvent } from 'react';
import { checkForm, type FormErrorParams, type FormErrors, type FormSchema } from '@parada/core';
import { fieldErrorsOf, type FlowState } from '@parada/core/store';
import { useT } from '../i18n/use-t';
import type { FieldBinding, StringKeys } from '../screen-kit/use-form-check';

/**
 * A request's wire schema, or its module's loader: a first screen's form (the login) keeps
 * zod out of the first route's script and fetches it with the first keystroke.
 */
export type AccountFormSchema<T> = FormSchema<T> | (() => Promise<FormSchema<T>>);

/**
 * A form's values, checked with the request's wire schema on submit. A field's error is
 * the client's rule (a core message key, translated) until the user edits the field, else
 * the server's text for it from the last attempt.
 */
export function useAccountForm<T, V extends Record<string, unknown>>(
  schema: AccountFormSchema<T>,
  initial: V,
  flow?: FlowState,
) {
  const { t } = useT();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // The bounds a rule's text names ({{max}} of 'Write at most {{max}} characters').
  const [params, setParams] = useState<FormErrorParams>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    if (typeof schema === 'function') void schema().catch(() => undefined);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setEdited((current) => new Set(current).add(name));
  };

  const errorOf = (name: keyof V & string): string | null => {
    const key = errors[name];
    if (key) return t(key, params[name] ?? {});
    if (!edited.has(name)) return fieldErrorsOf(flow?.outcome ?? null)[name] ?? null;
    return null;
  };

  /** Runs `onValid` with the parsed request, or shows what is wrong. */
  const check = (onValid: (request: T) => void) => {
    const apply = (rules: FormSchema<T>) => {
      const result = checkForm(rules, values);
      setEdited(new Set());
      if (result.ok) {
        setErrors({});
        onValid(result.value);
      } else {
        setErrors(result.errors);
        setParams(result.params);
      }
    };
    if (typeof schema !== 'function') {
      apply(schema);
      return;
    }
    // Without the schema's chunk (a dropped connection) the server's check of the same
    // schema answers instead, field by field.
    schema().then(apply, () => onValid(values as unknown as T));
  };

  /** What a text input needs to show and edit one field: spread it on a `TextField`. */
  const field = <K extends StringKeys<V>>(
    name: K,
    clean: (raw: string) => string = (raw) => raw,
  ): FieldBinding => ({
    name,
    value: (values[name] ?? '') as string,
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(name, clean(event.target.value) as V[K]),
  });

  /** The form's submit handler: checks, then `onValid` with the parsed request. */
  const submitTo = (onValid: (request: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    check(onValid);
  };

  return { values, set, errorOf, check, setValues, field, submitTo };
}
