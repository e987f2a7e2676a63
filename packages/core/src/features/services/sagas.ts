import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { dependencies, type OpenEventStream } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { SERVICES_REFRESH_MS } from '../config/constants';
import { selectRideAgrupationId } from '../rides/selectors';
import { selectUser } from '../auth/slice';
import type { User } from '../auth/schemas';
import {
  SERVICES_PDF_FILENAME,
  receiptFileName,
  statementFileName,
  type StatementFormat,
} from './api';
import {
  type ProcessedServicesResponse,
  type Service,
  type ServiceEnvelope,
  type ServiceList,
  type ServiceEvent,
  type ServiceShare,
  type ServiceUpdateFields,
  type StreamTicket,
  serviceEventSchema,
} from './schemas';
import { canResend, resendDraft } from './service-rules';
import { appliedFare, findPricedGrouping } from '../fares/fare-stack';
import { bookRide, type BookingOutcome } from '../rides/booking';
import type { AgrupationSearchResponse } from '../groupings/schemas';
import { selectHistory, servicesActions, type ServicesState } from './slice';

function* refreshLists() {
  const { api } = yield* dependencies();
  try {
    const [inProcess, scheduled]: [ServiceList, ServiceList] = yield all([
      call(api.services.listInProcess),
      call(api.services.listScheduled),
    ]);
    yield put(servicesActions.listsLoaded({ inProcess, scheduled }));
  } catch (error) {
    console.warn('services refresh failed', errorMessage(error));
    yield put(servicesActions.listsFailed());
  }
}

/** In-process and scheduled lists every 60 s while logged in; cancelled at log-out. */
export function* pollServiceLists() {
  while (true) {
    yield call(refreshLists);
    yield delay(SERVICES_REFRESH_MS);
  }
}

function* cancelService(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    yield call(api.services.cancel, action.payload);
    yield put(servicesActions.cancelSucceeded(action.payload));
  } catch (error) {
    yield put(servicesActions.cancelFailed({ id: action.payload, error: errorMessage(error) }));
  }
}

/**
 * Resend (spec §4, issue #13): only an ended ride; the same trip in the same grouping is
 * requoted and the price shown, and only the user's confirmation sends it — through the one
 * booking flow, at the price they saw.
 */
function* resendService(action: PayloadAction<Service>) {
  const { api } = yield* dependencies();
  const previous = action.payload;
  const draft = resendDraft(previous);
  const fallbackGrouping: number | null = yield select(selectRideAgrupationId);
  const agrupationId = draft?.agrupationId ?? fallbackGrouping;
  if (!canResend(previous) || !draft || agrupationId === null) {
    yield put(
      servicesActions.resendQuoteFailed({
        id: previous.id,
        error: canResend(previous) ? 'ride.all_request_faile' : 'ride.resend_not_final',
      }),
    );
    return;
  }
  let amount: number | null;
  let currency: string | null;
  try {
    const quote: AgrupationSearchResponse = yield call(api.groupings.search, {
      agrupacion_id: agrupationId,
      origin: { latitude: draft.origin.latitude, longitude: draft.origin.longitude },
      destination: {
        latitude: draft.destination.latitude,
        longitude: draft.destination.longitude,
      },
      passengers: draft.passengers ?? undefined,
    });
    const grouping = findPricedGrouping(quote.agrupations, agrupationId);
    if (!grouping) {
      yield put(
        servicesActions.resendQuoteFailed({ id: previous.id, error: 'ride.resend_unpriced' }),
      );
      return;
    }
    amount = appliedFare(grouping.fare, false);
    currency = grouping.currency;
  } catch (error) {
    yield put(servicesActions.resendQuoteFailed({ id: previous.id, error: errorMessage(error) }));
    return;
  }
  yield put(servicesActions.resendQuoted({ id: previous.id, amount, currency }));
  const { confirmed } = yield race({
    confirmed: take(
      (next: { type: string; payload?: unknown }) =>
        next.type === servicesActions.resendConfirmed.type && next.payload === previous.id,
    ),
    dismissed: take([servicesActions.resendDismissed.type, servicesActions.resendRequested.type]),
  });
  if (!confirmed) return;
  const user: User | null = yield select(selectUser);
  const outcome: BookingOutcome = yield call(bookRide, {
    booker: user?.is_employee ? 'employee' : 'client',
    draft: { ...draft, agrupationId, fare: amount },
  });
  yield put(
    outcome.ok
      ? servicesActions.resendSucceeded({ previousId: previous.id, service: outcome.service })
      : servicesActions.resendFailed({ id: previous.id, error: outcome.message }),
  );
}

