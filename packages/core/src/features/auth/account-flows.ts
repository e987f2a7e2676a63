import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { dependencies, type StoreDependencies } from '../../store/dependencies';
import { createFlow } from '../common/monitored-flow';
import { accountActions } from './account-slice';
// `import type`, not inline `type` names: under verbatimModuleSyntax those leave an empty
// import that keeps the schemas, and zod, on the first route (259.8 -> 286.0 KB).
import type {
  AccountRemovalConfirm,
  AccountRemovalRequest,
  AuthenticateResponse,
  ContactChangeUndo,
  ConfirmAccountRequest,
  EmployeeConfirmRequest,
  EmployeePasswordByToken,
  PasswordRecoveryRequest,
  PasswordResetRequest,
  PasswordUpdateRequest,
  Profile,
  ProfileUpdateRequest,
  ResendActivationRequest,
  SignupRequest,
  SignupResponse,
  User,
} from './schemas';
import {
  authActions,
  selectToken,
  selectUser,
  type Credentials,
  type SocialCredentials,
} from './slice';

type Api = StoreDependencies['api'];

/**
 * Calls that answer `{message}`: the flow succeeds with the server's own words, once
 * `after` (if any) has done what the answer changes here.
 */
const messageFlow = <Params>(
  name: string,
  request: (api: Api, params: Params) => Promise<{ message: string }> | SagaIterator,
  after?: () => SagaIterator,
) =>
  createFlow(`account/${name}`, function* (params: Params) {
    const { api } = yield* dependencies();
    const { message }: { message: string } = yield call(request, api, params);
    if (after) yield call(after);
    return { message };
  });

/** Activation logs the user in: the token goes the way a log-in's does. */
const sessionFlow = <Params>(
  name: string,
  request: (api: Api, params: Params) => Promise<AuthenticateResponse>,
) =>
  createFlow(`account/${name}`, function* (params: Params) {
    const { api } = yield* dependencies();
    const { token }: AuthenticateResponse = yield call(request, api, params);
    yield put(authActions.tokenReceived(token));
  });

/** Calls that answer the profile; the drawer shows the user from token/valid, kept in step. */
const profileFlow = <Params>(
  flow: string,
  request: (api: Api, params: Params) => Promise<Profile>,
) =>
  createFlow(`account/${flow}`, function* (params: Params) {
    const { api } = yield* dependencies();
    const profile: Profile = yield call(request, api, params);
    yield put(accountActions.profileLoaded(profile));
    const { name, email, phone, avatar, logo } = profile;
    yield put(authActions.userUpdated({ name, email, phone, avatar, logo }));
  });

/**
 * The account's user-triggered flows (spec §2 log-in, register, activation, recovery,
 * profile, renew_privacy, removal). Each is one `createFlow`: `leading`, so a
 * double click sends one request; a screen reads it with ui's `useFlow`, which forgets it
 * when the screen leaves.
 */
export const accountFlows = {
  /**
   * With a password or a provider's token (Google ID token, Facebook access token); the
   * server answers both alike. It ends when token/valid has answered, so the form waits
   * for the session, not only for the token. A second submit replaces the first.
   */
  login: createFlow(
    'account/login',
    function* (request: Credentials | SocialCredentials) {
      const { api } = yield* dependencies();
      yield put(authActions.expiredMessageDismissed());
      const { token }: AuthenticateResponse = yield 'provider' in request
        ? call(request.provider === 'google' ? api.auth.googleLogin : api.auth.facebookLogin, {
            token: request.token,
          })
        : call(api.auth.authenticate, request);
      yield put(authActions.tokenReceived(token));
      yield take([authActions.sessionValidated.type, authActions.tokenRejected.type]);
    },
    { take: 'latest' },
  ),
  /**
   * The account is made either way; when the SMS did not leave, the outcome's key says so
   * (with the server's words), for the activation screen to offer the resend at once.
   */
  signup: createFlow('account/signup', function* (request: SignupRequest) {
    const { api } = yield* dependencies();
    const answer: SignupResponse = yield call(api.auth.signup, request);
    return {
      message: answer.message,
      ...(answer.code_sent ? {} : { key: 'error.code_not_sent' as const }),
    };
  }),
  activation: sessionFlow('activation', (api, request: ConfirmAccountRequest) =>
    api.auth.confirm(request),
  ),
  activationResend: messageFlow('activationResend', (api, request: ResendActivationRequest) =>
    api.auth.resendActivationCode(request),
  ),
  passwordRecovery: messageFlow('passwordRecovery', (api, request: PasswordRecoveryRequest) =>
    api.auth.requestPasswordRecovery(request),
  ),
  passwordReset: messageFlow('passwordReset', (api, request: PasswordResetRequest) =>
    api.auth.resetPassword(request),
  ),
  employeeActivation: sessionFlow('employeeActivation', (api, request: EmployeeConfirmRequest) =>
    api.auth.confirmEmployee(request),
  ),
  employeePassword: messageFlow('employeePassword', (api, request: EmployeePasswordByToken) =>
    api.auth.setEmployeePassword(request),
  ),
  profileUpdate: profileFlow('profileUpdate', (api, request: ProfileUpdateRequest) =>
    api.auth.updateProfile(request),
  ),
  /** The chosen file travels in the action: the flow builds the multipart body. */
  profileImage: profileFlow('profileImage', (api, file: Blob) => {
    const form = new FormData();
    form.append('image', file, file instanceof File ? file.name : 'image');
    return api.auth.uploadProfileImage(form);
  }),
  passwordChange: messageFlow('passwordChange', function* (api, request: PasswordUpdateRequest) {
    // The profile screen is behind the session guard: a user is always there.
    const user: User = yield select(selectUser);
    return yield call(api.auth.updatePassword, user.id, request);
  }),
  privacyRenewal: messageFlow<void>(
    'privacyRenewal',
    (api) => api.auth.renewPrivacy({ terms_accepted: true }),
    // Lifts the guard's hold on every private route.
    function* () {
      yield put(authActions.userUpdated({ renew_privacy: false }));
    },
  ),
  removalRequest: messageFlow('removalRequest', (api, request: AccountRemovalRequest) =>
    api.auth.requestAccountRemoval(request),
  ),
  /** "Sign out everywhere else": the list then shows this session alone. */
  otherSessionsEnd: messageFlow<void>(
    'otherSessionsEnd',
    (api) => api.auth.signOutOtherSessions(),
    function* () {
      yield put(accountActions.sessionsRequested());
    },
  ),
  /** The emailed undo link: like removal, every session ends, this one too. */
  contactChangeUndo: messageFlow(
    'contactChangeUndo',
    (api, request: ContactChangeUndo) => api.auth.undoContactChange(request),
    function* () {
      const token: string | null = yield select(selectToken);
      if (token) yield put(authActions.loggedOut());
    },
  ),
  removalConfirm: messageFlow(
    'removalConfirm',
    (api, request: AccountRemovalConfirm) => api.auth.confirmAccountRemoval(request),
    // The server ended every session of the account: this one ends here too, before the
    // flow's answer, because ending a session resets the per-session state.
    function* () {
      const token: string | null = yield select(selectToken);
      if (token) yield put(authActions.loggedOut());
    },
  ),
};

export type AccountFlow = keyof typeof accountFlows;
