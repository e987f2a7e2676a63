import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ActionOutcome } from '../../store/action-result';
import { monitoredFlow, noId, payloadId } from './monitored-flow';

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
      finished({ kind: 'save', id: 7, ok: true, key: 'success.action', params: {} }),
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

  it("turns any throw into the failed outcome with the server's text and its 422 list", async () => {
    const errors = [{ field: 'name', message: 'Too long' }];
    const save = flow('save', payloadId, function* () {
      yield call(() => Promise.reject(new ApiError('Not valid', 422, errors)));
      return { key: 'success.action' as const };
    });
    expect(await reported(save, { type: 'rows/save', payload: 3 })).toEqual([
      finished({ kind: 'save', id: 3, ok: false, message: 'Not valid', errors }),
    ]);
  });
});
