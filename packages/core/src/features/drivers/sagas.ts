/**
 * The driver's session at work: the shift read on opening, the offers and ride followed by
 * the event stream with a poll beneath it, the steps kept on the phone and sent in order,
 * and the position sent at the cadence's pace over the live socket or, without it, by HTTP.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, channel, eventChannel, type Channel, type Task } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  cancel,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../store/error-message';
import type { KeyValueStorage } from '../../store/storage';
import { worthRetrying, type DriverApi } from './api';
import { shouldSendFix, type Fix } from './position-cadence';
import { createPositionSocket, type OpenSocket, type PositionSocket } from './position-socket';
import type {
  Driver,
  DriverEarnings,
  DriverLoginResponse,
  DriverPosition,
  DriverRide,
  DriverRides,
  DriverShiftState,
  DriverShiftSummary,
  DriverVehicle,
} from './schemas';
import {
  driversActions as actions,
  selectDriverOnline,
  selectDriverPhase,
  selectDriverRide,
  selectLocationState,
  selectStreaming,
  type DriverPhase,
  type LocationState,
} from './slice';
import { createStepQueue, storageStepStore, type StepQueue } from './step-queue';

export const DRIVER_STORAGE = {
  token: 'parada.driver.token',
  steps: 'parada.driver.steps',
} as const;

/** The poll while the event stream is not open, and the safety poll while it is. */
export const POLL_MS = 2_000;
export const STREAMING_POLL_MS = 20_000;
/** How long after a stream ends or fails the next one is tried. */
export const STREAM_RETRY_MS = 3_000;
/** The positions kept without signal: the most `POST driver/positions` takes. */
export const MAX_KEPT_POSITIONS = 120;

/** One reading of the phone's position; heading in degrees, speed in m/s (as the browser). */
export interface PositionReading {
  latitude: number;
  longitude: number;
  heading?: number | null;
  speed?: number | null;
}

export type LocationProblem = 'denied' | 'unavailable' | 'timeout';

export interface EventStreamCallbacks {
  onOpen: () => void;
  onMessage: () => void;
  /** The stream ended or failed. */
  onEnd: () => void;
}

/** What the driver's sagas reach the phone through: core touches no browser global. */
export interface DriverDependencies {
  api: DriverApi;
  /** The token and the kept steps (localStorage in the app). */
  storage: KeyValueStorage;
  /** A fresh idempotency key for a step. */
  newKey: () => string;
  now?: () => number;
  /** The driver's event stream (`GET driver/events`), opened with the token; returns its close. */
  followEvents?: (token: string, callbacks: EventStreamCallbacks) => () => void;
  /** The phone's position as it changes (`watchPosition`); returns what stops it. */
  watchPosition?: (
    onReading: (reading: PositionReading) => void,
    onProblem: (problem: LocationProblem) => void,
  ) => () => void;
  /** A permission given or refused before needs no question. */
  locationPermission?: () => Promise<'granted' | 'denied' | 'prompt'>;
  /** The browser's online and offline events; returns what stops listening. */
  watchOnline?: (onChange: (online: boolean) => void) => () => void;
  /** An offer's sound and vibration. */
  alertOffer?: () => void;
  /** The live position socket; without it every position goes by HTTP. */
  openSocket?: OpenSocket;
  socketUrl?: () => string;
}

export const DRIVER_DEPENDENCIES = 'driverDependencies';

/** What the sagas of one store share: its queue, its kept positions, its socket. */
interface Session {
  deps: DriverDependencies;
  queue: StepQueue;
  kept: DriverPosition[];
  /** When each position was read, to keep them in that order. */
  taken: WeakMap<DriverPosition, number>;
  lastSent: Fix | null;
  seenOffer: number | null;
  socket: PositionSocket | null;
}

/**
 * Keeps positions to send later, in the order they were taken (calls fail in any order),
 * the newest last: the server takes the last of a batch as where the car is.
 */
function keep(session: Session, positions: readonly DriverPosition[]) {
  const taken = (position: DriverPosition) => session.taken.get(position) ?? 0;
  session.kept = [...session.kept, ...positions]
    .sort((a, b) => taken(a) - taken(b))
    .slice(-MAX_KEPT_POSITIONS);
}

function* signOut(session: Session) {
  session.deps.storage.removeItem(DRIVER_STORAGE.token);
  yield put(actions.signedOut());
}

/** A call that failed: no answer means no signal; a 401 means the session is over. */
function* failed(session: Session, caught: unknown) {
  if (isApiError(caught) && caught.status === 0) yield put(actions.online(false));
  else if (isApiError(caught) && caught.status === 401) yield call(signOut, session);
  else yield put(actions.failed(errorMessage(caught)));
}

