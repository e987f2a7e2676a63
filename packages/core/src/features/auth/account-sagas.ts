import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../api/api-error';
import type { Language } from '../config/constants';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { accountActions, type AccountFlow } from './account-slice';
import { authSchemas, type AuthSchemas } from './load-schemas';
// `import type`, not inline `type` names: under verbatimModuleSyntax those leave an empty
// import that keeps the schemas, and zod, on the first route (#16: 259.8 -> 286.0 KB).
import type {
  AccountRemovalConfirm,
  AccountRemovalRequest,
  AuthenticateResponse,
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
  User,
} from './schemas';
import { authActions, selectToken, selectUser } from './slice';

function* failed(flow: AccountFlow, error: unknown) {
  yield put(
    accountActions.flowFailed({
      flow,
      message: errorMessage(error),
      errors: isApiError(error) ? error.errors : [],
    }),
  );
}

/** Calls that answer `{message}`: the flow succeeds with the server's own words. */
function* messageFlow(flow: AccountFlow, request: () => Promise<{ message: string }>) {
  try {
    const { message }: { message: string } = yield call(request);
    yield put(accountActions.flowSucceeded({ flow, message }));
    return true;
  } catch (error) {
    yield* failed(flow, error);
    return false;
  }
}

/** Activation logs the user in: the token goes the way a log-in's does. */
function* sessionFlow(flow: AccountFlow, request: () => Promise<AuthenticateResponse>) {
  try {
    const { token }: AuthenticateResponse = yield call(request);
    yield put(accountActions.flowSucceeded({ flow }));
    yield put(authActions.tokenReceived(token));
  } catch (error) {
    yield* failed(flow, error);
  }
}

/**
 * Whether a sign-up's email is free, asked as the user leaves the field (#14). A malformed
 * address is not asked about (the form's own rule speaks); a failed call says nothing, and
 * the sign-up itself still refuses a taken address.
 */
function* checkEmail({ payload }: PayloadAction<string>) {
  const { api } = yield* dependencies();
  const { emailAvailableRequestSchema }: AuthSchemas =
    authSchemas.loaded() ?? (yield call(authSchemas.load));
  const parsed = emailAvailableRequestSchema.safeParse({ value: payload });
  if (!parsed.success) {
    yield put(accountActions.emailChecked({ email: payload, available: null }));
    return;
  }
  try {
    const { available }: { available: boolean } = yield call(
      api.auth.isEmailAvailable,
      parsed.data,
    );
    yield put(accountActions.emailChecked({ email: payload, available }));
  } catch {
    yield put(accountActions.emailChecked({ email: payload, available: null }));
  }
}

function* signup({ payload }: PayloadAction<SignupRequest>) {
  const { api } = yield* dependencies();
  yield* messageFlow('signup', () => api.auth.signup(payload));
}

function* activate({ payload }: PayloadAction<ConfirmAccountRequest>) {
  const { api } = yield* dependencies();
  yield* sessionFlow('activation', () => api.auth.confirm(payload));
}

function* resendActivation({ payload }: PayloadAction<ResendActivationRequest>) {
  const { api } = yield* dependencies();
  yield* messageFlow('activationResend', () => api.auth.resendActivationCode(payload));
}

function* recoverPassword({ payload }: PayloadAction<PasswordRecoveryRequest>) {
  const { api } = yield* dependencies();
  yield* messageFlow('passwordRecovery', () => api.auth.requestPasswordRecovery(payload));
}

function* resetPassword({ payload }: PayloadAction<PasswordResetRequest>) {
  const { api } = yield* dependencies();
  yield* messageFlow('passwordReset', () => api.auth.resetPassword(payload));
}

function* activateEmployee({ payload }: PayloadAction<EmployeeConfirmRequest>) {
  const { api } = yield* dependencies();
  yield* sessionFlow('employeeActivation', () => api.auth.confirmEmployee(payload));
}

function* setEmployeePassword({ payload }: PayloadAction<EmployeePasswordByToken>) {
  const { api } = yield* dependencies();
  yield* messageFlow('employeePassword', () => api.auth.setEmployeePassword(payload));
}

/** The drawer shows the user from token/valid: keep it in step with the profile. */
function* profileChanged(profile: Profile) {
  yield put(accountActions.profileLoaded(profile));
  const { name, email, phone, avatar, logo } = profile;
  yield put(authActions.userUpdated({ name, email, phone, avatar, logo }));
}

