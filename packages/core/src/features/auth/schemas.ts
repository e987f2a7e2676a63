/**
 * Users and the account calls (spec §3 User, §7 auth and profile, docs/architecture.md, the API beyond the spec).
 */
import { z } from 'zod';
import type { AccountKind } from '../roles/roles';
import {
  activationCodeSchema,
  ALPHA_PATTERN,
  emailSchema,
  idSchema,
  imageUrlSchema,
  issue,
  isValidPhone,
  nameText,
  normalizePhone,
  optionalText,
  phoneSchema,
  presentedPasswordSchema,
  requiredText,
  TEXT_MAX,
  newPasswordFields,
  withPasswordConfirmation,
  languageSchema,
  timestampSchema,
} from '../common/schemas';

/** A person's or company's name as typed in forms. */
/** A person's own name (sign-up, profile): letters only (spec §5 alpha). */
export const personNameSchema = nameText(TEXT_MAX.name).refine(
  // An empty name is told it is required, not that it has no letters.
  (value) => value === '' || ALPHA_PATTERN.test(value),
  issue('validation.alpha'),
);

/**
 * The grouping a user is tied to. Only id, permalink and name are guaranteed; the server may
 * send the grouping's other fields, which pass through for the screens that use them.
 */
export const exclusiveGroupingSchema = z.looseObject({
  id: idSchema,
  permalink: z.string(),
  name: z.string(),
});
export type ExclusiveGrouping = z.infer<typeof exclusiveGroupingSchema>;

/**
 * The user as the server returns it. `company` is the company flag, `is_employee` the
 * employee marker and `panel` the panel flag: together they give the role (features/roles).
 */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.boolean(),
  logo: z.string().nullable(),
  /** The employee's own record when the user is an employee: the drawer shows its name. */
  employee: z.object({ name: z.string() }).nullable(),
  is_employee: z.boolean(),
  panel: z.boolean(),
  /** Staff of the operator: may use /api/admin. Absent means false. */
  operator: z.boolean().optional(),
  /** Hotel staff or operator: roles the flags of spec §3 cannot tell (features/roles). */
  account_kind: z
    .enum(['hotel_staff', 'operator'] as const satisfies readonly AccountKind[])
    .nullable()
    .optional(),
  renew_privacy: z.boolean(),
  /**
   * False when the user never accepted the privacy text (an employee who has just
   * activated from the invitation): renew_privacy then asks for a first acceptance, not
   * for a changed policy. Absent means accepted before.
   */
  privacy_accepted: z.boolean().optional(),
  exclusive_agrupation: exclusiveGroupingSchema.nullable(),
  /** The language the user last chose in any app; null until they choose one. */
  language: languageSchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Email or phone: '@' decides which rule applies, so the message names the right one. The
 * value comes out as the account stores it (email lower-cased, phone without spaces).
 */
export const usernameSchema = z
  .string(issue('validation.required'))
  .trim()
  .min(1, issue('validation.required'))
  .max(TEXT_MAX.email, issue('validation.max_length'))
  .overwrite((value) => (value.includes('@') ? value.toLowerCase() : normalizePhone(value)))
  .superRefine((value, ctx) => {
    if (value.includes('@')) {
      if (!emailSchema.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: 'validation.email' });
      }
    } else if (!isValidPhone(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone' });
    }
  });