function* flush(session: Session) {
  const { queue } = session;
  if (queue.pending().length === 0) return;
  const result: Awaited<ReturnType<StepQueue['flush']>> = yield call(queue.flush);
  yield put(
    actions.stepsFlushed({ sent: result.sent, refused: result.refused, pending: queue.pending() }),
  );
  if (result.waiting > 0 && result.sent.length === 0) yield put(actions.online(false));
}

function* sendKeptPositions(session: Session) {
  const kept = session.kept;
  if (kept.length === 0) return;
  session.kept = [];
  try {
    yield call(session.deps.api.positions, kept);
  } catch (caught) {
    if (!worthRetrying(caught)) return;
    keep(session, kept);
    throw caught;
  }
}

function* refresh(session: Session) {
  const { api, alertOffer } = session.deps;
  try {
    const rides: DriverRides = yield call(api.rides);
    yield put(actions.online(true));
    yield call(flush, session);
    yield call(sendKeptPositions, session);
    yield put(actions.ridesLoaded(rides));
    if (rides.offer && session.seenOffer !== rides.offer.id) {
      session.seenOffer = rides.offer.id;
      alertOffer?.();
    }
  } catch (caught) {
    yield call(failed, session, caught);
  }
}

function* load(session: Session) {
  const { api } = session.deps;
  const phase: DriverPhase = yield select(selectDriverPhase);
  if (phase !== 'loading') return;
  try {
    const [driver, shift, list]: [Driver, DriverShiftState, { vehicles: DriverVehicle[] }] =
      yield all([call(api.me), call(api.shift), call(api.vehicles)]);
    yield put(actions.pendingChanged(session.queue.pending()));
    yield put(actions.loaded({ driver, shift, vehicles: list.vehicles }));
  } catch (caught) {
    if (isApiError(caught) && caught.status === 401) yield call(signOut, session);
    else if (session.queue.pending().length > 0 || (isApiError(caught) && caught.status === 0)) {
      yield put(actions.pendingChanged(session.queue.pending()));
      yield put(actions.loadedOffline());
    } else yield put(actions.failed(errorMessage(caught)));
  }
}

/** A command of the driver's: busy while it runs, its failure said on screen. */
type Work<P> = (payload: P) => Generator<unknown, void, never>;

function command<P>(session: Session, work: Work<P>) {
  return function* run(action: PayloadAction<P>): Generator<unknown, void, never> {
    yield put(actions.busy(true));
    try {
      yield* work(action.payload);
    } catch (caught) {
      yield call(failed, session, caught);
    } finally {
      yield put(actions.busy(false));
    }
  };
}

function* takeStep(session: Session, action: ReturnType<typeof actions.stepTaken>) {
  const ride: DriverRide | null = yield select(selectDriverRide);
  if (!ride) return;
  const { action: step, body } = action.payload;
  yield put(actions.errorCleared());
  session.queue.enqueue({ rideId: ride.id, action: step, ...(body ? { body } : {}) });
  yield put(actions.pendingChanged(session.queue.pending()));
  if (step === 'finish') {
    yield put(
      actions.receiptShown({
        ...ride,
        status_code: 8,
        fare: ride.fare ?? body?.fare ?? null,
        payment_method: body?.payment_method ?? ride.payment_method,
      }),
    );
  }
  yield call(flush, session);
}

function* loadEarnings(session: Session) {
  try {
    const earnings: DriverEarnings = yield call(session.deps.api.earnings);
    yield put(actions.earningsLoaded(earnings));
  } catch (caught) {
    yield put(actions.earningsFailed(errorMessage(caught)));
  }
}

/** One refresh at a time; requests made meanwhile come to one more. */
function* refresher(session: Session) {
  const requests: Channel<PayloadAction> = yield actionChannel(
    actions.refreshRequested.type,
    buffers.sliding(1),
  );
  for (;;) {
    yield take(requests);
    const phase: DriverPhase = yield select(selectDriverPhase);
    if (phase === 'shift') yield call(refresh, session);
  }
}

/** The poll: every 2 s while the event stream is not open, every 20 s while it is. */
function* poll() {
  for (;;) {
    yield put(actions.refreshRequested());
    const streaming: boolean = yield select(selectStreaming);
    yield race([delay(streaming ? STREAMING_POLL_MS : POLL_MS), take(actions.streaming.type)]);
  }
}

type StreamEvent = 'open' | 'message' | 'end';

