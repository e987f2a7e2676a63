import { useAppContext } from '@parada/ui';
import { isApiError } from '@parada/core/client';
import { useCallback, useState } from 'react';

export type ConsoleApi = ReturnType<typeof useAppContext>['parada']['api']['console'];

/** The message of a failed call: the server's field error or message, else a lost connection. */
export function messageOf(error: unknown): string {
  if (isApiError(error)) return error.errors[0]?.message ?? error.message;
  return 'error.generic';
}

/**
 * One console call at a time from a screen: pending while it runs, the failure's message
 * after. The call is core's client (`api.console`), which the whole console speaks through.
 */
export function useConsoleAction() {
  const api = useAppContext().parada.api.console;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: (console: ConsoleApi) => Promise<T>): Promise<T | null> => {
      setPending(true);
      setError(null);
      try {
        return await call(api);
      } catch (failure) {
        setError(messageOf(failure));
        return null;
      } finally {
        setPending(false);
      }
    },
    [api],
  );
  return { api, run, pending, error, clearError: () => setError(null) };
}
