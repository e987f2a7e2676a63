import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadReducers, type LoadStatus } from '../common/load-reducers';
import type { Language } from '../config/constants';
import type { AccountSession, Profile } from './schemas';

/** What the account keeps besides its flows (`account-flows.ts`). */
export interface AccountState {
  /** The profile as GET customer/update_profile gives it (email and phone included). */
  profile: Profile | null;
  profileStatus: LoadStatus;
  /**
   * The last email sign-up asked about as the user left the field, and whether it is
   * free; `available` is null while asking or when the server could not say.
   */
  emailCheck: { email: string; available: boolean | null } | null;
  /** The account's live sessions (GET customer/sessions), the caller's marked current. */
  sessions: AccountSession[] | null;
  sessionsStatus: LoadStatus;
}

export const initialAccountState: AccountState = {
  profile: null,
  profileStatus: 'idle',
  emailCheck: null,
  sessions: null,
  sessionsStatus: 'idle',
};

const load = loadReducers<AccountState>({ keepLoaded: true });

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** A signed-in user switched language: the server keeps it for what it sends them. */
    languageChosen: (_state, _action: PayloadAction<Language>) => {},
    /** Sign-up's email field was left: ask whether the address is still free. */
    emailCheckRequested: (state, action: PayloadAction<string>) => {
      state.emailCheck = { email: action.payload, available: null };
    },
    emailChecked: (state, action: PayloadAction<{ email: string; available: boolean | null }>) => {
      // An answer about an address the user has since changed is dropped.
      if (state.emailCheck?.email === action.payload.email) state.emailCheck = action.payload;
    },

    ...load('profile', 'profileStatus', (state, profile: Profile) => {
      state.profile = profile;
    }),
    ...load('sessions', 'sessionsStatus', (state, sessions: AccountSession[]) => {
      state.sessions = sessions;
    }),
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.profileStatus,
    selectEmailCheck: (state) => state.emailCheck,
    selectSessions: (state) => state.sessions,
    selectSessionsStatus: (state) => state.sessionsStatus,
  },
});

export const accountActions = accountSlice.actions;
export const {
  selectProfile,
  selectProfileStatus,
  selectEmailCheck,
  selectSessions,
  selectSessionsStatus,
} = accountSlice.selectors;