/** Offers and ride changes arrive by the driver's event stream; it is opened again if it ends. */
function* follow(session: Session) {
  const { followEvents, storage } = session.deps;
  if (!followEvents) return;
  for (;;) {
    const token = storage.getItem(DRIVER_STORAGE.token);
    if (!token) return;
    const events = eventChannel<StreamEvent>((emit) =>
      followEvents(token, {
        onOpen: () => emit('open'),
        onMessage: () => emit('message'),
        onEnd: () => emit('end'),
      }),
    );
    try {
      for (;;) {
        const event: StreamEvent = yield take(events);
        if (event === 'end') break;
        if (event === 'open') yield put(actions.streaming(true));
        else yield put(actions.refreshRequested());
      }
    } finally {
      events.close();
      yield put(actions.streaming(false));
    }
    yield delay(STREAM_RETRY_MS);
  }
}

/** A position goes over the open socket, else by `PUT driver/position`, kept if unanswered. */
function* sendPosition(session: Session, position: DriverPosition) {
  if (session.socket?.send(position)) return;
  try {
    yield call(session.deps.api.position, position);
  } catch (caught) {
    // A refusal (the shift is over, the account suspended) would be refused again.
    if (worthRetrying(caught)) keep(session, [position]);
  }
}

type Reading = { reading: PositionReading } | { problem: LocationProblem };

function* watchFixes(session: Session) {
  const { watchPosition, now = Date.now } = session.deps;
  if (!watchPosition) return;
  const readings = eventChannel<Reading>((emit) =>
    watchPosition(
      (reading) => emit({ reading }),
      (problem) => emit({ problem }),
    ),
  );
  try {
    for (;;) {
      const next: Reading = yield take(readings);
      if ('problem' in next) {
        // A fix late in coming (a car standing still) is no failure: the watch goes on.
        if (next.problem === 'timeout') continue;
        yield put(actions.location(next.problem === 'denied' ? 'refused' : 'unavailable'));
        continue;
      }
      const { reading } = next;
      const state: LocationState = yield select(selectLocationState);
      if (state !== 'on') yield put(actions.location('on'));
      const fix: Fix = { latitude: reading.latitude, longitude: reading.longitude, at: now() };
      if (!shouldSendFix(session.lastSent, fix)) continue;
      session.lastSent = fix;
      const { heading, speed } = reading;
      const position: DriverPosition = {
        latitude: fix.latitude,
        longitude: fix.longitude,
        ...(heading != null && Number.isFinite(heading) ? { heading } : {}),
        ...(speed != null && Number.isFinite(speed) ? { speed: Math.min(speed * 3.6, 400) } : {}),
      };
      session.taken.set(position, fix.at);
      yield fork(sendPosition, session, position);
    }
  } finally {
    readings.close();
  }
}

// An unreadable position (no fix under a bridge) keeps the watch: the next fix clears it.
const watching = (state: LocationState) => state === 'on' || state === 'unavailable';

/** The position is watched while the driver lets it be. */
function* location(session: Session) {
  for (;;) {
    const before: LocationState = yield select(selectLocationState);
    const task: Task | null = watching(before) ? yield fork(watchFixes, session) : null;
    for (;;) {
      const now: LocationState = yield select(selectLocationState);
      if (watching(now) !== watching(before)) break;
      yield take([actions.location.type, actions.locationAllowed.type]);
    }
    if (task) yield cancel(task);
  }
}

type SocketEvent = 'signedOut' | 'suspended';

/** The live socket: open while the app is online; what it could not deliver is kept. */
function* liveSocket(session: Session) {
  const { openSocket, socketUrl, storage } = session.deps;
  if (!openSocket || !socketUrl) return;
  const events = channel<SocketEvent>(buffers.expanding(4));
  const socket = createPositionSocket({
    url: socketUrl(),
    token: () => storage.getItem(DRIVER_STORAGE.token),
    open: openSocket,
    onDropped: (positions) => keep(session, positions),
    onSignedOut: () => events.put('signedOut'),
    onSuspended: () => events.put('suspended'),
  });
  session.socket = socket;
  let suspended = false;
  try {
    yield fork(function* closed() {
      for (;;) {
        const event: SocketEvent = yield take(events);
        if (event === 'signedOut') yield call(signOut, session);
        // As a 403 on the PUT: the positions go by HTTP, which refuses them in turn.
        else suspended = true;
      }
    });
    for (;;) {
      const online: boolean = yield select(selectDriverOnline);
      if (online && !suspended) socket.start();
      else socket.stop();
      yield take([actions.online.type]);
    }
  } finally {
    socket.stop();
    session.socket = null;
    events.close();
  }
}

