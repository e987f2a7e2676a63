import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ActionOutcome } from '../../store/action-result';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createFlow, flowsSlice, monitoredFlow, noId, payloadId } from './monitored-flow';

/** Runs one monitored saga and gives back what it reported. */
async function reported<A>(saga: (action: A) => Generator, action: A) {
  const seen: unknown[] = [];
  const run = runSaga as (
    io: object,
    worker: (action: A) => Generator,
    arg: A,
  ) => { toPromise(): Promise<unknown> };
  await run({ dispatch: (put: unknown) => seen.push(put) }, saga, action).toPromise();
  return seen as { type: string; payload: ActionOutcome<'save'> }[];
}

const finished = (outcome: ActionOutcome<'save'>) => ({ type: 'rows/finished', payload: outcome });
const flow = monitoredFlow(finished);

describe('monitoredFlow', () => {
  it("reports the worker's success with the row it was asked for", async () => {
    const save = flow('save', payloadId, function* () {
      yield call(() => Promise.resolve());
      return { key: 'success.action' as const };
    });
    expect(await reported(save, { type: 'rows/save', payload: 7 })).toEqual([
      finished({ kind: 'save', id: 7, ok: true, key: 'success.action', params: {}, message: null }),
    ]);
  });

  it('takes the new row the worker names, as a create does', async () => {
    const create = flow('save', noId, function* () {
      yield call(() => Promise.resolve());
      return { key: 'success.data_registered' as const, params: { name: 'Ana' }, id: 12 };
    });
    const [outcome] = await reported(create, { type: 'rows/create' });
    expect(outcome?.payload).toMatchObject({ ok: true, id: 12, params: { name: 'Ana' } });
  });

  it("turns any throw into the failed outcome with the server's text, status and 422 list", async () => {
    const errors = [{ field: 'name', message: 'Too long' }];
    const save = flow('save', payloadId, function* () {
      yield call(() => Promise.reject(new ApiError('Not valid', 422, errors)));
      return { key: 'success.action' as const };
    });
    expect(await reported(save, { type: 'rows/save', payload: 3 })).toEqual([
      finished({ kind: 'save', id: 3, ok: false, message: 'Not valid', code: 422, errors }),
    ]);
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFlow', () => {
  const answer = { current: Promise.resolve({ message: 'Saved' }) as Promise<{ message: string }> };
  const calls: string[] = [];
  const save = createFlow('test/save', function* (text: string) {
    calls.push(text);
    const { message }: { message: string } = yield call(() => answer.current);
    return { message };
  });

  function storeWithFlow() {
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: combineSlices(flowsSlice),
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
    });
    sagas.run(save.saga);
    return { store };
  }

  it('goes pending, then succeeded with the numbered outcome; reset forgets it', async () => {
    const { store } = storeWithFlow();
    expect(save.select(store.getState())).toEqual({ status: 'idle', outcome: null });
    store.dispatch(save.trigger('one'));
    expect(save.select(store.getState()).status).toBe('pending');
    await flush();
    expect(save.select(store.getState())).toEqual({
      status: 'succeeded',
      outcome: {
        kind: 'test/save',
        id: null,
        ok: true,
        key: null,
        params: {},
        message: 'Saved',
        seq: 1,
      },
    });
    store.dispatch(save.reset());
    expect(save.select(store.getState())).toEqual({ status: 'idle', outcome: null });
  });

  it('a failure keeps the text, status and field errors; the next outcome has the next number', async () => {
    const { store } = storeWithFlow();
    answer.current = Promise.reject(
      new ApiError('Taken', 422, [{ field: 'email', message: 'Taken' }]),
    );
    answer.current.catch(() => {});
    store.dispatch(save.trigger('one'));
    await flush();
    expect(save.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'Taken', code: 422, seq: 1 },
    });
    answer.current = Promise.resolve({ message: 'Saved' });
    store.dispatch(save.trigger('two'));
    expect(save.select(store.getState()).outcome?.seq).toBe(1);
    await flush();
    expect(save.select(store.getState()).outcome).toMatchObject({ ok: true, seq: 2 });
  });

  it('takes the leading trigger: a second one while the first runs is dropped', async () => {
    const { store } = storeWithFlow();
    calls.length = 0;
    store.dispatch(save.trigger('first'));
    store.dispatch(save.trigger('second'));
    await flush();
    expect(calls).toEqual(['first']);
  });
});
