/**
 * Guest-room signup from a hotel's QR code (/guests/signup, docs/architecture.md, packages and apps).
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  nameText,
  activationCodeSchema,
  emailSchema,
  issue,
  optionalText,
  phoneSchema,
  requiredText,
} from '../common/schemas';

const guestFields = {
  token: requiredText(TEXT_MAX.token),
  // A guest's name as the front desk writes it, room labels and all: no letters-only rule.
  name: nameText(TEXT_MAX.name),
  room: optionalText(20)
    .min(1, issue('ride.guest_name_required'))
    .regex(/^[\p{L}\p{N} .-]*$/u, issue('validation.alphaNum')),
  phone: z.union([z.literal(''), phoneSchema], issue('validation.phone')).optional(),
  email: z.union([z.literal(''), emailSchema], issue('validation.email')).optional(),
};

/** A phone or an email is how the guest's account is found again (docs/decisions/). */
const withContact = <
  T extends z.ZodType<{ phone?: string | undefined; email?: string | undefined }>,
>(
  schema: T,
) =>
  schema.refine((value) => Boolean(value.phone || value.email), {
    path: ['phone'],
    ...issue('guest.contact_required'),
  });

/**
 * POST guests/signup. `token` is the one the hotel's QR code carries (it names the hotel's
 * grouping). A new guest gets a session at once, answered like authenticate; the same
 * person on the same room card gets a code instead (`GuestCodeSent`).
 */
export const guestSignupRequestSchema = withContact(
  z.object({ ...guestFields, terms_accepted: z.literal(true, issue('validation.terms_required')) }),
);
export type GuestSignupRequest = z.infer<typeof guestSignupRequestSchema>;

/** The answer (202) when the guest already has an account for this room: a code went out. */
export const guestCodeSentSchema = z.object({ code_sent: z.enum(['sms', 'email']) });
export type GuestCodeSent = z.infer<typeof guestCodeSentSchema>;

/** POST guests/signin: the same details again with the code sent to the guest. */
export const guestSignInRequestSchema = withContact(
  z.object({ ...guestFields, code: activationCodeSchema }),
);
export type GuestSignInRequest = z.infer<typeof guestSignInRequestSchema>;
