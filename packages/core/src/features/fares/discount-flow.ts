import { call, put, select } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { RuleError } from '../../store/error-message';
import { createFlow } from '../common/monitored-flow';
import type { DiscountCheckResponse } from '../groupings/schemas';
import { selectRideGroupingId } from '../ride-request/selectors';
import { selectRideRequest, type RideRequestState } from '../ride-request/slice';
import { faresActions, selectFares, type FaresState } from './slice';

/**
 * A discount code applied in the fare dialog: checked with the server on the chosen fare
 * for this trip, and only then taken, with the fare repriced. An unknown code, or one that
 * takes nothing off the fare, fails with the server's message and changes nothing. An
 * empty code takes off the one applied. Applying never books: it only prices.
 */
export const discountCheckFlow = createFlow(
  'fares/discount',
  function* (code: string) {
    const locator = code.trim();
    if (locator === '') {
      yield put(faresActions.locatorEntered(''));
      return;
    }
    const { api } = yield* dependencies();
    const ride: RideRequestState = yield select(selectRideRequest);
    const groupingId: number | null = yield select(selectRideGroupingId);
    const fares: FaresState = yield select(selectFares);
    if (!fares.selected || !ride.origin || !ride.destination || groupingId === null) {
      throw new RuleError('fare.discount_not_applicable');
    }
    const checked: DiscountCheckResponse = yield call(api.groupings.checkDiscount, {
      agrupacion_id: groupingId,
      origin: { latitude: ride.origin.latitude, longitude: ride.origin.longitude },
      destination: { latitude: ride.destination.latitude, longitude: ride.destination.longitude },
      passengers: ride.passengers,
      ...(ride.schedule
        ? { fecha_servicio_diferido: `${ride.schedule.date} ${ride.schedule.time}` }
        : {}),
      locator,
      chosen_id: fares.selected.id,
    });
    yield put(faresActions.groupingChosen(checked.agrupation));
    // The next searches price every fare with it, so another fare chosen keeps it.
    yield put(faresActions.locatorEntered(locator));
  },
  { take: 'latest' },
);
