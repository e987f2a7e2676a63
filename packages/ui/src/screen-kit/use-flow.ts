import { useEffect } from 'react';
import type { Flow, FlowState, FlowsState } from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';

/**
 * One core flow's state for a screen (`createFlow`): its status and its last outcome.
 * Leaving the screen forgets it, so coming back shows a fresh form, not the last answer.
 */
export function useFlow<Name extends string>(flow: Flow<Name>): FlowState<Name> {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root: { flows: FlowsState }) => flow.select(root));
  useEffect(() => () => void dispatch(flow.reset()), [dispatch, flow]);
  return state;
}
