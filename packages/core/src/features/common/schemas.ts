/**
 * Field rules shared by every wire schema: one phone, email and password rule, coordinates,
 * ids, colours, links, dates and paging, plus the error and message bodies (money is in
 * money.ts).
 *
 * Every issue message is a key of core's catalog (features/validation/messages.ts), so the server
 * and the apps translate the same key. Request objects use `z.object`, which strips unknown
 * keys: a client cannot smuggle `usuario_id` or `active` into a call that does not take it.
 */
import { z } from 'zod';
import { LANGUAGES, PAGE_OFFSET, PAGE_SIZE } from '../config/constants';
import type { MessageKey } from '../validation/messages';

/** A zod error parameter naming a message key, so a typo in a key fails typecheck. */
export const issue = (key: MessageKey) => ({ error: key });

export const TEXT_MAX = {
  name: 100,
  short: 50,
  alias: 60,
  address: 255,
  subject: 150,
  body: 5000,
  url: 2048,
  email: 254,
  token: 512,
  password: 128,
} as const;

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string(issue('validation.required'))
    .trim()
    .min(1, issue('validation.required'))
    .max(max, issue('validation.max_length'));

/**
 * Control characters and format characters (bidi overrides U+202E, zero-width spaces and
 * joiners U+200B–U+200D, BOM): in a name they hide or reorder what others read.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** A person's or a place's name: required text without invisible or control characters. */
export const nameText = (max: number) =>
  requiredText(max).refine((value) => !INVISIBLE.test(value), issue('validation.characters'));

/** An optional name (a title, a traveller) under the same character rule. */
export const optionalNameText = (max: number) =>
  optionalText(max).refine((value) => !INVISIBLE.test(value), issue('validation.characters'));

/** A trimmed text that may be empty, of at most `max` characters. */
export const optionalText = (max: number) =>
  z.string(issue('validation.invalid')).trim().max(max, issue('validation.max_length'));

/**
 * Database ids are positive integers that fit PostgreSQL's `integer` (serial) columns: a
 * larger number would make the query fail with a 500 instead of a 400.
 */
export const ID_MAX = 2_147_483_647;

export const idSchema = z
  .number(issue('validation.required'))
  .int(issue('validation.numeric'))
  .positive(issue('validation.invalid'))
  .max(ID_MAX, issue('validation.invalid'));

/** An id read from a path or a query string. */
export const idFromStringSchema = z.coerce
  .number(issue('validation.numeric'))
  .int(issue('validation.numeric'))
  .positive(issue('validation.invalid'))
  .max(ID_MAX, issue('validation.invalid'));