/**
 * Stores the language on the account; the switch has already changed the screen and this
 * browser remembers it, so a failure only means emails keep the previous language.
 */
function* saveLanguage({ payload }: PayloadAction<Language>) {
  const { api } = yield* dependencies();
  try {
    yield call(api.auth.saveLanguage, payload);
    yield put(authActions.userUpdated({ language: payload }));
  } catch {
    // Kept in this browser; the next switch tries again.
  }
}

function* loadProfile() {
  const { api } = yield* dependencies();
  try {
    const profile: Profile = yield call(api.auth.getProfile);
    yield put(accountActions.profileLoaded(profile));
  } catch {
    yield put(accountActions.profileFailed());
  }
}

function* updateProfile({ payload }: PayloadAction<ProfileUpdateRequest>) {
  const { api } = yield* dependencies();
  try {
    const profile: Profile = yield call(api.auth.updateProfile, payload);
    yield* profileChanged(profile);
    yield put(accountActions.flowSucceeded({ flow: 'profileUpdate' }));
  } catch (error) {
    yield* failed('profileUpdate', error);
  }
}

function* uploadProfileImage({ payload }: PayloadAction<Blob>) {
  const { api } = yield* dependencies();
  const form = new FormData();
  form.append('image', payload, payload instanceof File ? payload.name : 'image');
  try {
    const profile: Profile = yield call(api.auth.uploadProfileImage, form);
    yield* profileChanged(profile);
    yield put(accountActions.flowSucceeded({ flow: 'profileImage' }));
  } catch (error) {
    yield* failed('profileImage', error);
  }
}

function* changePassword({ payload }: PayloadAction<PasswordUpdateRequest>) {
  const { api } = yield* dependencies();
  const user: User | null = yield select(selectUser);
  if (!user) return;
  yield* messageFlow('passwordChange', () => api.auth.updatePassword(user.id, payload));
}

function* renewPrivacy() {
  const { api } = yield* dependencies();
  const ok: boolean = yield* messageFlow('privacyRenewal', () =>
    api.auth.renewPrivacy({ terms_accepted: true }),
  );
  // Lifts the guard's hold on every private route.
  if (ok) yield put(authActions.userUpdated({ renew_privacy: false }));
}

function* requestRemoval({ payload }: PayloadAction<AccountRemovalRequest>) {
  const { api } = yield* dependencies();
  yield* messageFlow('removalRequest', () => api.auth.requestAccountRemoval(payload));
}

function* confirmRemoval({ payload }: PayloadAction<AccountRemovalConfirm>) {
  const { api } = yield* dependencies();
  try {
    const { message }: { message: string } = yield call(api.auth.confirmAccountRemoval, payload);
    // The server ended every session of the account: this one ends here too, before the
    // flow's answer, because ending a session resets the per-session state.
    const token: string | null = yield select(selectToken);
    if (token) yield put(authActions.loggedOut());
    yield put(accountActions.flowSucceeded({ flow: 'removalConfirm', message }));
  } catch (error) {
    yield* failed('removalConfirm', error);
  }
}

/**
 * Account flows outside the session scope: most belong to visitors (sign-up, recovery,
 * activation). `takeLeading` so a double click sends one request.
 */
export function* accountSaga() {
  yield takeLeading(accountActions.signupRequested.type, signup);
  yield takeLatest(accountActions.emailCheckRequested.type, checkEmail);
  yield takeLeading(accountActions.activationRequested.type, activate);
  yield takeLeading(accountActions.activationResendRequested.type, resendActivation);
  yield takeLeading(accountActions.passwordRecoveryRequested.type, recoverPassword);
  yield takeLeading(accountActions.passwordResetRequested.type, resetPassword);
  yield takeLeading(accountActions.employeeActivationRequested.type, activateEmployee);
  yield takeLeading(accountActions.employeePasswordRequested.type, setEmployeePassword);
  yield takeLatest(accountActions.profileRequested.type, loadProfile);
  yield takeLatest(accountActions.languageChosen.type, saveLanguage);
  yield takeLeading(accountActions.profileUpdateRequested.type, updateProfile);
  yield takeLeading(accountActions.profileImageUploadRequested.type, uploadProfileImage);
  yield takeLeading(accountActions.passwordChangeRequested.type, changePassword);
  yield takeLeading(accountActions.privacyRenewalRequested.type, renewPrivacy);
  yield takeLeading(accountActions.removalRequested.type, requestRemoval);
  yield takeLeading(accountActions.removalConfirmRequested.type, confirmRemoval);
}
