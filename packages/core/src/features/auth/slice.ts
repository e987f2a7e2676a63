import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteName } from '../roles/routes';
import type { ExclusiveGrouping, TokenValidResponse, User } from './schemas';

/** unknown: a stored token is being checked; the guards wait for it. */
export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface AuthState {
  session: SessionStatus;
  token: string | null;
  user: User | null;
  exclusiveGrouping: ExclusiveGrouping | null;
  /** Route names the server allows this user (drives the menu). */
  permissions: string[];
  /** Set when the session ended on its own (401), for the 'Session Expired!' alert. */
  expiredMessage: string | null;
  /**
   * The route a visit with a stored token opened at: the session's sagas ask for that
   * page's first data as soon as they start, beside its chunk, before it mounts.
   */
  startRoute: RouteName | null;
}

export const initialAuthState: AuthState = {
  session: 'unknown',
  token: null,
  user: null,
  exclusiveGrouping: null,
  permissions: [],
  expiredMessage: null,
  startRoute: null,
};

export interface Credentials {
  username: string;
  password: string;
}

export type SocialProvider = 'google' | 'facebook';

export interface SocialCredentials {
  provider: SocialProvider;
  token: string;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The app started: check the stored token, if any. */
    appStarted: (state, action: PayloadAction<{ route?: RouteName } | undefined>) => {
      state.session = 'unknown';
      state.startRoute = action.payload?.route ?? null;
    },
    storedTokenFound: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    noStoredToken: (state) => {
      state.session = 'anonymous';
    },
    /** Any way in (password, social, activation code) ends here with a fresh token. */
    tokenReceived: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    sessionValidated: (state, action: PayloadAction<TokenValidResponse>) => {
      const { auth_token, user, exclusive_agrupation, permissions } = action.payload;
      state.session = 'authenticated';
      state.token = auth_token;
      state.user = user;
      state.exclusiveGrouping = exclusive_agrupation;
      state.permissions = permissions;
    },
    /** An invalid token on check is cleared (spec §4). */
    tokenRejected: () => ({ ...initialAuthState, session: 'anonymous' as const }),
    sessionExpired: (_state, action: PayloadAction<string>) => ({
      ...initialAuthState,
      session: 'anonymous' as const,
      expiredMessage: action.payload,
    }),
    expiredMessageDismissed: (state) => {
      state.expiredMessage = null;
    },
    userUpdated: (state, action: PayloadAction<Partial<User>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    logoutRequested: () => {},
    /** Everything per-session is cleared; every slice resets on this action. */
    loggedOut: () => ({ ...initialAuthState, session: 'anonymous' as const }),
  },
  selectors: {
    selectSession: (state) => state.session,
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectPermissions: (state) => state.permissions,
    selectExclusiveGrouping: (state) => state.exclusiveGrouping,
    selectExpiredMessage: (state) => state.expiredMessage,
    selectStartRoute: (state) => state.startRoute,
    selectIsLoggedIn: (state) => state.session === 'authenticated',
    /** The user must accept the new privacy text before anything else (spec §2). */
    selectMustRenewPrivacy: (state) => state.user?.renew_privacy === true,
  },
});

export const authActions = authSlice.actions;
export const {
  selectSession,
  selectToken,
  selectUser,
  selectPermissions,
  selectExclusiveGrouping,
  selectExpiredMessage,
  selectStartRoute,
  selectIsLoggedIn,
  selectMustRenewPrivacy,
} = authSlice.selectors;

/** Actions after which the session is over: timers stop, per-session state resets. */
export const SESSION_ENDED: string[] = [
  authActions.loggedOut.type,
  authActions.tokenRejected.type,
  authActions.sessionExpired.type,
];
