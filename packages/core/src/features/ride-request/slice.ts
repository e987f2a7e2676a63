import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFieldError } from '../../api/api-error';
import type { AddressSuggestion } from '../addresses/address-rules';
import type { FlowStatus } from '../common/monitored-flow';
import { DEFAULT_PASSENGERS } from '../config/constants';
import type { Ride } from '../rides/schemas';
import type { RoomCharge } from '../rooms/schemas';
import type { MessageKey } from '../validation/messages';
import { featureReducer } from '../../store/root-reducer';

/** Which address box the chosen suggestion fills (spec §4: search mode and focus). */
export type AddressField = 'origin' | 'destination';

/** The date state of spec §3: the full date and its parts, for a booking. */
export interface RideSchedule {
  fullDate: string;
  date: string;
  time: string;
}

/**
 * How a failed request is shown (spec §8): the all_request_faile dialog (with the server's
 * 422 list), agurpation_faile, or the edit_address_ message linking to /profile.
 */
export type RideFailureDialog = 'all_request_faile' | 'agurpation_faile' | 'edit_address_';

export interface RideSubmission {
  status: FlowStatus | 'confirming';
  dialog: RideFailureDialog | null;
  /** A message key of ours, or the server's text. */
  message: MessageKey | string | null;
  errors: ApiFieldError[];
  /** Kept across retries of the same draft so the server books it once. */
  idempotencyKey: string | null;
}

export interface RideRequestState {
  origin: AddressSuggestion | null;
  destination: AddressSuggestion | null;
  /** Further drop-offs, in order, for a multi-stop ride. */
  stops: AddressSuggestion[];
  focus: AddressField;
  passengers: number;
  /** Null: now. Set: a booking for later. */
  schedule: RideSchedule | null;
  traveler: { name: string; phone: string };
  /** Notes for the driver. */
  extraData: string;
  paymentMethodId: number | null;
  /** Charged to a hotel room instead of the payment method; null: not on the room. */
  roomCharge: RoomCharge | null;
  /**
   * The client a console's dispatcher books for on the phone (their user id): the ride is
   * theirs, booked through the console. Null: the signed-in user books for themselves.
   */
  bookingFor: number | null;
  /** "Use my location": the box waiting for the reverse geocoder, and its failure. */
  locating: { field: AddressField; status: FlowStatus; error: MessageKey | string | null } | null;
  submission: RideSubmission;
  lastCreated: Ride | null;
}

const idleSubmission: RideSubmission = {
  status: 'idle',
  dialog: null,
  message: null,
  errors: [],
  idempotencyKey: null,
};

export const initialRideRequestState: RideRequestState = {
  origin: null,
  destination: null,
  stops: [],
  focus: 'origin',
  passengers: DEFAULT_PASSENGERS,
  schedule: null,
  traveler: { name: '', phone: '' },
  extraData: '',
  paymentMethodId: null,
  roomCharge: null,
  bookingFor: null,
  locating: null,
  submission: idleSubmission,
  lastCreated: null,
};

/**
 * The fares slice's choice (`faresActions.groupingChosen`), named by its type: that slice
 * imports this one's actions, so this one cannot import it back.
 */
const FARE_CHOSEN = 'fares/groupingChosen';

/** Any change to the draft makes it a new request: a new idempotency key next time. */
const draftChanged = (state: RideRequestState) => {
  state.submission = idleSubmission;
};

