import { useState, type ReactNode } from 'react';
import type { ActionResult } from '@parada/core/store';
import { NotificationDialog } from '../widgets/notification-dialog';
import { notify } from '../widgets/toaster';
import { textOf } from '../i18n/ui-i18n';
import { useT } from '../i18n/use-t';
import { useOutcome } from './use-outcome';

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
  const [failure, setFailure] = useState<string | null>(null);
  const fresh = useOutcome(result, (outcome) => {
    if (outcome.ok) {
      notify.success(outcome.key ? t(outcome.key, outcome.params) : (outcome.message ?? ''));
    } else {
      // A local rule's message key is translated; the server's text comes translated.
      const text = textOf(t, outcome.message);
      if (failureAs === 'toast') notify.error(text);
      else setFailure(text);
    }
    onResult?.(outcome);
  });

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
