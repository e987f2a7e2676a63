import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { memoryStorage, STORAGE_KEYS } from '../../store/storage';
import { makeSession, makeUser } from '../../testing/factories';
import { makeTestStore } from '../../testing/test-store';
import { fieldErrorsOf } from '../../store/action-result';
import { accountFlows } from './account-flows';
import { accountActions, selectEmailCheck, selectProfile } from './account-slice';
import type { Profile } from './schemas';
import { authActions, selectIsLoggedIn, selectMustRenewPrivacy, selectUser } from './slice';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  name: 'Marta Soler',
  email: 'marta@example.com',
  phone: '+34600111222',
  avatar: null,
  logo: null,
  company: false,
  ...overrides,
});

async function loggedInStore() {
  const made = makeTestStore({ storage: memoryStorage({ [STORAGE_KEYS.token]: 't' }) });
  made.api.auth.validateToken.mockResolvedValue(
    makeSession({ auth_token: 't', user: makeUser({ id: 7, renew_privacy: true }) }),
  );
  made.store.dispatch(authActions.appStarted());
  await flush();
  return made;
}

const signup = {
  name: 'Marta Soler',
  email: 'marta@example.com',
  phone: '+34600111222',
  password: 'secret123',
  password_confirmation: 'secret123',
  terms_accepted: true as const,
};

