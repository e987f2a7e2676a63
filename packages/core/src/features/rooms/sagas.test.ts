import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession } from '../../testing/factories';
import { fakeTimersInEachTest, settledStore } from '../../testing/test-store';
import type { StayDetail } from './schemas';
import { roomsActions } from './slice';
import { stayFlow } from './stay-flow';

const stay = (state: 'open' | 'settled'): StayDetail => ({
  id: 7,
  room: '214',
  guest: 'Ada',
  check_in: '2026-11-20',
  check_out: '2026-11-27',
  state,
  settled_at: state === 'settled' ? '2026-11-27T10:00:00Z' : null,
  total: 42.5,
  currency: 'EUR',
  rides_count: 2,
  rides: [],
});

const openStay = () =>
  settledStore(makeSession(), {
    answers: (api) => {
      api.rooms.stays.mockResolvedValue({ stays: [stay('open')], total: 1 });
      api.rooms.stay.mockResolvedValue(stay('open'));
    },
    asks: [roomsActions.staysRequested({ state: 'open' }), roomsActions.stayRequested(7)],
  });

describe('stays sagas', () => {
  fakeTimersInEachTest();

  it('settles the open stay, then reads the list again with the same filter', async () => {
    const { store, api } = await openStay();
    api.rooms.settle.mockResolvedValue(stay('settled'));
    store.dispatch(stayFlow.trigger({ kind: 'settle', id: 7 }));
    expect(stayFlow.select(store.getState()).status).toBe('pending');
    // A second click while it runs sends nothing more.
    store.dispatch(stayFlow.trigger({ kind: 'settle', id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.rooms.settle).toHaveBeenCalledTimes(1);
    expect(store.getState().rooms.detail?.state).toBe('settled');
    expect(api.rooms.stays).toHaveBeenLastCalledWith({ state: 'open' });
    expect(stayFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, id: 7 },
    });
  });

  it('saves the statement under the server’s file name, and says why it could not', async () => {
    const { store, api, saveFile } = await openStay();
    const file = new Blob(['pdf']);
    api.rooms.statement.mockResolvedValue(file);
    store.dispatch(stayFlow.trigger({ kind: 'statement', id: 7, format: 'pdf' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(saveFile).toHaveBeenCalledWith(file, 'stay-7.pdf');

    api.rooms.statement.mockRejectedValue(new ApiError('No statement', 404));
    store.dispatch(stayFlow.trigger({ kind: 'statement', id: 7, format: 'csv' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stayFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'No statement', code: 404 },
    });
  });

  it('opening a stay starts afresh, and a stay that cannot be read says why', async () => {
    const { store, api } = await openStay();
    api.rooms.settle.mockRejectedValue(new ApiError('Already settled', 409));
    store.dispatch(stayFlow.trigger({ kind: 'settle', id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stayFlow.select(store.getState()).status).toBe('failed');

    api.rooms.stay.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(roomsActions.stayRequested(8));
    await vi.advanceTimersByTimeAsync(0);
    expect(stayFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, id: 8, message: 'Not Found', seq: 1 },
    });
  });
});
