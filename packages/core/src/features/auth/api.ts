import type { ApiClient } from '../../api/client';
import type { ApiMessageResponse } from '../common/schemas';
import type { Language } from '../config/constants';
import type {
  AccountRemovalConfirm,
  AccountSessions,
  ContactChangeUndo,
  AccountRemovalRequest,
  AuthenticateRequest,
  AuthenticateResponse,
  ConfirmAccountRequest,
  EmailAvailableRequest,
  EmailAvailableResponse,
  EmployeeConfirmRequest,
  EmployeePasswordByToken,
  PasswordRecoveryRequest,
  PasswordResetRequest,
  PasswordUpdateRequest,
  Profile,
  ProfileChanges,
  ProfileUpdateRequest,
  RenewPrivacyRequest,
  ResendActivationRequest,
  SignupRequest,
  SignupResponse,
  SocialLoginRequest,
  TokenValidResponse,
} from './schemas';

/** The account calls of spec §7 and docs/architecture.md, the API beyond the spec, one function each. */
export const authApi = (client: ApiClient) => ({
  authenticate: (body: AuthenticateRequest) =>
    client.post<AuthenticateResponse>('authenticate', body),
  validateToken: () => client.get<TokenValidResponse>('token/valid', { silent: true }),
  logout: () => client.post<ApiMessageResponse>('logout', undefined, { silent: true }),
  signup: (body: SignupRequest) => client.post<SignupResponse>('customer/signup', body),
  confirm: (body: ConfirmAccountRequest) =>
    client.put<AuthenticateResponse>('customer/confirm', body),
  resendActivationCode: (body: ResendActivationRequest) =>
    client.put<ApiMessageResponse>('customer/resend_activation_code', body),
  isEmailAvailable: (body: EmailAvailableRequest) =>
    client.post<EmailAvailableResponse>('customer/available/email', body, { silent: true }),
  requestPasswordRecovery: (body: PasswordRecoveryRequest) =>
    client.post<ApiMessageResponse>('customer/password/recover', body),
  resetPassword: (body: PasswordResetRequest) =>
    client.put<ApiMessageResponse>('customer/password/reset', body),
  updatePassword: (userId: number, body: PasswordUpdateRequest) =>
    client.put<ApiMessageResponse>(`customer/update_password/${userId}`, body),
  getProfile: () => client.get<Profile>('customer/update_profile'),
  updateProfile: (body: ProfileUpdateRequest) =>
    client.put<Profile>('customer/update_profile', body),
  /** Remembers the language the user chose, for the emails and SMS sent to them. */
  saveLanguage: (language: Language) =>
    client.put<Profile>('customer/update_profile', { language } satisfies ProfileChanges),
  /** Avatar, or the logo for a company: multipart with one `image` file. */
  uploadProfileImage: (form: FormData) =>
    client.upload<Profile>('customer/update_profile/image', form),
  googleLogin: (body: SocialLoginRequest) =>
    client.post<AuthenticateResponse>('customer/google_login', body),
  facebookLogin: (body: SocialLoginRequest) =>
    client.post<AuthenticateResponse>('customer/facebook_login', body),
  renewPrivacy: (body: RenewPrivacyRequest) =>
    client.put<ApiMessageResponse>('customer/renew_privacy', body),
  requestAccountRemoval: (body: AccountRemovalRequest) =>
    client.post<ApiMessageResponse>('customer/remove_account', body),
  confirmAccountRemoval: (body: AccountRemovalConfirm) =>
    client.put<ApiMessageResponse>('customer/remove_account/confirm', body),
  confirmEmployee: (body: EmployeeConfirmRequest) =>
    client.put<AuthenticateResponse>('employee/confirm', body),
  setEmployeePassword: (body: EmployeePasswordByToken) =>
    client.put<ApiMessageResponse>('employee/password', body),
  /** The emailed link's undo of a change of email or phone: every session ends. */
  undoContactChange: (body: ContactChangeUndo) =>
    client.put<ApiMessageResponse>('customer/contact_change/undo', body),
  getSessions: () => client.get<AccountSessions>('customer/sessions'),
  signOutOtherSessions: () =>
    client.post<ApiMessageResponse>('customer/sessions/sign_out_others', undefined),
});
