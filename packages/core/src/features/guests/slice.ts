import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFieldError } from '../../api/api-error';
import type { FlowStatus } from '../common/monitored-flow';
import type { LoadStatus } from '../common/load-reducers';
import type { GuestHotel, GuestStay } from '../hotel/schemas';
import type { GuestCodeSent, GuestSignInRequest, GuestSignupRequest } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export interface GuestsState {
  /** The hotel a room card names, read before the guest signs up. */
  hotel: { token: string | null; value: GuestHotel | null; status: LoadStatus };
  /** The signed-in guest's hotel, door and room: the ride form starts at the door. */
  stay: GuestStay | null;
  signup: {
    status: FlowStatus;
    error: string | null;
    errors: ApiFieldError[];
    /** The guest already has an account for this room: where its code went. */
    codeSent: GuestCodeSent['code_sent'] | null;
  };
}

export const initialGuestsState: GuestsState = {
  hotel: { token: null, value: null, status: 'idle' },
  stay: null,
  signup: { status: 'idle', error: null, errors: [], codeSent: null },
};

export const guestsSlice = createSlice({
  name: 'guests',
  initialState: initialGuestsState,
  reducers: {
    hotelRequested: (state, action: PayloadAction<string>) => {
      state.hotel = { token: action.payload, value: null, status: 'pending' };
    },
    hotelLoaded: (state, action: PayloadAction<GuestHotel>) => {
      state.hotel.value = action.payload;
      state.hotel.status = 'loaded';
    },
    /**
     * The card a prerendered signup was drawn for, checked by the server that sent it:
     * the page shows its hotel from the first render, with no second check.
     */
    hotelSeeded: (state, action: PayloadAction<{ token: string; hotel: GuestHotel }>) => {
      state.hotel = { token: action.payload.token, value: action.payload.hotel, status: 'loaded' };
    },
    hotelFailed: (state) => {
      state.hotel.status = 'failed';
    },
    stayRequested: () => {},
    /** The guest asks reception for the room account (the answer comes back as the stay). */
    roomAccountRequested: () => {},
    stayLoaded: (state, action: PayloadAction<GuestStay>) => {
      state.stay = action.payload;
    },
    signupRequested: (state, _action: PayloadAction<GuestSignupRequest>) => {
      state.signup = { status: 'pending', error: null, errors: [], codeSent: null };
    },
    /** The code's step keeps where the code went, so the form still says so on a wrong code. */
    signInRequested: (state, _action: PayloadAction<GuestSignInRequest>) => {
      state.signup = { ...state.signup, status: 'pending', error: null, errors: [] };
    },
    /** The session follows through auth (tokenReceived); the form only stops waiting. */
    signupSucceeded: (state) => {
      state.signup = { status: 'idle', error: null, errors: [], codeSent: null };
    },
    codeSent: (state, action: PayloadAction<GuestCodeSent['code_sent']>) => {
      state.signup = { status: 'idle', error: null, errors: [], codeSent: action.payload };
    },
    /** Back to the details (another name or contact): the code step is left. */
    codeDismissed: (state) => {
      state.signup.codeSent = null;
    },
    signupFailed: (state, action: PayloadAction<{ error: string; errors: ApiFieldError[] }>) => {
      state.signup = { ...state.signup, status: 'failed', ...action.payload };
    },
  },
  selectors: {
    selectGuestHotel: (state) => state.hotel,
    selectGuestSignup: (state) => state.signup,
    selectGuestStay: (state) => state.stay,
  },
}).injectInto(featureReducer);

export const guestsActions = guestsSlice.actions;
export const { selectGuestHotel, selectGuestSignup, selectGuestStay } = guestsSlice.selectors;
