/**
 * The driver's session on the phone: the shift, the offer and ride the server last gave,
 * the steps kept while there is no signal and what the server refused of them, and the
 * state of the phone's location. The driver's sagas (./sagas) move it.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Driver,
  DriverEarnings,
  DriverRide,
  DriverShiftState,
  DriverShiftSummary,
  DriverVehicle,
} from './schemas';
import type { QueuedAction, QueuedStep } from './step-queue';

export type DriverPhase = 'loading' | 'login' | 'vehicle' | 'shift' | 'summary';
/** Asked for / given / refused by the driver / no fix to be had (under a bridge). */
export type LocationState = 'ask' | 'on' | 'refused' | 'unavailable';

export interface StepRefusal {
  step: QueuedStep;
  message: string;
}

export interface DriversState {
  phase: DriverPhase;
  driver: Driver | null;
  shift: DriverShiftState | null;
  vehicles: DriverVehicle[];
  summary: DriverShiftSummary | null;
  offer: DriverRide | null;
  /** The ride the driver is on, as the server last said (or kept while its steps wait). */
  current: DriverRide | null;
  /** A completed ride's receipt, kept after the server has forgotten the ride. */
  receipt: DriverRide | null;
  online: boolean;
  /** Steps waiting on the phone, oldest first. */
  pending: QueuedStep[];
  refusals: StepRefusal[];
  location: LocationState;
  error: string | null;
  busy: boolean;
  /** The event stream is open (the poll slows down). */
  streaming: boolean;
  /** Today's and this week's earnings, as last read (null: not read yet). */
  earnings: DriverEarnings | null;
  earningsError: string | null;
}

export const initialDriversState: DriversState = {
  phase: 'login',
  driver: null,
  shift: null,
  vehicles: [],
  summary: null,
  offer: null,
  current: null,
  receipt: null,
  online: true,
  pending: [],
  refusals: [],
  location: 'ask',
  error: null,
  busy: false,
  streaming: false,
  earnings: null,
  earningsError: null,
};

/** The ride's status after each step. */
export const AFTER_STEP: Record<QueuedAction, number> = { arrive: 10, start: 7, finish: 8 };

/** The ride as the phone knows it: the server's last word with the steps still queued. */
export function withQueuedSteps(ride: DriverRide | null, steps: readonly QueuedStep[]) {
  if (!ride) return null;
  let status = ride.status_code;
  for (const step of steps) if (step.rideId === ride.id) status = AFTER_STEP[step.action];
  return status === ride.status_code ? ride : { ...ride, status_code: status };
}

