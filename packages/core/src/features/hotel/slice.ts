import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFieldError } from '../../api/api-error';
import type { FlowStatus } from '../common/monitored-flow';
import { loadReducers, type LoadStatus } from '../common/load-reducers';
import { isRideDraftChange } from '../ride-request/slice';
import type { Ride } from '../rides/schemas';
import type { QueuedKioskRide } from './kiosk-queue';
import type { HotelSettings } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/**
 * The kiosk's one-tap ride: idle, booking, queued until the connection is back,
 * following its car, or showing how it ended.
 */
export interface KioskState {
  status: 'idle' | 'pending' | 'failed' | 'queued' | 'following' | 'ended';
  room: string;
  ride: Ride | null;
  error: string | null;
  /** The ride waiting for the connection, with the key it will be sent with. */
  queued: QueuedKioskRide | null;
  /** Whether the kiosk can reach the server, as far as it knows. */
  online: boolean;
}

/** A hotel ride form's request: the first issue's key or the server's text, per field too. */
export interface HotelRideSubmission {
  status: FlowStatus | 'sent';
  message: string | null;
  errors: ApiFieldError[];
  /** Kept across retries of the same form so the server books it once. */
  idempotencyKey: string | null;
  created: Ride | null;
}

export interface HotelState {
  settings: HotelSettings | null;
  ride: HotelRideSubmission;
  /** The hotel's rides that ended today, for today's services beside the running ones. */
  finishedToday: Ride[];
  settingsStatus: LoadStatus;
  kiosk: KioskState;
}

const idleKiosk: KioskState = {
  status: 'idle',
  room: '',
  ride: null,
  error: null,
  queued: null,
  online: true,
};

const idleRide: HotelRideSubmission = {
  status: 'idle',
  message: null,
  errors: [],
  idempotencyKey: null,
  created: null,
};

export const initialHotelState: HotelState = {
  settings: null,
  ride: idleRide,
  finishedToday: [],
  settingsStatus: 'idle',
  kiosk: idleKiosk,
};

/** Which hotel ride variant a form sends: now, now with destination, for later. */
export type HotelRideVariant = 'now' | 'destination' | 'later';

const load = loadReducers<HotelState>({ keepLoaded: true });

export const hotelSlice = createSlice({
  name: 'hotel',
  initialState: initialHotelState,
  reducers: {
    ...load('settings', 'settingsStatus', (state, settings: HotelSettings) => {
      state.settings = settings;
    }),
    /**
     * Sends the ride draft as a hotel ride: from the hotel's door, and for `now` with the
     * door standing in for the destination (the driver meters it).
     */
    rideRequested: (state, _action: PayloadAction<{ variant: HotelRideVariant }>) => {
      state.ride = { ...idleRide, status: 'pending', idempotencyKey: state.ride.idempotencyKey };
    },
    rideKeyIssued: (state, action: PayloadAction<string>) => {
      state.ride.idempotencyKey = action.payload;
    },
    rideFailed: (state, action: PayloadAction<{ message: string; errors?: ApiFieldError[] }>) => {
      state.ride = {
        ...idleRide,
        status: 'failed',
        message: action.payload.message,
        errors: action.payload.errors ?? [],
        idempotencyKey: state.ride.idempotencyKey,
      };
    },
    rideSent: (state, action: PayloadAction<Ride>) => {
      state.ride = { ...idleRide, status: 'sent', created: action.payload };
    },
    /** The form changed or was left: a new request next time (a new idempotency key). */
    rideReset: (state) => {
      state.ride = idleRide;
    },
    /** The open hotel screens follow their rides closely (live status and driver). */
    liveOpened: () => {},
    finishedTodayLoaded: (state, action: PayloadAction<Ride[]>) => {
      state.finishedToday = action.payload;
    },
    liveClosed: () => {},
    /** The history screen re-reads itself every 40 s while open (spec §2, §9). */
    historyOpened: () => {},
    historyClosed: () => {},
    kioskRoomChanged: (state, action: PayloadAction<string>) => {
      state.kiosk.room = action.payload;
      if (state.kiosk.status === 'failed') state.kiosk.error = null;
    },
    kioskBookRequested: (state) => {
      state.kiosk = { ...state.kiosk, status: 'pending', error: null };
    },
    kioskBookFailed: (state, action: PayloadAction<string>) => {
      state.kiosk = { ...state.kiosk, status: 'failed', error: action.payload, queued: null };
    },
    kioskFollowing: (state, action: PayloadAction<Ride>) => {
      state.kiosk = { ...state.kiosk, status: 'following', ride: action.payload, queued: null };
    },
    kioskEnded: (state, action: PayloadAction<Ride>) => {
      state.kiosk = { ...state.kiosk, status: 'ended', ride: action.payload };
    },
    /** The ride waits for the connection (and survives a reload in the kiosk's storage). */
    kioskQueued: (state, action: PayloadAction<QueuedKioskRide>) => {
      state.kiosk = {
        ...state.kiosk,
        status: 'queued',
        room: action.payload.room,
        queued: action.payload,
        error: null,
      };
    },
    /** The guest gave up the queued ride: it is never sent. */
    kioskQueueCancelled: (state) => {
      state.kiosk = { ...idleKiosk, online: state.kiosk.online };
    },
    /** The kiosk screen opened: a ride queued before a reload resumes. */
    kioskOpened: () => {},
    /** The browser's online/offline events, and what each attempt to reach the server shows. */
    kioskConnectionChanged: (state, action: PayloadAction<boolean>) => {
      state.kiosk.online = action.payload;
    },
    kioskReset: (state) => {
      // The connection is a fact about the lobby, not about the guest: it outlives a reset.
      state.kiosk = { ...idleKiosk, online: state.kiosk.online };
    },
  },
  extraReducers: (builder) => {
    // Reception's form edits the same draft as the panel's: an edit after a refusal (another
    // room, destination, time…) is another request, sent with a new key.
    builder.addMatcher(isRideDraftChange, (state) => {
      state.ride.idempotencyKey = null;
    });
  },
  selectors: {
    selectHotelSettings: (state) => state.settings,
    selectHotelSettingsStatus: (state) => state.settingsStatus,
    selectKiosk: (state) => state.kiosk,
    selectHotelRide: (state) => state.ride,
    selectFinishedToday: (state) => state.finishedToday,
  },
}).injectInto(featureReducer);

export const hotelActions = hotelSlice.actions;
export const {
  selectHotelSettings,
  selectHotelSettingsStatus,
  selectKiosk,
  selectHotelRide,
  selectFinishedToday,
} = hotelSlice.selectors;
