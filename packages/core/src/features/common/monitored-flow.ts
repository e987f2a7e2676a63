import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { failed, succeeded, type ActionOutcome } from '../../store/action-result';
import { errorMessage } from '../../store/error-message';
import type { TranslationParams } from '../../i18n/i18n';
import type { MessageKey } from '../validation/messages';

/**
 * Where any flow stands, for every slice: a list load, a form's call, a user's action.
 * `succeeded` stays until the screen has said so (lists read their data; they add `loaded`).
 */
export type FlowStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** How a monitored action succeeded: the toast's message, and the row it ended on if new. */
export interface FlowSuccess {
  key: MessageKey;
  params?: TranslationParams;
  /** The row the action made (a new ticket's id); by default the one it was asked for. */
  id?: number | null;
}

/**
 * One user action as a saga, in the spirit of Uniswap's `createMonitoredSaga`: the worker
 * only does the calls and says how it succeeded; a throw anywhere becomes the failed outcome
 * (the server's text and its 422 list). Either way one outcome is reported, numbered by the
 * slice (`numbered`), so a screen announces each exactly once (ui's `useOutcomeToast`).
 */
export function monitoredFlow<Kind extends string>(
  report: (outcome: ActionOutcome<Kind>) => Action,
) {
  return <A>(
    kind: Kind,
    idOf: (action: A) => number | null,
    worker: (action: A) => SagaIterator<FlowSuccess>,
  ) =>
    function* monitored(action: A) {
      const id = idOf(action);
      let outcome: ActionOutcome<Kind>;
      try {
        const done: FlowSuccess = yield call(worker, action);
        outcome = succeeded(kind, done.id === undefined ? id : done.id, done.key, done.params);
      } catch (error) {
        outcome = failed(kind, id, error);
      }
      yield put(report(outcome));
    };
}

/**
 * A list or record the screen loads (spec §8: load errors are only logged; the screen says
 * it could not load and offers a retry): the worker does the calls and puts what it read; a
 * throw anywhere is logged under `label` and reported by `failedAction`.
 */
export function loadFlow<A = void>(
  label: string,
  failedAction: () => Action,
  worker: (action: A) => SagaIterator<void>,
) {
  return function* load(action: A) {
    try {
      yield call(worker, action);
    } catch (error) {
      console.warn(label, errorMessage(error));
      yield put(failedAction());
    }
  };
}

/** The id of an action whose payload is the id itself. */
export const payloadId = (action: { payload: number }) => action.payload;
/** The id of an action whose payload carries it as `id`. */
export const payloadRowId = (action: { payload: { id: number } }) => action.payload.id;
/** For actions on a row that does not exist yet (a create). */
export const noId = () => null;
