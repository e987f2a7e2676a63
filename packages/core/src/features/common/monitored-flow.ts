import {
  createAction,
  createSlice,
  type Action,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  failed,
  numbered,
  succeeded,
  type ActionOutcome,
  type ActionResult,
} from '../../store/action-result';
import { errorMessage } from '../../store/error-message';
import type { TranslationParams } from '../../i18n/i18n';
import type { MessageKey } from '../validation/messages';

/**
 * Where any flow stands, for every slice: a list load, a form's call, a user's action.
 * `succeeded` stays until the screen has said so (lists read their data; they add `loaded`).
 */
export type FlowStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * How a monitored action succeeded: the toast's message key, or the server's own words, and
 * the row it ended on if new. A worker that returns nothing succeeded without a text.
 */
export interface FlowSuccess {
  key?: MessageKey;
  params?: TranslationParams;
  message?: string;
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
      yield put(report(yield* outcomeOf(kind, id, () => call(worker, action))));
    };
}

/** Runs a worker's call and turns how it ended into the one outcome shape. */
function* outcomeOf<Kind extends string>(
  kind: Kind,
  id: number | null,
  run: () => ReturnType<typeof call>,
): Generator<unknown, ActionOutcome<Kind>, unknown> {
  try {
    const done = ((yield run()) ?? {}) as FlowSuccess;
    const row = done.id === undefined ? id : done.id;
    return succeeded(kind, row, done.key ?? null, done.params, done.message ?? null);
  } catch (error) {
    return failed(kind, id, error);
  }
}

/** One flow's state, the same for every flow a screen reads (`useFlow` in ui). */
export interface FlowState<Name extends string = string> {
  status: FlowStatus;
  /** The last outcome, numbered so each is told once; null before the first and after reset. */
  outcome: ActionResult<Name> | null;
}

export const IDLE_FLOW: FlowState<never> = { status: 'idle', outcome: null };

/** Every flow's state by name; it resets with the session like any per-session slice. */
export type FlowsState = Record<string, FlowState>;

const FLOW = 'flow/';
const PHASES = ['trigger', 'succeeded', 'failed', 'reset'] as const;
type FlowPhase = (typeof PHASES)[number];

/** `flow/<name>/<phase>`: the flow's name may itself hold slashes (`account/signup`). */
const parseFlowType = (type: string): { name: string; phase: FlowPhase } | null => {
  if (!type.startsWith(FLOW)) return null;
  const cut = type.lastIndexOf('/');
  const phase = type.slice(cut + 1) as FlowPhase;
  return PHASES.includes(phase) ? { name: type.slice(FLOW.length, cut), phase } : null;
};

/** The one reducer of every flow made by `createFlow`. */
export const flowsSlice = createSlice({
  name: 'flows',
  initialState: {} as FlowsState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addMatcher(
      (action: UnknownAction) => parseFlowType(action.type) !== null,
      (state, action: UnknownAction) => {
        const { name, phase } = parseFlowType(action.type)!;
        const previous = state[name] ?? IDLE_FLOW;
        if (phase === 'reset') delete state[name];
        else if (phase === 'trigger') state[name] = { ...previous, status: 'pending' };
        else {
          const outcome = (action as PayloadAction<ActionOutcome>).payload;
          state[name] = { status: phase, outcome: numbered(previous.outcome, outcome) };
        }
      },
    ),
  selectors: {
    selectFlows: (state) => state,
  },
});

const TAKE = { leading: takeLeading, latest: takeLatest, every: takeEvery } as const;

export interface FlowOptions<Params> {
  /**
   * What a trigger does while the flow runs: `leading` (default) ignores it, so a double
   * click sends one request; `latest` cancels the running one; `every` runs both.
   */
  take?: keyof typeof TAKE;
  /** The row the flow acts on, carried in its outcome. */
  idOf?: (params: Params) => number | null;
}

/**
 * One user flow, in the spirit of Uniswap's `createMonitoredSaga`: given a name and a worker
 * that only does the calls, it gives the actions (trigger, succeeded, failed, reset), the
 * flow's state in `flowsSlice` (status and numbered outcome), its selector and the saga
 * that runs the worker on each trigger. A throw anywhere in the worker becomes the failed
 * outcome (the server's text, its status and its 422 list).
 */
export function createFlow<Name extends string, Params = void>(
  name: Name,
  worker: (params: Params) => SagaIterator<FlowSuccess | void>,
  { take = 'leading', idOf = () => null }: FlowOptions<Params> = {},
) {
  const type = (phase: FlowPhase) => `${FLOW}${name}/${phase}`;
  const actions = {
    trigger: createAction<Params>(type('trigger')),
    succeeded: createAction<ActionOutcome<Name>>(type('succeeded')),
    failed: createAction<ActionOutcome<Name>>(type('failed')),
    reset: createAction(type('reset')),
  };
  function* run({ payload }: PayloadAction<Params>) {
    const outcome = yield* outcomeOf(name, idOf(payload), () => call(worker, payload));
    yield put(outcome.ok ? actions.succeeded(outcome) : actions.failed(outcome));
  }
  return {
    name,
    ...actions,
    saga: function* flowSaga() {
      yield TAKE[take](actions.trigger.type, run);
    },
    select: (state: { flows: FlowsState }): FlowState<Name> =>
      (state.flows[name] as FlowState<Name> | undefined) ?? IDLE_FLOW,
  };
}

/** What a screen reads of a flow: its state, and the reset for when it leaves. */
export interface Flow<Name extends string = string> {
  name: Name;
  select: (state: { flows: FlowsState }) => FlowState<Name>;
  reset: () => UnknownAction;
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
  return readFlow((message) => {
    console.warn(label, message);
    return failedAction();
  }, worker);
}

/**
 * A read whose failure the screen shows in the server's words (a ticket's thread, a share
 * link, a public page): the worker does the calls and puts what it read; a throw anywhere
 * is reported by `failure`, given the error's text and the action that asked.
 */
export function readFlow<A = void>(
  failure: (message: string, action: A) => Action,
  worker: (action: A) => SagaIterator<void>,
) {
  return function* read(action: A) {
    try {
      yield call(worker, action);
    } catch (error) {
      yield put(failure(errorMessage(error), action));
    }
  };
}

/** The id of an action whose payload is the id itself. */
export const payloadId = (action: { payload: number }) => action.payload;
/** The id of an action whose payload carries it as `id`. */
export const payloadRowId = (action: { payload: { id: number } }) => action.payload.id;
/** For actions on a row that does not exist yet (a create). */
export const noId = () => null;
