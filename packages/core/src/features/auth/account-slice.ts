import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlowStatus } from '../common/monitored-flow';
import type { ApiFieldError } from '../../api/api-error';
import type { Language } from '../config/constants';
import type {
  AccountRemovalConfirm,
  AccountRemovalRequest,
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
} from './schemas';

/**
 * The account's user-triggered flows besides logging in (spec §2 register, activation,
 * recovery, profile, renew_privacy, removal). Each has one status the screen reads.
 */
export const ACCOUNT_FLOWS = [
  'signup',
  'activation',
  'activationResend',
  'passwordRecovery',
  'passwordReset',
  'employeeActivation',
  'employeePassword',
  'profileUpdate',
  'profileImage',
  'passwordChange',
  'privacyRenewal',
  'removalRequest',
  'removalConfirm',
] as const;
export type AccountFlow = (typeof ACCOUNT_FLOWS)[number];

export interface AccountFlowState {
  /** `succeeded` stays until the screen leaves, so it can show the server's confirmation. */
  status: FlowStatus;
  /** The server's answer: its success message, or the error text of a failure. */
  message: string | null;
  /** Server-side field errors (already in the user's language), by field name. */
  fieldErrors: Record<string, string>;
}

export interface AccountState {
  flows: Record<AccountFlow, AccountFlowState>;
  /** The profile as GET customer/update_profile gives it (email and phone included). */
  profile: Profile | null;
  profileStatus: 'idle' | 'pending' | 'loaded' | 'failed';
  /**
   * The last email sign-up asked about as the user left the field (#14), and whether it is
   * free; `available` is null while asking or when the server could not say.
   */
  emailCheck: { email: string; available: boolean | null } | null;
}

const IDLE: AccountFlowState = { status: 'idle', message: null, fieldErrors: {} };

export const initialAccountState: AccountState = {
  flows: Object.fromEntries(ACCOUNT_FLOWS.map((flow) => [flow, IDLE])) as Record<
    AccountFlow,
    AccountFlowState
  >,
  profile: null,
  profileStatus: 'idle',
  emailCheck: null,
};

const start = (state: AccountState, flow: AccountFlow) => {
  state.flows[flow] = { status: 'pending', message: null, fieldErrors: {} };
};

/** The first message per field; an error without a field is the alert's business. */
const byField = (errors: readonly ApiFieldError[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) {
    if (field && !(field in fields)) fields[field] = message;
  }
  return fields;
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    signupRequested: (state, _action: PayloadAction<SignupRequest>) => start(state, 'signup'),
    activationRequested: (state, _action: PayloadAction<ConfirmAccountRequest>) =>
      start(state, 'activation'),
    activationResendRequested: (state, _action: PayloadAction<ResendActivationRequest>) =>
      start(state, 'activationResend'),
    passwordRecoveryRequested: (state, _action: PayloadAction<PasswordRecoveryRequest>) =>
      start(state, 'passwordRecovery'),
    passwordResetRequested: (state, _action: PayloadAction<PasswordResetRequest>) =>
      start(state, 'passwordReset'),
    employeeActivationRequested: (state, _action: PayloadAction<EmployeeConfirmRequest>) =>
      start(state, 'employeeActivation'),
    employeePasswordRequested: (state, _action: PayloadAction<EmployeePasswordByToken>) =>
      start(state, 'employeePassword'),
    profileUpdateRequested: (state, _action: PayloadAction<ProfileUpdateRequest>) =>
      start(state, 'profileUpdate'),
    /** A signed-in user switched language: the server keeps it for what it sends them (#20). */
    languageChosen: (_state, _action: PayloadAction<Language>) => {},
    /** The chosen file travels in the action: sagas build the multipart body. */
    profileImageUploadRequested: (state, _action: PayloadAction<Blob>) =>
      start(state, 'profileImage'),
    passwordChangeRequested: (state, _action: PayloadAction<PasswordUpdateRequest>) =>
      start(state, 'passwordChange'),
    privacyRenewalRequested: (state) => start(state, 'privacyRenewal'),
    removalRequested: (state, _action: PayloadAction<AccountRemovalRequest>) =>
      start(state, 'removalRequest'),
    removalConfirmRequested: (state, _action: PayloadAction<AccountRemovalConfirm>) =>
      start(state, 'removalConfirm'),

    /** Sign-up's email field was left: ask whether the address is still free. */
    emailCheckRequested: (state, action: PayloadAction<string>) => {
      state.emailCheck = { email: action.payload, available: null };
    },
    emailChecked: (state, action: PayloadAction<{ email: string; available: boolean | null }>) => {
      // An answer about an address the user has since changed is dropped.
      if (state.emailCheck?.email === action.payload.email) state.emailCheck = action.payload;
    },

    flowSucceeded: (state, action: PayloadAction<{ flow: AccountFlow; message?: string }>) => {
      state.flows[action.payload.flow] = {
        status: 'succeeded',
        message: action.payload.message ?? null,
        fieldErrors: {},
      };
    },
    flowFailed: (
      state,
      action: PayloadAction<{ flow: AccountFlow; message: string; errors?: ApiFieldError[] }>,
    ) => {
      const { flow, message, errors = [] } = action.payload;
      state.flows[flow] = { status: 'failed', message, fieldErrors: byField(errors) };
    },
    /** A screen that leaves forgets its flow, so coming back shows a fresh form. */
    flowReset: (state, action: PayloadAction<AccountFlow>) => {
      state.flows[action.payload] = IDLE;
    },

    profileRequested: (state) => {
      if (state.profileStatus !== 'loaded') state.profileStatus = 'pending';
    },
    profileLoaded: (state, action: PayloadAction<Profile>) => {
      state.profile = action.payload;
      state.profileStatus = 'loaded';
    },
    profileFailed: (state) => {
      if (state.profileStatus !== 'loaded') state.profileStatus = 'failed';
    },
  },
  selectors: {
    selectAccountFlows: (state) => state.flows,
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.profileStatus,
    selectEmailCheck: (state) => state.emailCheck,
  },
});

export const accountActions = accountSlice.actions;
export const { selectAccountFlows, selectProfile, selectProfileStatus, selectEmailCheck } =
  accountSlice.selectors;

/** One flow's state: `useSelector((s) => selectAccountFlow(s, 'signup'))`. */
export const selectAccountFlow = (state: { account: AccountState }, flow: AccountFlow) =>
  state.account.flows[flow];