function* shiftSagas(session: Session) {
  yield all([
    fork(poll),
    fork(follow, session),
    fork(location, session),
    fork(liveSocket, session),
  ]);
}

/** The shift's timers, stream, watch and socket live exactly while the shift is on screen. */
function* shiftScope(session: Session) {
  for (;;) {
    const phase: DriverPhase = yield select(selectDriverPhase);
    if (phase !== 'shift') {
      yield take('*');
      continue;
    }
    const task: Task = yield fork(shiftSagas, session);
    for (;;) {
      const now: DriverPhase = yield select(selectDriverPhase);
      if (now !== 'shift') break;
      yield take('*');
    }
    yield cancel(task);
  }
}

function* online(session: Session) {
  const { watchOnline } = session.deps;
  if (!watchOnline) return;
  const changes = eventChannel<boolean>((emit) => watchOnline(emit));
  for (;;) {
    const up: boolean = yield take(changes);
    yield put(actions.online(up));
    if (up) yield put(actions.refreshRequested());
  }
}

function* askedBefore(session: Session) {
  const { locationPermission } = session.deps;
  if (!locationPermission) return;
  try {
    const state: Awaited<ReturnType<typeof locationPermission>> = yield call(locationPermission);
    if (state === 'granted') yield put(actions.location('on'));
    if (state === 'denied') yield put(actions.location('refused'));
  } catch {
    // The Permissions API is missing or refuses the query: the app asks.
  }
}

/** Every saga of the driver's store. */
export function* driverSaga() {
  const deps: DriverDependencies = yield getContext(DRIVER_DEPENDENCIES);
  const { api, storage } = deps;
  const session: Session = {
    deps,
    queue: createStepQueue({
      store: storageStepStore(storage, DRIVER_STORAGE.steps),
      send: (step) => api.sendStep(step),
      newKey: deps.newKey,
    }),
    kept: [],
    taken: new WeakMap(),
    lastSent: null,
    seenOffer: null,
    socket: null,
  };
  const run = <P>(work: Work<P>) => command(session, work);
  yield all([
    takeLatest([actions.appStarted.type, actions.newShift.type], load, session),
    takeLeading(
      actions.logInRequested.type,
      run(function* ({ username, password }: { username: string; password: string }) {
        const answer: DriverLoginResponse = yield call(api.logIn, username, password);
        storage.setItem(DRIVER_STORAGE.token, answer.token);
        yield put(actions.newShift());
      }),
    ),
    takeLeading(
      actions.logOutRequested.type,
      run(function* () {
        try {
          yield call(api.logOut);
        } catch {
          // Signed out on the phone whatever the server answered.
        }
        yield call(signOut, session);
      }),
    ),
    takeLeading(
      actions.shiftStartRequested.type,
      run(function* (vehicleId: number) {
        const shift: DriverShiftState = yield call(api.startShift, vehicleId);
        const driver: Driver = yield call(api.me);
        yield put(actions.shiftStarted({ shift, driver }));
      }),
    ),
    takeLeading(
      actions.shiftEndRequested.type,
      run(function* () {
        const summary: DriverShiftSummary = yield call(api.endShift);
        yield put(actions.shiftEnded(summary));
      }),
    ),
    takeLeading(
      actions.availabilityRequested.type,
      run(function* (available: boolean) {
        const driver: Driver = yield call(api.setAvailable, available);
        yield put(actions.driverChanged(driver));
      }),
    ),
    takeLeading(
      actions.acceptRequested.type,
      run(function* (id: number) {
        const { service }: { service: DriverRide } = yield call(api.accept, id);
        yield put(actions.offerTaken(service));
      }),
    ),
    takeLeading(
      actions.declineRequested.type,
      run(function* (id: number) {
        yield call(api.cancel, id);
        yield put(actions.offerDeclined());
      }),
    ),
    takeLeading(
      actions.cancelRequested.type,
      run(function* ({ id, reason }: { id: number; reason: string }) {
        yield call(api.cancel, id, reason);
        yield put(actions.rideLeft());
      }),
    ),
    takeLeading(
      actions.noShowRequested.type,
      run(function* (id: number) {
        yield call(api.noShow, id);
        yield put(actions.rideLeft());
      }),
    ),
    takeEvery(actions.stepTaken.type, takeStep, session),
    takeEvery(actions.receiptClosed.type, function* () {
      yield put(actions.refreshRequested());
    }),
    takeLatest(actions.earningsRequested.type, loadEarnings, session),
    fork(refresher, session),
    fork(shiftScope, session),
    fork(online, session),
    fork(askedBefore, session),
  ]);
}