describe('account sagas', () => {
  it('asks whether a sign-up email is free, and keeps only the answer for the current address', async () => {
    const { store, api } = makeTestStore();
    api.auth.isEmailAvailable.mockResolvedValue({ available: false });
    store.dispatch(accountActions.emailCheckRequested('client@example.com'));
    expect(selectEmailCheck(store.getState())).toEqual({
      email: 'client@example.com',
      available: null,
    });
    await flush();
    expect(api.auth.isEmailAvailable).toHaveBeenCalledWith({ value: 'client@example.com' });
    expect(selectEmailCheck(store.getState())).toEqual({
      email: 'client@example.com',
      available: false,
    });

    // A malformed address is not sent; a failed call says nothing either way.
    store.dispatch(accountActions.emailCheckRequested('not an email'));
    await flush();
    expect(api.auth.isEmailAvailable).toHaveBeenCalledTimes(1);
    expect(selectEmailCheck(store.getState())?.available).toBeNull();
    api.auth.isEmailAvailable.mockRejectedValue(new ApiError('offline', 0));
    store.dispatch(accountActions.emailCheckRequested('new@example.com'));
    await flush();
    expect(selectEmailCheck(store.getState())).toEqual({
      email: 'new@example.com',
      available: null,
    });
  });

  it('signs up: pending, then the server message', async () => {
    const { store, api } = makeTestStore();
    api.auth.signup.mockResolvedValue({
      phone: '+34600111222',
      message: 'SMS sent',
      code_sent: true,
    });
    store.dispatch(accountFlows.signup.trigger(signup));
    expect(accountFlows.signup.select(store.getState()).status).toBe('pending');
    await flush();
    expect(api.auth.signup).toHaveBeenCalledWith(signup);
    expect(accountFlows.signup.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, message: 'SMS sent', seq: 1 },
    });
  });

  it('keeps the server field errors of a refused sign-up, first per field', async () => {
    const { store, api } = makeTestStore();
    api.auth.signup.mockRejectedValue(
      new ApiError('This email is already registered', 422, [
        { field: 'email', message: 'This email is already registered' },
        { field: 'email', message: 'second' },
        { field: '', message: 'no field' },
      ]),
    );
    store.dispatch(accountFlows.signup.trigger(signup));
    await flush();
    const flow = accountFlows.signup.select(store.getState());
    expect(flow).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'This email is already registered', code: 422 },
    });
    expect(fieldErrorsOf(flow.outcome)).toEqual({ email: 'This email is already registered' });
  });

  it('activation logs the user in with the returned token', async () => {
    const { store, api, storage } = makeTestStore();
    api.auth.confirm.mockResolvedValue({ token: 'new', user: makeUser() });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 'new' }));
    store.dispatch(accountFlows.activation.trigger({ phone: '+34600111222', code: '123456' }));
    await flush();
    expect(api.auth.confirm).toHaveBeenCalledWith({ phone: '+34600111222', code: '123456' });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('new');
    expect(accountFlows.activation.select(store.getState()).status).toBe('succeeded');
  });

  it('a wrong activation code fails with the spec message and logs nobody in', async () => {
    const { store, api } = makeTestStore();
    api.auth.confirm.mockRejectedValue(
      new ApiError('Invalid code', 422, [{ field: 'code', message: 'Invalid code' }]),
    );
    store.dispatch(accountFlows.activation.trigger({ phone: '+34600111222', code: '000000' }));
    await flush();
    expect(fieldErrorsOf(accountFlows.activation.select(store.getState()).outcome)).toEqual({
      code: 'Invalid code',
    });
    expect(api.auth.validateToken).not.toHaveBeenCalled();
  });

  it('employee activation logs in the same way', async () => {
    const { store, api } = makeTestStore();
    api.auth.confirmEmployee.mockResolvedValue({ token: 'emp', user: makeUser() });
    api.auth.validateToken.mockResolvedValue(makeSession({ auth_token: 'emp' }));
    store.dispatch(
      accountFlows.employeeActivation.trigger({ email: 'e@example.com', code: '654321' }),
    );
    await flush();
    expect(store.getState().auth.token).toBe('emp');
  });

  it('a 500 shows the generic text, never the body', async () => {
    const { store, api } = makeTestStore();
    api.auth.requestPasswordRecovery.mockRejectedValue(new ApiError('', 500));
    store.dispatch(accountFlows.passwordRecovery.trigger({ email: 'a@example.com' }));
    await flush();
    expect(accountFlows.passwordRecovery.select(store.getState()).outcome?.message).toBe(
      'Something went wrong! Please try again.',
    );
  });

  it('a second click while a request runs sends one request', async () => {
    const { store, api } = makeTestStore();
    store.dispatch(accountFlows.passwordRecovery.trigger({ email: 'a@example.com' }));
    store.dispatch(accountFlows.passwordRecovery.trigger({ email: 'a@example.com' }));
    await flush();
    expect(api.auth.requestPasswordRecovery).toHaveBeenCalledTimes(1);
  });

  it('flowReset forgets a finished flow', async () => {
    const { store, api } = makeTestStore();
    api.auth.resetPassword.mockResolvedValue({ message: 'Password updated' });
    store.dispatch(
      accountFlows.passwordReset.trigger({
        code: 'abc',
        password: 'secret123',
        password_confirmation: 'secret123',
      }),
    );
    await flush();
    expect(accountFlows.passwordReset.select(store.getState()).outcome?.message).toBe(
      'Password updated',
    );
    store.dispatch(accountFlows.passwordReset.reset());
    expect(accountFlows.passwordReset.select(store.getState()).status).toBe('idle');
  });

  it('a profile update refreshes the profile and the drawer user', async () => {
    const { store, api } = await loggedInStore();
    api.auth.updateProfile.mockResolvedValue(profile({ name: 'Marta S. Puig' }));
    store.dispatch(
      accountFlows.profileUpdate.trigger({
        name: 'Marta S. Puig',
        email: 'marta@example.com',
        phone: '+34600111222',
      }),
    );
    await flush();
    expect(selectProfile(store.getState())?.name).toBe('Marta S. Puig');
    expect(selectUser(store.getState())?.name).toBe('Marta S. Puig');
    expect(accountFlows.profileUpdate.select(store.getState()).status).toBe('succeeded');
  });

  it('uploads the image as multipart field "image" and shows the new avatar', async () => {
    const { store, api } = await loggedInStore();
    api.auth.uploadProfileImage.mockResolvedValue(profile({ avatar: '/api/uploads/3' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    store.dispatch(accountFlows.profileImage.trigger(file));
    await flush();
    const form = api.auth.uploadProfileImage.mock.calls[0]?.[0];
    expect(form).toBeInstanceOf(FormData);
    expect((form?.get('image') as File).name).toBe('me.png');
    expect(selectUser(store.getState())?.avatar).toBe('/api/uploads/3');
  });

  it('changes the password of the logged-in user by id', async () => {
    const { store, api } = await loggedInStore();
    api.auth.updatePassword.mockResolvedValue({ message: 'Password updated' });
    const body = {
      current_password: 'demo1234',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    };
    store.dispatch(accountFlows.passwordChange.trigger(body));
    await flush();
    expect(api.auth.updatePassword).toHaveBeenCalledWith(7, body);
    expect(accountFlows.passwordChange.select(store.getState()).status).toBe('succeeded');
  });

  it('accepting the new privacy text lifts the renew_privacy hold', async () => {
    const { store, api } = await loggedInStore();
    expect(selectMustRenewPrivacy(store.getState())).toBe(true);
    api.auth.renewPrivacy.mockResolvedValue({ message: 'Data updated' });
    store.dispatch(accountFlows.privacyRenewal.trigger());
    await flush();
    expect(api.auth.renewPrivacy).toHaveBeenCalledWith({ terms_accepted: true });
    expect(selectMustRenewPrivacy(store.getState())).toBe(false);
  });

  it('a failed renewal keeps the hold', async () => {
    const { store, api } = await loggedInStore();
    api.auth.renewPrivacy.mockRejectedValue(new ApiError('Action failed', 400));
    store.dispatch(accountFlows.privacyRenewal.trigger());
    await flush();
    expect(selectMustRenewPrivacy(store.getState())).toBe(true);
  });

  it('confirming the removal ends the local session and keeps the answer', async () => {
    const { store, api, storage } = await loggedInStore();
    api.auth.confirmAccountRemoval.mockResolvedValue({ message: 'Your account has been removed' });
    store.dispatch(accountFlows.removalConfirm.trigger({ code: 'abc' }));
    await flush();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    // Its own revoked token is not sent to /logout.
    expect(api.auth.logout).not.toHaveBeenCalled();
    expect(accountFlows.removalConfirm.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { message: 'Your account has been removed' },
    });
  });

  it('the profile is per session: log-out forgets it', async () => {
    const { store, api } = await loggedInStore();
    api.auth.getProfile.mockResolvedValue(profile());
    store.dispatch(accountActions.profileRequested());
    await flush();
    expect(selectProfile(store.getState())?.email).toBe('marta@example.com');
    store.dispatch(authActions.loggedOut());
    expect(selectProfile(store.getState())).toBeNull();
  });
});
