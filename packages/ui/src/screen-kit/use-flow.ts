import { useEffect } from 'react';
import type { ActionResult, Flow, FlowState, FlowsState } from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { useOutcome } from './use-outcome';

/**
 * One core flow's state for a screen (`createFlow`): its status and its last outcome.
 * `onOutcome` runs once for each outcome that comes while the screen is open (`useOutcome`).
 * Leaving the screen forgets it, so coming back shows a fresh form, not the last answer.
 */
export function useFlow<Name extends string>(
  flow: Flow<Name>,
  onOutcome?: (outcome: ActionResult<Name>) => void,
  /**
   * Keep the outcome when the screen unmounts: for a flow that ends the session, whose
   * frame (and so the screen) is drawn again as a visitor's right after the answer.
   */
  { keepOnLeave = false }: { keepOnLeave?: boolean } = {},
): FlowState<Name> {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root: { flows: FlowsState }) => flow.select(root));
  useEffect(
    () => () => {
      if (!keepOnLeave) dispatch(flow.reset());
    },
    [dispatch, flow, keepOnLeave],
  );
  useOutcome(state.outcome, onOutcome);
  return state;
}
