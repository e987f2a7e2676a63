import type { ActionResult } from '@parada/core';
import { NotificationDialog, notify } from '@parada/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCompanyTranslation } from './use-company-translation';

/**
 * Announces each new outcome of a list's actions once (spec §8): a success toast, or the
 * red notification with the server's text and an Accept button. Outcomes from before the
 * screen opened are not announced again. `onResult` lets the screen close the form whose
 * call it was.
 */
export function useActionResult<Kind extends string>(
  result: ActionResult<Kind> | null,
  onResult?: (result: ActionResult<Kind>) => void,
): { result: ActionResult<Kind> | null; dialog: ReactNode } {
  const { t } = useCompanyTranslation();
  const [openedAt] = useState(result?.seq ?? 0);
  const seen = useRef(openedAt);
  const [failure, setFailure] = useState<string | null>(null);
  const fresh = result && result.seq > openedAt ? result : null;
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });

  useEffect(() => {
    if (!result || result.seq <= seen.current) return;
    seen.current = result.seq;
    if (result.ok) notify.success(t(result.key, result.params));
    else setFailure(result.message);
    callback.current?.(result);
  }, [result, t]);

  return {
    result: fresh,
    dialog: (
      <NotificationDialog
        open={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    ),
  };
}
