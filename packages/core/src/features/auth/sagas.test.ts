import { accountFlows } from './account-flows';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { memoryStorage, STORAGE_KEYS } from '../../store/storage';
import { makeRide, makeSession, makeUser } from '../../testing/factories';
import { makeTestStore } from '../../testing/test-store';
import { ridesActions } from '../rides/slice';
import { authActions, selectIsLoggedIn, selectMustRenewPrivacy } from './slice';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth sagas', () => {
  it('without a stored token the visitor is anonymous at once', async () => {
    const { store, api } = makeTestStore();
    store.dispatch(authActions.appStarted());
    expect(store.getState().auth.session).toBe('anonymous');
    expect(api.auth.validateToken).not.toHaveBeenCalled();
  });

  it('validates a stored token on load and opens the session', async () => {
    const { store, api, storage } = makeTestStore({
      storage: memoryStorage({ [STORAGE_KEYS.token]: 'stored' }),
    });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 'stored' }));
    store.dispatch(authActions.appStarted());
    expect(store.getState().auth).toMatchObject({ session: 'unknown', token: 'stored' });
    await flush();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().auth.permissions).toEqual(['request', 'panel', 'history']);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('stored');
  });

  it('clears an invalid stored token', async () => {
    const { store, api, storage } = makeTestStore({
      storage: memoryStorage({ [STORAGE_KEYS.token]: 'old' }),
    });
    api.auth.validateToken.mockRejectedValue(new ApiError('Invalid token', 401));
    store.dispatch(authActions.appStarted());
    await flush();
    expect(store.getState().auth).toMatchObject({ session: 'anonymous', token: null, user: null });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  describe('a reload with the session kept from the last check', () => {
    const kept = makeSession({ auth_token: 'stored' });
    const storageWith = (session = kept, token = 'stored') =>
      memoryStorage({
        [STORAGE_KEYS.token]: token,
        [STORAGE_KEYS.session]: JSON.stringify({ version: 1, session }),
      });
    /** A token/valid answer the test gives when it chooses. */
    const later = <T>() => {
      let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
      const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
      return { promise, ...settle };
    };

    it('opens the kept session before the server answers, and asks it all the same', async () => {
      const { store, api } = makeTestStore({ storage: storageWith() });
      const check = later<ReturnType<typeof makeSession>>();
      api.auth.validateToken.mockReturnValue(check.promise);
      store.dispatch(authActions.appStarted());
      await flush();
      expect(api.auth.validateToken).toHaveBeenCalledTimes(1);
      expect(store.getState().auth).toMatchObject({
        session: 'authenticated',
        user: kept.user,
        permissions: kept.permissions,
      });
      check.resolve(kept);
      await flush();
      expect(selectIsLoggedIn(store.getState())).toBe(true);
    });

    it('ends the session when the server refuses the token (a revoked session)', async () => {
      const { store, api, storage } = makeTestStore({ storage: storageWith() });
      const check = later<ReturnType<typeof makeSession>>();
      api.auth.validateToken.mockReturnValue(check.promise);
      store.dispatch(authActions.appStarted());
      await flush();
      expect(selectIsLoggedIn(store.getState())).toBe(true);
      check.reject(new ApiError('Invalid token', 401));
      await flush();
      expect(store.getState().auth).toMatchObject({
        session: 'anonymous',
        token: null,
        user: null,
      });
      expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    });

    it("takes the server's session when it differs from the kept one", async () => {
      const { store, api, storage } = makeTestStore({ storage: storageWith() });
      const fresh = makeSession({ auth_token: 'stored', permissions: ['request'] });
      api.auth.validateToken.mockResolvedValue(fresh);
      store.dispatch(authActions.appStarted());
      await flush();
      expect(store.getState().auth.permissions).toEqual(['request']);
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '{}').session).toEqual(fresh);
    });

    it('does not reopen a session logged out before the server answered', async () => {
      const { store, api } = makeTestStore({ storage: storageWith() });
      const check = later<ReturnType<typeof makeSession>>();
      api.auth.validateToken.mockReturnValue(check.promise);
      api.auth.logout.mockResolvedValue({ message: 'ok' });
      store.dispatch(authActions.appStarted());
      await flush();
      store.dispatch(authActions.logoutRequested());
      await flush();
      check.resolve(makeSession({ auth_token: 'stored', permissions: ['request'] }));
      await flush();
      expect(store.getState().auth).toMatchObject({ session: 'anonymous', token: null });
    });

    it('is not read for another token, nor in another shape: the check comes first', async () => {
      for (const storage of [
        storageWith(kept, 'other'),
        memoryStorage({ [STORAGE_KEYS.token]: 'stored', [STORAGE_KEYS.session]: '{"session":' }),
        memoryStorage({
          [STORAGE_KEYS.token]: 'stored',
          [STORAGE_KEYS.session]: JSON.stringify({ version: 0, session: kept }),
        }),
      ]) {
        const { store, api } = makeTestStore({ storage });
        api.auth.validateToken.mockReturnValue(new Promise(() => undefined));
        store.dispatch(authActions.appStarted());
        await flush();
        expect(store.getState().auth.session).toBe('unknown');
      }
    });

    it('waits for the server when the kept user must accept the privacy text', async () => {
      const renewing = makeSession({
        auth_token: 'stored',
        user: makeUser({ renew_privacy: true }),
      });
      const { store, api } = makeTestStore({ storage: storageWith(renewing) });
      api.auth.validateToken.mockReturnValue(new Promise(() => undefined));
      store.dispatch(authActions.appStarted());
      await flush();
      expect(store.getState().auth.session).toBe('unknown');
    });

    it('follows what the session changes of its user', async () => {
      const { store, api, storage } = makeTestStore({ storage: storageWith() });
      api.auth.validateToken.mockResolvedValue(kept);
      store.dispatch(authActions.appStarted());
      await flush();
      store.dispatch(authActions.userUpdated({ name: 'Renamed' }));
      const cached = JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '{}');
      expect(cached.session.user.name).toBe('Renamed');
    });

    it('is kept by a check and forgotten when the session ends', async () => {
      const { store, api, storage } = makeTestStore({
        storage: memoryStorage({ [STORAGE_KEYS.token]: 'stored' }),
      });
      api.auth.validateToken.mockResolvedValue(kept);
      store.dispatch(authActions.appStarted());
      await flush();
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '{}')).toEqual({
        version: 1,
        session: kept,
      });
      store.dispatch(authActions.sessionExpired('Session Expired!'));
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    });
  });

  it('logs in: authenticate, then token/valid for the user and permissions', async () => {
    const { store, api, storage } = makeTestStore();
    api.auth.authenticate.mockResolvedValue({ token: 'fresh', user: makeUser() });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 'fresh' }));
    store.dispatch(
      accountFlows.login.trigger({ username: 'client@example.com', password: 'demo1234' }),
    );
    expect(accountFlows.login.select(store.getState()).status).toBe('pending');
    await flush();
    expect(api.auth.authenticate).toHaveBeenCalledWith({
      username: 'client@example.com',
      password: 'demo1234',
    });
    expect(store.getState().auth).toMatchObject({ session: 'authenticated', token: 'fresh' });
    // The flow ends with the session, not with the token alone.
    expect(accountFlows.login.select(store.getState()).status).toBe('succeeded');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('fresh');
  });

  it('a failed log-in shows the server message', async () => {
    const { store, api } = makeTestStore();
    api.auth.authenticate.mockRejectedValue(new ApiError('Invalid username or password', 401));
    store.dispatch(
      accountFlows.login.trigger({ username: 'client@example.com', password: 'nope' }),
    );
    await flush();
    expect(accountFlows.login.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'Invalid username or password', code: 401 },
    });
  });

  it('signs in with a provider token: Google or Facebook, then token/valid', async () => {
    const { store, api } = makeTestStore();
    api.auth.googleLogin.mockResolvedValue({ token: 'from-google', user: makeUser() });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 'from-google' }));
    store.dispatch(accountFlows.login.trigger({ provider: 'google', token: 'id-token' }));
    expect(accountFlows.login.select(store.getState()).status).toBe('pending');
    await flush();
    expect(api.auth.googleLogin).toHaveBeenCalledWith({ token: 'id-token' });
    expect(api.auth.facebookLogin).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ session: 'authenticated', token: 'from-google' });
  });

  it('a refused provider token shows the server message', async () => {
    const { store, api } = makeTestStore();
    api.auth.facebookLogin.mockRejectedValue(
      new ApiError('Could not sign in with this account', 401),
    );
    store.dispatch(accountFlows.login.trigger({ provider: 'facebook', token: 'bad' }));
    await flush();
    expect(api.auth.facebookLogin).toHaveBeenCalledWith({ token: 'bad' });
    expect(accountFlows.login.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'Could not sign in with this account', code: 401 },
    });
  });

  it('log-out revokes the token and clears the session state and storage', async () => {
    const { store, api, storage } = makeTestStore({
      storage: memoryStorage({ [STORAGE_KEYS.token]: 't' }),
    });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 't' }));
    api.services.listInProcess.mockResolvedValue([makeRide()]);
    api.services.listScheduled.mockResolvedValue([]);
    api.auth.logout.mockResolvedValue({ message: 'ok' });
    store.dispatch(authActions.appStarted());
    await flush();
    expect(store.getState().rides.inProcess).toHaveLength(1);

    store.dispatch(authActions.logoutRequested());
    await flush();
    expect(api.auth.logout).toHaveBeenCalledOnce();
    expect(store.getState().auth).toMatchObject({
      session: 'anonymous',
      token: null,
      user: null,
      permissions: [],
    });
    expect(store.getState().rides.inProcess).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const { store, api } = makeTestStore();
    store.dispatch(authActions.tokenReceived('t'));
    api.auth.logout.mockRejectedValue(new ApiError('Something went wrong! Please try again.', 0));
    store.dispatch(authActions.logoutRequested());
    await flush();
    expect(store.getState().auth.token).toBeNull();
  });

  it('a session that expires keeps the message for the alert', () => {
    const { store } = makeTestStore();
    store.dispatch(ridesActions.listsLoaded({ inProcess: [makeRide()], scheduled: [] }));
    store.dispatch(authActions.sessionExpired('Session Expired! Please login again to continue.'));
    expect(store.getState().auth.expiredMessage).toBe(
      'Session Expired! Please login again to continue.',
    );
    expect(store.getState().rides.inProcess).toEqual([]);
    // Logging in again takes the alert away.
    store.dispatch(accountFlows.login.trigger({ username: 'a@example.com', password: 'x' }));
    expect(store.getState().auth.expiredMessage).toBeNull();
  });

  it('flags the renew_privacy redirect', async () => {
    const { store, api } = makeTestStore({ storage: memoryStorage({ [STORAGE_KEYS.token]: 't' }) });
    api.auth.validateToken.mockResolvedValue(
      makeSession({ user: makeUser({ renew_privacy: true }) }),
    );
    store.dispatch(authActions.appStarted());
    await flush();
    expect(selectMustRenewPrivacy(store.getState())).toBe(true);
  });
});
