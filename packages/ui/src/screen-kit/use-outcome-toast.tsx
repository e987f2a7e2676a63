import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ActionResult } from '@parada/core';
import { NotificationDialog } from '../widgets/notification-dialog';
import { notify } from '../widgets/toaster';
import { textOf } from '../i18n/ui-i18n';
import { useT } from '../i18n/use-t';

/**
 * Announces each new outcome of a screen's actions once (spec §8): a success toast, or the
 * red notification with the server's text and an Accept button. Outcomes from before the
 * screen opened are not announced again (`seq` tells them apart). `onResult` lets the
 * screen close the form whose call it was; `result` is the outcome since the screen opened.
 */
export function useOutcomeToast<Kind extends string>(
  result: ActionResult<Kind> | null,
  onResult?: (result: ActionResult<Kind>) => void,
  /** Quick row actions (cancel, resend) tell a failure in a red toast, not a dialog. */
  failureAs: 'dialog' | 'toast' = 'dialog',
): { result: ActionResult<Kind> | null; dialog: ReactNode } {
  const { t } = useT();
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
    if (result.ok)
      notify.success(result.key ? t(result.key, result.params) : (result.message ?? ''));
    else {
      // A local rule's message key is translated; the server's text comes translated.
      const text = textOf(t, result.message);
      if (failureAs === 'toast') notify.error(text);
      else setFailure(text);
    }
    callback.current?.(result);
  }, [result, t, failureAs]);

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