function* updateService(action: PayloadAction<{ id: number; changes: ServiceUpdateFields }>) {
  const { api } = yield* dependencies();
  const { id, changes } = action.payload;
  try {
    const updated: ServiceEnvelope = yield call(api.services.update, id, { service: changes });
    yield put(servicesActions.updateSucceeded(updated.service));
  } catch (error) {
    yield put(servicesActions.updateFailed({ id, error: errorMessage(error) }));
  }
}

/** My trips: processed services, paged by 10. */
function* loadHistory() {
  const { api } = yield* dependencies();
  const history: ServicesState['history'] = yield select(selectHistory);
  try {
    const page: ProcessedServicesResponse = yield call(api.services.listProcessed, {
      ...history.filters,
      limit: history.limit,
      offset: history.offset,
    });
    yield put(servicesActions.historyLoaded({ items: page.services, total: page.total }));
  } catch (error) {
    console.warn('history load failed', errorMessage(error));
    yield put(servicesActions.historyFailed());
  }
}

function* downloadPdf(action: PayloadAction<{ employee_id?: number } | undefined>) {
  const { api, saveFile } = yield* dependencies();
  try {
    const pdf: Blob = yield call(api.services.downloadPdf, action.payload ?? {});
    yield call(saveFile, pdf, SERVICES_PDF_FILENAME);
    yield put(servicesActions.pdfSaved());
  } catch (error) {
    yield put(servicesActions.pdfFailed(errorMessage(error)));
  }
}

function* downloadReceipt(action: PayloadAction<number>) {
  const { api, saveFile } = yield* dependencies();
  try {
    const pdf: Blob = yield call(api.services.receipt, action.payload);
    yield call(saveFile, pdf, receiptFileName(action.payload));
    yield put(servicesActions.documentSaved());
  } catch (error) {
    yield put(servicesActions.documentFailed(errorMessage(error)));
  }
}

function* downloadStatement(action: PayloadAction<{ month: string; format: StatementFormat }>) {
  const { api, saveFile } = yield* dependencies();
  const { month, format } = action.payload;
  try {
    const file: Blob = yield call(api.services.statement, month, format);
    yield call(saveFile, file, statementFileName(month, format));
    yield put(servicesActions.documentSaved());
  } catch (error) {
    yield put(servicesActions.documentFailed(errorMessage(error)));
  }
}

/** First wait before reopening a live stream that failed; it doubles up to the maximum. */
export const LIVE_RETRY_MIN_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 60_000;

type StreamMessage = { kind: 'open' } | { kind: 'message'; data: string } | { kind: 'error' };

function streamChannel(
  open: OpenEventStream,
  path: string,
  query: Record<string, string>,
): EventChannel<StreamMessage> {
  // Buffered: a burst of events must not be dropped while the saga is busy putting one.
  return eventChannel<StreamMessage>(
    (emit) =>
      open(path, query, {
        onOpen: () => emit({ kind: 'open' }),
        onMessage: (data) => emit({ kind: 'message', data }),
        onError: () => emit({ kind: 'error' }),
      }),
    buffers.expanding(16),
  );
}