export const rideRequestSlice = createSlice({
  name: 'rideRequest',
  initialState: initialRideRequestState,
  reducers: {
    focusChanged: (state, action: PayloadAction<AddressField>) => {
      state.focus = action.payload;
    },
    /** A suggestion or a map point fills the focused box; the next box gets the focus. */
    addressChosen: (state, action: PayloadAction<AddressSuggestion>) => {
      state[state.focus] = action.payload;
      state.locating = null;
      if (state.focus === 'origin' && !state.destination) state.focus = 'destination';
      draftChanged(state);
    },
    /** The browser gave a position for a box; the saga names it (POST geocode/reverse). */
    positionLocated: (
      state,
      action: PayloadAction<{ field: AddressField; latitude: number; longitude: number }>,
    ) => {
      state.focus = action.payload.field;
      state.locating = { field: action.payload.field, status: 'pending', error: null };
    },
    /** A message key of ours, or the server's text. */
    locateFailed: (state, action: PayloadAction<MessageKey | string>) => {
      if (state.locating)
        state.locating = { ...state.locating, status: 'failed', error: action.payload };
    },
    addressCleared: (state, action: PayloadAction<AddressField>) => {
      state[action.payload] = null;
      state.focus = action.payload;
      draftChanged(state);
    },
    stopAdded: (state, action: PayloadAction<AddressSuggestion>) => {
      state.stops.push(action.payload);
      draftChanged(state);
    },
    stopRemoved: (state, action: PayloadAction<number>) => {
      state.stops.splice(action.payload, 1);
      draftChanged(state);
    },
    passengersChanged: (state, action: PayloadAction<number>) => {
      state.passengers = action.payload;
      draftChanged(state);
    },
    scheduleChosen: (state, action: PayloadAction<RideSchedule>) => {
      state.schedule = action.payload;
      draftChanged(state);
    },
    /** Back to "now". */
    scheduleCleared: (state) => {
      state.schedule = null;
      draftChanged(state);
    },
    travelerChanged: (state, action: PayloadAction<Partial<RideRequestState['traveler']>>) => {
      state.traveler = { ...state.traveler, ...action.payload };
      draftChanged(state);
    },
    extraDataChanged: (state, action: PayloadAction<string>) => {
      state.extraData = action.payload;
      draftChanged(state);
    },
    paymentMethodChosen: (state, action: PayloadAction<number | null>) => {
      state.paymentMethodId = action.payload;
      draftChanged(state);
    },
    roomChargeChanged: (state, action: PayloadAction<RoomCharge | null>) => {
      state.roomCharge = action.payload;
      draftChanged(state);
    },
    bookingForChosen: (state, action: PayloadAction<number | null>) => {
      state.bookingFor = action.payload;
      draftChanged(state);
    },
    /** `confirmed` answers the several-scheduled-services question (spec §5). */
    submitRequested: (state, _action: PayloadAction<{ confirmed?: boolean } | undefined>) => {
      state.submission = {
        ...idleSubmission,
        status: 'pending',
        idempotencyKey: state.submission.idempotencyKey,
      };
    },
    confirmationNeeded: (state) => {
      state.submission.status = 'confirming';
    },
    idempotencyKeyIssued: (state, action: PayloadAction<string>) => {
      state.submission.idempotencyKey = action.payload;
    },
    submitFailed: (
      state,
      action: PayloadAction<{
        dialog: RideFailureDialog | null;
        message: MessageKey | string;
        errors?: ApiFieldError[];
      }>,
    ) => {
      state.submission = {
        status: 'failed',
        dialog: action.payload.dialog,
        message: action.payload.message,
        errors: action.payload.errors ?? [],
        idempotencyKey: state.submission.idempotencyKey,
      };
    },
    failureDismissed: (state) => {
      state.submission = { ...idleSubmission, idempotencyKey: state.submission.idempotencyKey };
    },
    /** The ride exists: the form starts afresh, the created service is kept for the status box. */
    submitSucceeded: (_state, action: PayloadAction<Ride>) => ({
      ...initialRideRequestState,
      lastCreated: action.payload,
    }),
  },
  selectors: {
    selectRideRequest: (state) => state,
    selectRideSubmission: (state) => state.submission,
    selectRideFocus: (state) => state.focus,
    selectHasRoute: (state) => state.origin !== null && state.destination !== null,
  },
  extraReducers: (builder) => {
    // The fare is part of the draft: choosing one clears the last attempt's errors, the
    // "choose a fare" under the fare among them.
    builder.addMatcher((action) => action.type === FARE_CHOSEN, draftChanged);
  },
}).injectInto(featureReducer);

export const rideRequestActions = rideRequestSlice.actions;

/**
 * The edits that make the draft another request: a failed attempt's idempotency key must
 * not travel with them, or the server answers that the key was used for another body.
 */
export const isRideDraftChange = isAnyOf(
  rideRequestActions.addressChosen,
  rideRequestActions.addressCleared,
  rideRequestActions.stopAdded,
  rideRequestActions.stopRemoved,
  rideRequestActions.passengersChanged,
  rideRequestActions.scheduleChosen,
  rideRequestActions.scheduleCleared,
  rideRequestActions.travelerChanged,
  rideRequestActions.extraDataChanged,
  rideRequestActions.paymentMethodChosen,
  rideRequestActions.roomChargeChanged,
  rideRequestActions.bookingForChosen,
);
export const { selectRideRequest, selectRideSubmission, selectRideFocus, selectHasRoute } =
  rideRequestSlice.selectors;
