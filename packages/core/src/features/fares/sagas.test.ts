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
import { discountCheckFlow } from './discount-flow';
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

describe('a discount code applied in the fare dialog', () => {
  fakeTimersInEachTest();

  it('is checked on the chosen fare, which comes back repriced, and later searches carry it', async () => {
    const { store, api } = await routedStore();
    store.dispatch(faresActions.groupingChosen(grouping(1)));
    const repriced = grouping(1, {
      fare: { ...makeFare(19), amount_without_discount: 21 },
    });
    api.groupings.checkDiscount.mockResolvedValue({ agrupation: repriced });
    // The search again with the code, which the server prices likewise.
    api.groupings.search.mockResolvedValue({ agrupations: [repriced, NESTED] });
    store.dispatch(discountCheckFlow.trigger(' parada10 '));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.groupings.checkDiscount).toHaveBeenCalledWith(
      expect.objectContaining({ agrupacion_id: 3, chosen_id: 1, locator: 'parada10' }),
    );
    expect(discountCheckFlow.select(store.getState()).status).toBe('succeeded');
    expect(selectChosenGrouping(store.getState())?.fare?.amount_without_discount).toBe(21);
    expect(api.groupings.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ locator: 'parada10' }),
    );
  });

  it('fails with the server words and changes nothing when the code does not apply', async () => {
    const { store, api } = await routedStore();
    store.dispatch(faresActions.groupingChosen(grouping(1)));
    api.groupings.checkDiscount.mockRejectedValue(
      new ApiError('This code is not valid: check it and try again', 422),
    );
    const searches = api.groupings.search.mock.calls.length;
    store.dispatch(discountCheckFlow.trigger('NOPE'));
    await vi.advanceTimersByTimeAsync(0);
    const flow = discountCheckFlow.select(store.getState());
    expect(flow.status).toBe('failed');
    expect(flow.outcome).toMatchObject({
      ok: false,
      message: 'This code is not valid: check it and try again',
    });
    expect(store.getState().fares.locator).toBe('');
    expect(api.groupings.search.mock.calls.length).toBe(searches);
  });

  it('asks for a fare first, and an empty code takes the applied one off without asking', async () => {
    const { store, api } = await routedStore();
    store.dispatch(discountCheckFlow.trigger('PARADA10'));
    await vi.advanceTimersByTimeAsync(0);
    expect(discountCheckFlow.select(store.getState()).outcome).toMatchObject({
      message: 'fare.discount_not_applicable',
    });
    store.dispatch(faresActions.locatorEntered('PARADA10'));
    store.dispatch(discountCheckFlow.trigger(''));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.groupings.checkDiscount).not.toHaveBeenCalled();
    expect(store.getState().fares.locator).toBe('');
  });
});
