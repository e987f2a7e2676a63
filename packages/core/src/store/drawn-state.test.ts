import { describe, expect, it } from 'vitest';
import { selectInProcessRides } from '../features/rides/slice';
import { makeRide, makeSession } from '../testing/factories';
import { makeTestStore, signedInStore } from '../testing/test-store';
import { loadSessionSagas } from './session-loader';
import { drawnStateReceived, type RootState } from './store';

describe('a store starting from the state a screen was drawn from', () => {
  it('takes the drawn session and lists as its own', async () => {
    // The session's sagas bring the ride slices in, as the drawn page's modules do.
    await loadSessionSagas();
    const ride = makeRide({ id: 41 });
    const drawnFrom = signedInStore(makeSession(), {
      answers: (api) => api.services.listInProcess.mockResolvedValue([ride]),
    });
    await expect.poll(() => selectInProcessRides(drawnFrom.store.getState())).toEqual([ride]);
    const drawn = JSON.parse(JSON.stringify(drawnFrom.store.getState())) as Partial<RootState>;

    const { store } = makeTestStore();
    store.dispatch(drawnStateReceived(drawn));
    const state = store.getState();
    expect(state.auth.session).toBe('authenticated');
    expect(selectInProcessRides(state)).toEqual([ride]);
  });
});
