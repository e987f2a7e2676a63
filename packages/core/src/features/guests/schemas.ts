/**
 * Guest-room signup from a hotel's QR code (/guests/signup, DESIGN §1 guest app).
 */
import { z } from 'zod';
import { personNameSchema } from '../auth/schemas';
import { TEXT_MAX, issue, optionalText, phoneSchema, requiredText } from '../common/schemas';

/**
 * POST guests/signup. `token` is the one the hotel's QR code carries (it names the hotel's
 * grouping); the guest gets a session tied to it, answered like authenticate.
 */
export const guestSignupRequestSchema = z.object({
  token: requiredText(TEXT_MAX.token),
  name: personNameSchema,
  room: optionalText(20)
    .min(1, issue('ride.guest_name_required'))
    .regex(/^[\p{L}\p{N} .-]*$/u, issue('validation.alphaNum')),
  phone: z.union([z.literal(''), phoneSchema], issue('validation.phone')).optional(),
  terms_accepted: z.literal(true, issue('validation.terms_required')),
});
export type GuestSignupRequest = z.infer<typeof guestSignupRequestSchema>;
