import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  makeGrouping,
  makeFare,
  makeSession,
  AIRPORT_T1,
  SANTS_STATION,
} from '../../testing/factories';
import { fakeTimersInEachTest, settledStore } from '../../testing/test-store';
import type { Grouping } from '../groupings/schemas';
import { rideRequestActions } from '../ride-request/slice';
import {
  faresActions,
  selectCanGoBackInFares,
  selectChosenGrouping,
  selectFareLevel,
} from './slice';

const grouping = (id: number, overrides: Partial<Grouping> = {}): Grouping =>
  makeGrouping({ id, permalink: `g${id}`, fare: makeFare(20 + id), ...overrides });

const NESTED = grouping(2, { fare: null, related_agrupations: [grouping(21), grouping(22)] });
const TOP = [grouping(1), NESTED];
const origin = SANTS_STATION;
const destination = AIRPORT_T1;

const routedStore = () =>
  settledStore(makeSession(), {
    answers: (api) => api.groupings.search.mockResolvedValue({ agrupations: TOP }),
    asks: [rideRequestActions.addressChosen(origin), rideRequestActions.addressChosen(destination)],
  });

describe('fare picker', () => {
  fakeTimersInEachTest();

  it('prices the ride once origin and destination are both chosen', async () => {
    const { store, api } = await routedStore();
    expect(api.groupings.search).toHaveBeenCalledOnce();
    expect(api.groupings.search).toHaveBeenCalledWith({
      agrupacion_id: 3,
      origin: { latitude: 41.379, longitude: 2.14 },
      destination: { latitude: 41.289, longitude: 2.073 },
      passengers: 1,
    });
    expect(selectFareLevel(store.getState()).map((g) => g.id)).toEqual([1, 2]);
  });

  it('goes a level deeper on a grouping without fare, back pops, a concrete choice selects', async () => {
    const { store } = await routedStore();
    store.dispatch(faresActions.groupingChosen(NESTED));
    expect(selectFareLevel(store.getState()).map((g) => g.id)).toEqual([21, 22]);
    expect(selectCanGoBackInFares(store.getState())).toBe(true);
    store.dispatch(faresActions.back());
    expect(selectFareLevel(store.getState()).map((g) => g.id)).toEqual([1, 2]);
    expect(selectCanGoBackInFares(store.getState())).toBe(false);
    store.dispatch(faresActions.groupingChosen(NESTED));
    store.dispatch(faresActions.groupingChosen(grouping(22)));
    expect(selectChosenGrouping(store.getState())?.id).toBe(22);
  });

  it('clearing origin or destination resets the fare', async () => {
    const { store } = await routedStore();
    store.dispatch(faresActions.groupingChosen(grouping(1)));
    store.dispatch(rideRequestActions.addressCleared('destination'));
    expect(selectChosenGrouping(store.getState())).toBeNull();
    expect(selectFareLevel(store.getState())).toEqual([]);
  });

  it('a discount code or locator searches again with it; a booking sends its date', async () => {
    const { store, api } = await routedStore();
    store.dispatch(
      rideRequestActions.scheduleChosen({
        fullDate: '2026-12-24 09:15',
        date: '2026-12-24',
        time: '09:15',
      }),
    );
    store.dispatch(faresActions.locatorEntered(' XMAS10 '));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.groupings.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ locator: 'XMAS10', fecha_servicio_diferido: '2026-12-24 09:15' }),
    );
  });

  it('a failed search alerts and sets a random locator from 1 to 10', async () => {
    const { store, api } = await routedStore();
    api.groupings.search.mockRejectedValue(
      new ApiError('Sorry, there is no service in this zone', 422),
    );
    store.dispatch(rideRequestActions.passengersChanged(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().fares).toMatchObject({
      status: 'failed',
      error: 'Sorry, there is no service in this zone',
      locator: '6',
    });
  });
});