export const driversSlice = createSlice({
  name: 'drivers',
  initialState: initialDriversState,
  reducers: {
    /** The app opens: with a stored token the session is read, else the sign-in shows. */
    appStarted: (state, action: PayloadAction<{ signedIn: boolean; online: boolean }>) => {
      state.phase = action.payload.signedIn ? 'loading' : 'login';
      state.online = action.payload.online;
    },
    loaded: (
      state,
      action: PayloadAction<{
        driver: Driver;
        shift: DriverShiftState;
        vehicles: DriverVehicle[];
      }>,
    ) => {
      state.driver = action.payload.driver;
      state.shift = action.payload.shift;
      state.vehicles = action.payload.vehicles;
      state.phase = action.payload.shift.shift ? 'shift' : 'vehicle';
    },
    /** Opened without signal: the shift goes on with what the phone kept. */
    loadedOffline: (state) => {
      state.online = false;
      state.phase = 'shift';
    },
    signedOut: (state) => ({
      ...initialDriversState,
      online: state.online,
      location: state.location,
    }),
    busy: (state, action: PayloadAction<boolean>) => {
      state.busy = action.payload;
      if (action.payload) state.error = null;
    },
    errorCleared: (state) => {
      state.error = null;
    },
    failed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    online: (state, action: PayloadAction<boolean>) => {
      state.online = action.payload;
    },
    streaming: (state, action: PayloadAction<boolean>) => {
      state.streaming = action.payload;
    },
    location: (state, action: PayloadAction<LocationState>) => {
      state.location = action.payload;
    },
    driverChanged: (state, action: PayloadAction<Driver>) => {
      state.driver = action.payload;
    },
    shiftStarted: (state, action: PayloadAction<{ shift: DriverShiftState; driver: Driver }>) => {
      state.shift = action.payload.shift;
      state.driver = action.payload.driver;
      state.phase = 'shift';
    },
    shiftEnded: (state, action: PayloadAction<DriverShiftSummary>) => {
      state.summary = action.payload;
      state.phase = 'summary';
      state.offer = null;
      state.current = null;
      state.receipt = null;
      state.streaming = false;
    },
    ridesLoaded: (
      state,
      action: PayloadAction<{ offer: DriverRide | null; current: DriverRide | null }>,
    ) => {
      state.online = true;
      state.offer = action.payload.offer;
      const before = state.current;
      // The server forgets a finished ride at once; the phone keeps it while its steps wait.
      const kept =
        !action.payload.current &&
        before &&
        state.pending.some((step) => step.rideId === before.id);
      if (!kept) state.current = action.payload.current;
    },
    offerTaken: (state, action: PayloadAction<DriverRide>) => {
      state.offer = null;
      state.current = action.payload;
    },
    offerDeclined: (state) => {
      state.offer = null;
    },
    rideLeft: (state) => {
      state.current = null;
    },
    /** The steps on the phone now (after one was kept or sent). */
    pendingChanged: (state, action: PayloadAction<QueuedStep[]>) => {
      state.pending = action.payload;
    },
    /** What the server took is the ride's state now, before the next read confirms it. */
    stepsFlushed: (
      state,
      action: PayloadAction<{ sent: QueuedStep[]; refused: StepRefusal[]; pending: QueuedStep[] }>,
    ) => {
      const { sent, refused, pending } = action.payload;
      const current = state.current;
      if (current) {
        const taken = sent.filter((step) => step.rideId === current.id).at(-1);
        if (taken) current.status_code = AFTER_STEP[taken.action];
      }
      state.pending = pending;
      // Two callers of one flush report the same refusals: each is said once.
      const said = new Set(state.refusals.map((item) => item.step.key));
      state.refusals.push(...refused.filter((item) => !said.has(item.step.key)));
    },
    receiptShown: (state, action: PayloadAction<DriverRide>) => {
      state.receipt = action.payload;
    },
    receiptClosed: (state) => {
      state.receipt = null;
      const current = state.current;
      if (current && !state.pending.some((step) => step.rideId === current.id)) {
        state.current = null;
      }
    },
    refusalDismissed: (state, action: PayloadAction<string>) => {
      state.refusals = state.refusals.filter((item) => item.step.key !== action.payload);
    },
    earningsRequested: (state) => {
      state.earnings = null;
      state.earningsError = null;
    },
    earningsLoaded: (state, action: PayloadAction<DriverEarnings>) => {
      state.earnings = action.payload;
    },
    earningsFailed: (state, action: PayloadAction<string>) => {
      state.earningsError = action.payload;
    },
    newShift: (state) => {
      state.phase = 'loading';
    },

    // Commands: the sagas act on them.
    logInRequested: (_state, _action: PayloadAction<{ username: string; password: string }>) => {},
    logOutRequested: () => {},
    shiftStartRequested: (_state, _action: PayloadAction<number>) => {},
    shiftEndRequested: () => {},
    availabilityRequested: (_state, _action: PayloadAction<boolean>) => {},
    acceptRequested: (_state, _action: PayloadAction<number>) => {},
    declineRequested: (_state, _action: PayloadAction<number>) => {},
    cancelRequested: (_state, _action: PayloadAction<{ id: number; reason: string }>) => {},
    noShowRequested: (_state, _action: PayloadAction<number>) => {},
    /** A step of the ride: kept on the phone first, so no signal loses it. */
    stepTaken: (
      _state,
      _action: PayloadAction<{ action: QueuedAction; body?: QueuedStep['body'] }>,
    ) => {},
    refreshRequested: () => {},
    /** The driver agreed to share the position (the browser asks next). */
    locationAllowed: (state) => {
      state.location = 'on';
    },
  },
  selectors: {
    selectDriverPhase: (state) => state.phase,
    selectDriver: (state) => state.driver,
    selectDriverShift: (state) => state.shift,
    selectDriverVehicles: (state) => state.vehicles,
    selectShiftSummary: (state) => state.summary,
    selectOffer: (state) => state.offer,
    selectReceipt: (state) => state.receipt,
    selectDriverOnline: (state) => state.online,
    selectPendingSteps: (state) => state.pending,
    selectStepRefusals: (state) => state.refusals,
    selectLocationState: (state) => state.location,
    selectDriverError: (state) => state.error,
    selectDriverBusy: (state) => state.busy,
    selectStreaming: (state) => state.streaming,
    selectEarnings: (state) => state.earnings,
    selectEarningsError: (state) => state.earningsError,
  },
});

export const driversActions = driversSlice.actions;
export const {
  selectDriverPhase,
  selectDriver,
  selectDriverShift,
  selectDriverVehicles,
  selectShiftSummary,
  selectOffer,
  selectReceipt,
  selectDriverOnline,
  selectPendingSteps,
  selectStepRefusals,
  selectLocationState,
  selectDriverError,
  selectDriverBusy,
  selectStreaming,
  selectEarnings,
  selectEarningsError,
} = driversSlice.selectors;

type WithDrivers = { drivers: DriversState };

/** The ride on screen: the server's with the steps still queued applied. */
export const selectDriverRide = createSelector(
  [(state: WithDrivers) => state.drivers.current, (state: WithDrivers) => state.drivers.pending],
  withQueuedSteps,
);

/** The receipt on screen: none for a completion the server refused (the ride was cancelled). */
export const selectShownReceipt = createSelector(
  [(state: WithDrivers) => state.drivers.receipt, (state: WithDrivers) => state.drivers.refusals],
  (receipt, refusals) =>
    receipt &&
    !refusals.some((item) => item.step.action === 'finish' && item.step.rideId === receipt.id)
      ? receipt
      : null,
);
