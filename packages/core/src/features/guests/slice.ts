import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFieldError } from '../../api/api-error';
import type { FlowStatus } from '../auth/slice';
import type { GuestHotel } from '../hotel/schemas';
import type { GuestSignupRequest } from './schemas';

export interface GuestsState {
  /** The hotel a room card names, read before the guest signs up. */
  hotel: { token: string | null; value: GuestHotel | null; status: FlowStatus | 'loaded' };
  signup: { status: FlowStatus; error: string | null; errors: ApiFieldError[] };
}

export const initialGuestsState: GuestsState = {
  hotel: { token: null, value: null, status: 'idle' },
  signup: { status: 'idle', error: null, errors: [] },
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
    hotelFailed: (state) => {
      state.hotel.status = 'failed';
    },
    signupRequested: (state, _action: PayloadAction<GuestSignupRequest>) => {
      state.signup = { status: 'pending', error: null, errors: [] };
    },
    /** The session follows through auth (tokenReceived); the form only stops waiting. */
    signupSucceeded: (state) => {
      state.signup = { status: 'idle', error: null, errors: [] };
    },
    signupFailed: (state, action: PayloadAction<{ error: string; errors: ApiFieldError[] }>) => {
      state.signup = { status: 'failed', ...action.payload };
    },
  },
  selectors: {
    selectGuestHotel: (state) => state.hotel,
    selectGuestSignup: (state) => state.signup,
  },
});

export const guestsActions = guestsSlice.actions;
export const { selectGuestHotel, selectGuestSignup } = guestsSlice.selectors;
