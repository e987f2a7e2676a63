import { useEffect, useRef, useState } from 'react';
import type { ActionResult } from '@parada/core/store';

/**
 * The one way a screen reacts to how an action ended: `onOutcome` runs once for each new
 * numbered outcome (core's `ActionResult`, a flow's `outcome`), never for one from before
 * the screen opened. Gives back the outcome since the screen opened, if any (a dialog that
 * shows its own failure reads only that: an older one was someone else's).
 */
export function useOutcome<Kind extends string>(
  outcome: ActionResult<Kind> | null,
  onOutcome: (outcome: ActionResult<Kind>) => void = () => {},
): ActionResult<Kind> | null {
  const [openedAt] = useState(outcome?.seq ?? 0);
  const seen = useRef(openedAt);
  const callback = useRef(onOutcome);
  useEffect(() => {
    callback.current = onOutcome;
  });
  useEffect(() => {
    if (!outcome || outcome.seq <= seen.current) return;
    seen.current = outcome.seq;
    callback.current(outcome);
  }, [outcome]);
  return outcome && outcome.seq > openedAt ? outcome : null;
}