/** POST authenticate */
export const authenticateRequestSchema = z.object({
  username: usernameSchema,
  password: presentedPasswordSchema,
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** POST authenticate, POST customer/google_login, facebook_login, PUT customer/confirm */
export const authenticateResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

/** GET token/valid. `permissions` are the route names the menu shows (spec §6). */
export const tokenValidResponseSchema = z.object({
  auth_token: z.string(),
  exclusive_agrupation: exclusiveGroupingSchema.nullable(),
  user: userSchema,
  permissions: z.array(z.string()),
});
export type TokenValidResponse = z.infer<typeof tokenValidResponseSchema>;

/** A driver's or friend's registration code: optional, letters and digits only. */
export const registrationCodeSchema = optionalText(32).regex(
  /^[A-Za-z0-9]*$/,
  issue('validation.alphaNum'),
);

/** POST customer/signup */
export const signupRequestSchema = withPasswordConfirmation(
  z.object({
    name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    ...newPasswordFields,
    /** One checkbox: the terms of use and the privacy policy are accepted together. */
    terms_accepted: z.literal(true, issue('validation.terms_required')),
    registration_code: registrationCodeSchema.optional(),
  }),
);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The phone the 6-digit code was sent to, for /activate_account/{phone}. */
export const signupResponseSchema = z.object({
  phone: z.string(),
  /** "We have sent you a code by SMS", or that it could not be sent (`code_sent` false). */
  message: z.string(),
  /** Whether the provider took the SMS; false: the account exists, the code is to resend. */
  code_sent: z.boolean(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** PUT customer/confirm (answers like authenticate: activation logs the user in). */
export const confirmAccountRequestSchema = z.object({
  phone: phoneSchema,
  code: activationCodeSchema,
});
export type ConfirmAccountRequest = z.infer<typeof confirmAccountRequestSchema>;

/** PUT customer/resend_activation_code */
export const resendActivationRequestSchema = z.object({ phone: phoneSchema });
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;

/** POST customer/available/email */
export const emailAvailableRequestSchema = z.object({ value: emailSchema });
export type EmailAvailableRequest = z.infer<typeof emailAvailableRequestSchema>;

export const emailAvailableResponseSchema = z.object({ available: z.boolean() });
export type EmailAvailableResponse = z.infer<typeof emailAvailableResponseSchema>;

/** The code of an emailed link (password reset, account removal, employee password). */
export const emailedCodeSchema = requiredText(TEXT_MAX.token);

/** POST customer/password/recover: sends the /reset_password/{code} link. */
export const passwordRecoveryRequestSchema = z.object({ email: emailSchema });
export type PasswordRecoveryRequest = z.infer<typeof passwordRecoveryRequestSchema>;

/** PUT customer/password/reset */
export const passwordResetRequestSchema = withPasswordConfirmation(
  z.object({
    code: emailedCodeSchema,
    ...newPasswordFields,
  }),
);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** PUT customer/update_password/{id} */
export const passwordUpdateRequestSchema = withPasswordConfirmation(
  z.object({
    current_password: presentedPasswordSchema,
    ...newPasswordFields,
  }),
);
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

/** GET customer/update_profile */
export const profileSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  logo: z.string().nullable(),
  company: z.boolean(),
  language: languageSchema.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT customer/update_profile */
export const profileUpdateRequestSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  /**
   * Asked only when the email or the phone changes (the server says so when it is missing or
   * wrong): a session alone cannot take the account. Empty is the same as absent.
   */
  current_password: z
    .string(issue('validation.required'))
    .max(TEXT_MAX.password, issue('validation.password'))
    .optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/**
 * What PUT customer/update_profile accepts: the profile form's fields, or only the language
 * the switch in the drawer or profile chose (emails and SMS follow it).
 */
export const profileChangesSchema = profileUpdateRequestSchema
  .partial()
  .extend({ language: languageSchema.optional() });
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

/** PUT customer/contact_change/undo: the code of the link emailed to the old address. */
export const contactChangeUndoSchema = z.object({ code: emailedCodeSchema });
export type ContactChangeUndo = z.infer<typeof contactChangeUndoSchema>;

/** GET customer/sessions: the account's live sessions, the caller's own marked `current`. */
export const accountSessionSchema = z.object({
  id: idSchema,
  /** The browser or app that signed in, as it named itself (User-Agent); null if unknown. */
  user_agent: z.string().nullable(),
  created_at: timestampSchema,
  /** Within a few minutes: the server notes use at most every five. */
  last_used_at: timestampSchema,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** Where an uploaded avatar or company logo ended up. */
export const imageUploadResponseSchema = z.object({ url: imageUrlSchema });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** POST customer/google_login and customer/facebook_login: the provider's token. */
export const socialLoginRequestSchema = z.object({ token: requiredText(4096) });
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** POST customer/remove_account: asks for the emailed /remove_account/{code} link. */
export const accountRemovalRequestSchema = z.object({ password: presentedPasswordSchema });
export type AccountRemovalRequest = z.infer<typeof accountRemovalRequestSchema>;

/** PUT customer/remove_account/confirm */
export const accountRemovalConfirmSchema = z.object({ code: emailedCodeSchema });
export type AccountRemovalConfirm = z.infer<typeof accountRemovalConfirmSchema>;

/** PUT employee/confirm, from /employee/activate/{email}/{code}. */
export const employeeConfirmRequestSchema = z.object({
  email: emailSchema,
  code: activationCodeSchema,
});
export type EmployeeConfirmRequest = z.infer<typeof employeeConfirmRequestSchema>;

/** PUT employee/password, from /employee/reset_password/{token}. */
export const employeePasswordByTokenSchema = withPasswordConfirmation(
  z.object({
    token: emailedCodeSchema,
    ...newPasswordFields,
  }),
);
export type EmployeePasswordByToken = z.infer<typeof employeePasswordByTokenSchema>;

/** PUT customer/renew_privacy: the user accepts the grouping's new privacy text. */
export const renewPrivacyRequestSchema = z.object({
  terms_accepted: z.literal(true, issue('validation.terms_required')),
});
export type RenewPrivacyRequest = z.infer<typeof renewPrivacyRequestSchema>;
