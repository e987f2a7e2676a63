import { isApiError, type ApiFieldError } from '@parada/core/client';
import { textOf, useAppContext } from '@parada/ui';
import { useCallback, useState } from 'react';
import { useT } from '../i18n/console-i18n';

export type AdminApi = ReturnType<typeof useAppContext>['parada']['api']['adminPricing'];

/**
 * One back-office call from a form: pending while it runs, and what the server refused
 * after, each field's message by the field's name (the server names a nested field with
 * dots, `fare.per_km`), the rest as one message for the form.
 */
export function useAdminCall() {
  const { t } = useT();
  const api = useAppContext().parada.api.adminPricing;
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ApiFieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: (admin: AdminApi) => Promise<T>): Promise<T | null> => {
      setPending(true);
      setErrors([]);
      setMessage(null);
      try {
        return await call(api);
      } catch (failure) {
        if (isApiError(failure)) {
          const fields = failure.errors.filter((error) => error.field);
          setErrors(fields);
          if (fields.length === 0) setMessage(textOf(t, failure.message));
        } else {
          setMessage(t('error.generic'));
        }
        return null;
      } finally {
        setPending(false);
      }
    },
    [api, t],
  );
  /** The server's words for `name`, or for a part of it (`polygon.coordinates.0`). */
  const errorOf = useCallback(
    (name: string): string | null => {
      const found = errors.find(
        (error) =>
          error.field === name ||
          error.field.startsWith(`${name}.`) ||
          error.field.endsWith(`.${name}`),
      );
      return found ? textOf(t, found.message) : null;
    },
    [errors, t],
  );
  /** Field errors no field of the form shows, with the form's own message. */
  const restOf = (shown: readonly string[]): string | null => {
    const rest = errors.filter(
      (error) =>
        !shown.some(
          (name) =>
            error.field === name ||
            error.field.endsWith(`.${name}`) ||
            error.field.startsWith(`${name}.`),
        ),
    );
    const words = [message, ...rest.map((error) => textOf(t, error.message))].filter(Boolean);
    return words.length > 0 ? words.join(' ') : null;
  };
  return { api, run, pending, errorOf, restOf, clear: () => (setErrors([]), setMessage(null)) };
}
