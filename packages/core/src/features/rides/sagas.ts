import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { RIDES_REFRESH_MS } from '../config/constants';
import { selectRideGroupingId } from '../ride-request/selectors';
import { selectStartRoute, selectUser } from '../auth/slice';
import type { RouteName } from '../roles/routes';
import type { User } from '../auth/schemas';
import {
  type ProcessedRidesResponse,
  type Ride,
  type RideEnvelope,
  type RideList,
  type RideShare,
  type StreamTicket,
} from './schemas';
import type { RideUpdateFields } from './creation';
import { canResend, resendDraft } from './ride-rules';
import { appliedFare, findPricedGrouping } from '../fares/fare-stack';
import { bookRide, type BookingDraft, type BookingOutcome } from '../ride-request/booking';
import type { GroupingSearchResponse } from '../groupings/schemas';
import { selectHistory, ridesActions } from './slice';
import type { RidesState } from './rides-state';
import { readStream, retryWaits } from './live-stream';
import { ApiError } from '../../api/api-error';
import {
  loadFlow,
  monitoredFlow,
  payloadId,
  payloadRowId,
  readFlow,
} from '../common/monitored-flow';
import { documentFlows } from './document-flows';

const refreshLists = loadFlow('services refresh failed', ridesActions.listsFailed, function* () {
  const { api } = yield* dependencies();
  const [inProcess, scheduled]: [RideList, RideList] = yield all([
    call(api.services.listInProcess),
    call(api.services.listScheduled),
  ]);
  yield put(ridesActions.listsLoaded({ inProcess, scheduled }));
});

/** In-process and scheduled lists every 60 s while logged in; cancelled at log-out. */
export function* pollRideLists() {
  while (true) {
    yield call(refreshLists);
    yield delay(RIDES_REFRESH_MS);
  }
}

const rowAction = monitoredFlow(ridesActions.actionFinished);

const cancelRide = rowAction('cancel', payloadId, function* (request: PayloadAction<number>) {
  const { api } = yield* dependencies();
  yield call(api.services.cancel, request.payload);
  yield put(ridesActions.rideCancelled(request.payload));
  return { key: 'success.ride_cancelled' };
});

/** Sends the requoted ride once the user confirmed, through the one booking flow. */
const sendResend = rowAction(
  'resend',
  (request: { previous: Ride }) => request.previous.id,
  function* ({ user, draft }: { previous: Ride; user: User | null; draft: BookingDraft }) {
    const outcome: BookingOutcome = yield call(bookRide, {
      booker: user?.is_employee ? 'employee' : 'client',
      draft,
    });
    // The booking flow already turned the failure into text; it is reported as the server's.
    if (!outcome.ok) throw new ApiError(outcome.message, 0, outcome.errors);
    yield put(ridesActions.rideResent(outcome.service));
    return { key: 'success.service_resent' };
  },
);

/**
 * Resend (spec §4): only an ended ride; the same trip in the same grouping is
 * requoted and the price shown, and only the user's confirmation sends it — through the one
 * booking flow, at the price they saw.
 */
function* resendRide(action: PayloadAction<Ride>) {
  const { api } = yield* dependencies();
  const previous = action.payload;
  const draft = resendDraft(previous);
  const fallbackGrouping: number | null = yield select(selectRideGroupingId);
  const groupingId = draft?.groupingId ?? fallbackGrouping;
  if (!canResend(previous) || !draft || groupingId === null) {
    yield put(
      ridesActions.resendQuoteFailed({
        id: previous.id,
        error: canResend(previous) ? 'ride.all_request_faile' : 'ride.resend_not_final',
      }),
    );
    return;
  }
  let amount: number | null;
  let currency: string | null;
  try {
    const quote: GroupingSearchResponse = yield call(api.groupings.search, {
      agrupacion_id: groupingId,
      origin: { latitude: draft.origin.latitude, longitude: draft.origin.longitude },
      destination: {
        latitude: draft.destination.latitude,
        longitude: draft.destination.longitude,
      },
      passengers: draft.passengers ?? undefined,
    });
    const grouping = findPricedGrouping(quote.agrupations, groupingId);
    if (!grouping) {
      yield put(ridesActions.resendQuoteFailed({ id: previous.id, error: 'ride.resend_unpriced' }));
      return;
    }
    amount = appliedFare(grouping.fare, false);
    currency = grouping.currency;
  } catch (error) {
    yield put(ridesActions.resendQuoteFailed({ id: previous.id, error: errorMessage(error) }));
    return;
  }
  yield put(ridesActions.resendQuoted({ id: previous.id, amount, currency }));
  const { confirmed } = yield race({
    confirmed: take(
      (next: { type: string; payload?: unknown }) =>
        next.type === ridesActions.resendConfirmed.type && next.payload === previous.id,
    ),
    dismissed: take([ridesActions.resendDismissed.type, ridesActions.resendRequested.type]),
  });
  if (!confirmed) return;
  const user: User | null = yield select(selectUser);
  yield call(sendResend, { previous, user, draft: { ...draft, groupingId, fare: amount } });
}