/** Path parameters of `…/{id}` routes. */
export const idParamsSchema = z.object({ id: idFromStringSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const latitudeSchema = z
  .number(issue('validation.coordinates'))
  .min(-90, issue('validation.coordinates'))
  .max(90, issue('validation.coordinates'));

export const longitudeSchema = z
  .number(issue('validation.coordinates'))
  .min(-180, issue('validation.coordinates'))
  .max(180, issue('validation.coordinates'));

export const coordinatesSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const EMAIL_MAX_LENGTH = TEXT_MAX.email;

/** The one email rule. Lower-cased so lookups and uniqueness do not depend on case. */
export const emailSchema = z
  .string(issue('validation.required'))
  .trim()
  .min(1, issue('validation.required'))
  .max(EMAIL_MAX_LENGTH, issue('validation.email'))
  .toLowerCase()
  .pipe(z.email(issue('validation.email')));

/** E.164-ish: an optional leading +, then 9 to 15 digits once spaces are removed. */
export const PHONE_PATTERN = /^\+?\d{9,15}$/;

/** Removes the spaces people type inside phone numbers ("+34 600 11 22 33"). */
export const normalizePhone = (value: string): string => value.replace(/\s+/g, '');

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(normalizePhone(value));

/** The one phone rule; the value comes out without spaces. */
export const phoneSchema = z
  .string(issue('validation.required'))
  .trim()
  .min(1, issue('validation.required'))
  .overwrite(normalizePhone)
  .regex(PHONE_PATTERN, issue('validation.phone'));

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with a letter and a digit. */
export const isValidPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH &&
  value.length <= TEXT_MAX.password &&
  /\p{L}/u.test(value) &&
  /\d/.test(value);

/**
 * The one password rule for new passwords. Not trimmed: a space is a valid character and
 * trimming would change what the user typed. Logging in checks only presence, so accounts
 * made under an older rule can still sign in.
 */
export const passwordSchema = z
  .string(issue('validation.required'))
  .min(1, issue('validation.required'))
  .refine(isValidPassword, issue('validation.password'));

/** A password being presented (log in, current password): present, bounded, not judged. */
export const presentedPasswordSchema = z
  .string(issue('validation.required'))
  .min(1, issue('validation.required'))
  .max(TEXT_MAX.password, issue('validation.password'));

/**
 * Adds the "password_confirmation equals password" check to an object schema that has both.
 * The issue sits on password_confirmation, where the form shows it.
 */
export const withPasswordConfirmation = <
  T extends z.ZodType<{
    password?: string | undefined;
    password_confirmation?: string | undefined;
  }>,
>(
  schema: T,
) =>
  schema.refine((value) => (value.password ?? '') === (value.password_confirmation ?? ''), {
    path: ['password_confirmation'],
    ...issue('validation.password_confirmed'),
  });

/**
 * A new password and its repetition: the fields every form that sets a password has,
 * for `withPasswordConfirmation` to compare.
 */
export const newPasswordFields = {
  password: passwordSchema,
  password_confirmation: z.string(issue('validation.required')),
};

export const ACTIVATION_CODE_PATTERN = /^\d{6}$/;

/** Letters of any language, with single spaces, apostrophes or hyphens between words. */
export const ALPHA_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

/** The 6-digit activation code sent by SMS. */
export const activationCodeSchema = z
  .string(issue('validation.activation_code'))
  .trim()
  // A letter in it is a typo the spec's numeric message names (spec §5); a short or long
  // code gets the 6-digit rule.
  .regex(/^\d*$/, issue('validation.numeric'))
  .refine(
    (value) => !/^\d*$/.test(value) || ACTIVATION_CODE_PATTERN.test(value),
    issue('validation.activation_code'),
  );

/** #rgb or #rrggbb, the '#' optional as in the spec's default "8b2e98". */
export const HEX_COLOR_PATTERN = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const hexColorSchema = z
  .string(issue('validation.color'))
  .trim()
  .regex(HEX_COLOR_PATTERN, issue('validation.color'));

/** Adds the '#' a stored colour may lack, so CSS can use it as is. */
export const normalizeHexColor = (value: string): string => {
  const trimmed = value.trim();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
};

/** Links we render as anchors: https only, so no javascript: or mixed content. */
export const httpsUrlSchema = z
  .string(issue('validation.url'))
  .trim()
  .max(TEXT_MAX.url, issue('validation.url'))
  .pipe(z.url({ protocol: /^https$/, error: 'validation.url' }));

const OWN_ORIGIN = 'https://own-origin.invalid';

/**
 * Where a browser would load `value` from, read the way it reads it (the WHATWG parser:
 * a backslash is a slash, so "/\\evil.example/x.png" is another host): an https URL, or a
 * path that stays on our own origin.
 */
const loadsFromHttpsOrOwnOrigin = (value: string): boolean => {
  try {
    const url = new URL(value, OWN_ORIGIN);
    if (value.startsWith('https://')) return url.protocol === 'https:' && url.origin !== OWN_ORIGIN;
    return url.origin === OWN_ORIGIN;
  } catch {
    return false;
  }
};

/** An image the server hands out: an https URL or a path on our own origin ("/files/…"). */
export const imageUrlSchema = z
  .string(issue('validation.url'))
  .trim()
  .max(TEXT_MAX.url, issue('validation.url'))
  .regex(/^(?:https:\/\/|\/(?![/\\]))\S+$/, issue('validation.url'))
  .refine(loadsFromHttpsOrOwnOrigin, issue('validation.url'));

/** 'YYYY-MM-DD', a real calendar day. */
export const dateSchema = z.iso.date(issue('validation.date'));

/** 'HH:mm', 24 hours. */
export const timeSchema = z.iso.time({ precision: -1, error: 'validation.time' });

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/;

export const isValidDateTime = (value: string): boolean => {
  const match = DATE_TIME_PATTERN.exec(value);
  return match?.[1] != null && dateSchema.safeParse(match[1]).success;
};

/** 'YYYY-MM-DD HH:mm', the spec's date-time mask (a local time of the grouping). */
export const dateTimeSchema = z
  .string(issue('validation.date_time'))
  .trim()
  .refine(isValidDateTime, issue('validation.date_time'));

/** A moment the server reports (created_at…): ISO 8601 with Z or an offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** `limit` and `offset` of a paged query string, with the spec's defaults (10 and 0). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number(issue('validation.numeric'))
    .int(issue('validation.numeric'))
    .min(1, issue('validation.invalid'))
    .max(100, issue('validation.invalid'))
    .default(PAGE_SIZE),
  offset: z.coerce
    .number(issue('validation.numeric'))
    .int(issue('validation.numeric'))
    .min(0, issue('validation.invalid'))
    .max(Number.MAX_SAFE_INTEGER, issue('validation.invalid'))
    .default(PAGE_OFFSET),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The total a paged list reports beside its items. */
export const totalSchema = z.number().int().nonnegative();

/** One field's problem, as the 422 list shows it. `field` is the dotted path. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error response: `{ error, errors? }` (docs/architecture.md, wire conventions). */
export const apiErrorSchema = z.object({
  error: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A success that carries only a message ("Data updated", an employee's close). */
export const messageResponseSchema = z.object({ message: z.string() });
export type ApiMessageResponse = z.infer<typeof messageResponseSchema>;

// Where the forms reach it without the schemas (and zod) on a first screen.
export { toFieldErrors } from '../validation/form-errors';

/** One of the apps' languages (ca, en, es), as a user chooses it. */
export const languageSchema = z.enum(LANGUAGES, issue('validation.invalid'));

/**
 * A downloaded document's query (services.pdf, a receipt, a statement): `lang` is the
 * language the user chose in the app, which the client sends with every download and
 * which wins over Accept-Language, so a PDF or CSV always reads as the screen it came from.
 */
export const documentQuerySchema = z.object({ lang: languageSchema.optional() });