/** A stream line as core's event, or null for anything else (a newer server's event kind). */
export function parseServiceEvent(data: string): ServiceEvent | null {
  try {
    const parsed = serviceEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function* applyServiceEvent(event: ServiceEvent) {
  if (event.type === 'service') yield put(servicesActions.servicePushed(event.service));
  else yield put(servicesActions.positionPushed(event));
}

/**
 * Reads one stream until it fails or the saga is cancelled (log-out), closing it either way.
 * `onOpen` runs each time the stream opens. Returns whether it ever opened.
 */
function* readStream(
  open: OpenEventStream,
  path: string,
  query: Record<string, string>,
  onOpen: () => Generator,
) {
  const channel: EventChannel<StreamMessage> = yield call(streamChannel, open, path, query);
  let opened = false;
  try {
    while (true) {
      const message: StreamMessage = yield take(channel);
      if (message.kind === 'error') return opened;
      if (message.kind === 'open') {
        opened = true;
        yield call(onOpen);
        continue;
      }
      const event = parseServiceEvent(message.data);
      if (event) yield call(applyServiceEvent, event);
    }
  } finally {
    channel.close();
  }
}

/** Waits before the next attempt: short after a stream that worked, doubling while none does. */
function retryWaits() {
  let wait = LIVE_RETRY_MIN_MS;
  return {
    next: (opened: boolean) => {
      if (opened) wait = LIVE_RETRY_MIN_MS;
      const current = wait;
      wait = Math.min(wait * 2, LIVE_RETRY_MAX_MS);
      return current;
    },
  };
}

/**
 * The user's services live (DESIGN §2): each stream needs a fresh one-use ticket, so a lost
 * stream is reopened here with a new one rather than by the browser. Whatever changed while
 * it was down comes in with a refresh as soon as it is back; the 60 s poll goes on anyway.
 */
export function* followServiceEvents() {
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
        yield put(servicesActions.liveChanged('open'));
        if (wasReconnecting) yield call(refreshLists);
      });
    } catch (error) {
      console.warn('live updates unavailable', errorMessage(error));
    }
    yield put(servicesActions.liveChanged('off'));
    reconnecting = true;
    yield delay(waits.next(opened));
  }
}

function* shareService(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    const share: ServiceShare = yield call(api.services.share, action.payload);
    yield put(servicesActions.shareSucceeded({ id: action.payload, url: share.url }));
  } catch (error) {
    yield put(servicesActions.shareFailed({ id: action.payload, error: errorMessage(error) }));
  }
}

/** A shared trip: read once, then followed on its own stream until the page closes it. */
function* followSharedTrip(action: PayloadAction<string>) {
  const { api, openEventStream } = yield* dependencies();
  const token = action.payload;
  try {
    const shared: ServiceEnvelope = yield call(api.services.shared, token);
    yield put(servicesActions.sharedTripLoaded(shared.service));
  } catch (error) {
    yield put(servicesActions.sharedTripFailed(errorMessage(error)));
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
  yield race([call(followSharedTrip, action), take(servicesActions.sharedTripClosed.type)]);
}

/** Runs while a session is open (see store/root-saga). */
export function* servicesSessionSaga() {
  yield all([
    call(pollServiceLists),
    call(followServiceEvents),
    takeEvery(servicesActions.shareRequested.type, shareService),
    takeEvery(servicesActions.refreshRequested.type, refreshLists),
    takeEvery(servicesActions.cancelRequested.type, cancelService),
    takeLatest(servicesActions.resendRequested.type, resendService),
    takeEvery(servicesActions.updateRequested.type, updateService),
    takeLatest(servicesActions.historyRequested.type, loadHistory),
    takeLatest(servicesActions.pdfRequested.type, downloadPdf),
    takeLatest(servicesActions.receiptRequested.type, downloadReceipt),
    takeLatest(servicesActions.statementRequested.type, downloadStatement),
  ]);
}
