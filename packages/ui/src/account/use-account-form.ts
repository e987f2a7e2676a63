import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, type AccountFlowState, type FormErrors, type FormSchema } from '@parada/core';
import { useUiTranslation } from '../i18n/ui-i18n';

/**
 * A form's values, checked with the request's wire schema on submit. A field's error is
 * the client's rule (a core message key, translated) until the user edits the field, else
 * the server's text for it from the last attempt.
 */
export function useAccountForm<T, V extends Record<string, unknown>>(
  schema: FormSchema<T>,
  initial: V,
  flow?: Pick<AccountFlowState, 'fieldErrors'>,
) {
  const { tc } = useAccountTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setEdited((current) => new Set(current).add(name));
  };

  const errorOf = (name: keyof V & string): string | null => {
    const key = errors[name];
    if (key) return tc(key);
    if (!edited.has(name)) return flow?.fieldErrors[name] ?? null;
    return null;
  };

  /** The parsed request, or null after showing what is wrong. */
  const check = (extra: Record<string, unknown> = {}): T | null => {
    const result = checkForm(schema, { ...values, ...extra });
    setEdited(new Set());
    if (result.ok) {
      setErrors({});
      return result.value;
    }
    setErrors(result.errors);
    return null;
  };

  return { values, set, errorOf, check, setValues };
}

/**
 * `t` for the account texts (ui namespace) and `tc` for core's: the spec's messages, route
 * titles and menu names.
 */
export function useAccountTranslation() {
  const { t } = useUiTranslation();
  const { t: tc } = useTranslation();
  return { t, tc };
}