const updateRide = rowAction(
  'edit',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; changes: RideUpdateFields }>) {
    const { api } = yield* dependencies();
    const { id, changes } = request.payload;
    const updated: RideEnvelope = yield call(api.services.update, id, { service: changes });
    yield put(ridesActions.rideChanged(updated.service));
    return { key: 'success.edited_service' };
  },
);

/** My trips: processed services, paged by 10. */
const loadHistory = loadFlow('history load failed', ridesActions.historyFailed, function* () {
  const { api } = yield* dependencies();
  const history: RidesState['history'] = yield select(selectHistory);
  const page: ProcessedRidesResponse = yield call(api.services.listProcessed, {
    ...history.filters,
    limit: history.limit,
    offset: history.offset,
  });
  yield put(ridesActions.historyLoaded({ items: page.services, total: page.total }));
});

/**
 * The user's services live (docs/architecture.md, data flow): each stream needs a fresh one-use ticket, so a lost
 * stream is reopened here with a new one rather than by the browser. Whatever changed while
 * it was down comes in with a refresh as soon as it is back; the 60 s poll goes on anyway.
 */
export function* followRideEvents() {
  const { api, openEventStream } = yield* dependencies();
  if (!openEventStream) return;
  const waits = retryWaits();
  let reconnecting = false;
  while (true) {
    let opened = false;
    try {
      const { ticket }: StreamTicket = yield call(api.services.streamTicket);
      const wasReconnecting = reconnecting;
      opened = yield call(readStream, openEventStream, 'services/events', { ticket }, function* () {
        yield put(ridesActions.liveChanged('open'));
        if (wasReconnecting) yield call(refreshLists);
      });
    } catch (error) {
      console.warn('live updates unavailable', errorMessage(error));
    }
    yield put(ridesActions.liveChanged('off'));
    reconnecting = true;
    yield delay(waits.next(opened));
  }
}

const shareRide = readFlow(
  (error, { payload: id }: PayloadAction<number>) => ridesActions.shareFailed({ id, error }),
  function* ({ payload: id }) {
    const { api } = yield* dependencies();
    const share: RideShare = yield call(api.services.share, id);
    yield put(ridesActions.shareSucceeded({ id, url: share.url }));
  },
);

/** A shared trip: read once, then followed on its own stream until the page closes it. */
function* followSharedTrip(action: PayloadAction<string>) {
  const { api, openEventStream } = yield* dependencies();
  const token = action.payload;
  try {
    const shared: RideEnvelope = yield call(api.services.shared, token);
    yield put(ridesActions.sharedTripLoaded(shared.service));
  } catch (error) {
    yield put(ridesActions.sharedTripFailed(errorMessage(error)));
    return;
  }
  if (!openEventStream) return;
  const waits = retryWaits();
  while (true) {
    // The stream's first event is the trip as it is now, so a reopened stream catches up.
    const opened: boolean = yield call(
      readStream,
      openEventStream,
      'services/shared/events',
      { token },
      function* () {},
    );
    yield delay(waits.next(opened));
  }
}

/**
 * The shared trip of /history?token=…, for everyone logged in or not, until the page
 * closes it. The store starts it (store.ts's sharedTripSaga) from the sagas' chunk.
 */
export function* sharedTrip(action: PayloadAction<string>) {
  yield race([call(followSharedTrip, action), take(ridesActions.sharedTripClosed.type)]);
}

/** Runs while a session is open (see store/root-saga). */
export function* ridesSessionSaga() {
  yield all([
    call(pollRideLists),
    call(followRideEvents),
    takeEvery(ridesActions.shareRequested.type, shareRide),
    takeEvery(ridesActions.refreshRequested.type, refreshLists),
    takeEvery(ridesActions.cancelRequested.type, cancelRide),
    takeLatest(ridesActions.resendRequested.type, resendRide),
    takeEvery(ridesActions.updateRequested.type, updateRide),
    takeLatest(ridesActions.historyRequested.type, loadHistory),
    ...Object.values(documentFlows).map((flow) => fork(flow.saga)),
    call(startHistory),
  ]);
}

/**
 * A visit that opened at My trips with a stored token asks for its first page as soon as
 * the session's sagas listen, beside the page's chunk; the page, finding it pending, does
 * not ask again.
 */
function* startHistory() {
  const route: RouteName | null = yield select(selectStartRoute);
  const history: RidesState['history'] = yield select(selectHistory);
  if (route === 'history' && history.status === 'idle') yield put(ridesActions.historyRequested());
}
