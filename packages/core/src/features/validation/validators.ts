/**
 * Form validators of spec §5. Each returns the message key of what is wrong, or null.
 * The rules themselves (phone, password, activation code, user code) live once in the
 * wire schemas' modules and are reused here, so a form and the server never disagree.
 */
import { TEXT_PROMPT_MIN_LENGTH } from '../config/constants';
import {
  ACTIVATION_CODE_PATTERN,
  ALPHA_PATTERN,
  emailSchema,
  isValidPassword,
  isValidPhone,
} from '../common/schemas';
import { MONEY_MAX } from '../common/money';
import { transferRecipientSchema } from '../purses/schemas';
import type { MessageKey } from './messages';

export type ValidationResult = MessageKey | null;
export type Validator = (value: unknown) => ValidationResult;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Nothing typed: null, undefined, blank text, an empty list or an unticked box. */
export const isEmpty = (value: unknown): boolean =>
  value == null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const formatRule =
  (key: MessageKey, accepts: (value: string) => boolean): Validator =>
  (value) => {
    if (isEmpty(value)) return null;
    const typed = text(value);
    return typed !== null && accepts(typed) ? null : key;
  };

export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

export { ALPHA_PATTERN };
/**
 * ASCII letters and digits: alphaNum guards codes (registration, locator), which the
 * schemas also keep to ASCII, so a form never accepts a code the server refuses.
 */
export const ALPHA_NUM_PATTERN = /^[A-Za-z0-9]+$/;
export const NUMERIC_PATTERN = /^\d+$/;
/** A positive amount with at most 2 decimals, written with a point or a comma. */
export const AMOUNT_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** Reads a typed amount ('12,5' or '12.50') as a number, or null when it is not one. */
export const parseAmount = (value: string): number | null => {
  const trimmed = value.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
};

const isValidAmount = (value: string): boolean => {
  const amount = parseAmount(value);
  return amount !== null && amount > 0 && amount <= MONEY_MAX;
};

export const isValidUserCode = (value: string): boolean =>
  transferRecipientSchema.safeParse(value).success;

export const isValidActivationCode = (value: string): boolean =>
  ACTIVATION_CODE_PATTERN.test(value.trim());

const required: Validator = (value) => (isEmpty(value) ? 'validation.required' : null);

/**
 * The validators of spec §5 by the spec's names. Format rules accept an empty value so an
 * optional field may stay blank; list `required` first when it may not.
 */
export const VALIDATORS = {
  required,
  phone: formatRule('validation.phone', isValidPhone),
  email: formatRule('validation.email', isValidEmail),
  /** At least 8 characters with a letter and a digit. */
  password: formatRule('validation.password', isValidPassword),
  alpha: formatRule('validation.alpha', (value) => ALPHA_PATTERN.test(value.trim())),
  alphaNum: formatRule('validation.alphaNum', (value) => ALPHA_NUM_PATTERN.test(value.trim())),
  numeric: formatRule('validation.numeric', (value) => NUMERIC_PATTERN.test(value.trim())),
  amount: formatRule('validation.amount', isValidAmount),
  /** A transfer recipient: a user code or a numeric user id. */
  code_user: formatRule('validation.code_user', isValidUserCode),
  /** The 6-digit code sent by SMS. */
  activation_code: formatRule('validation.activation_code', isValidActivationCode),
} as const satisfies Record<string, Validator>;

/** The confirmation must equal the password as typed (not trimmed: spaces count). */
export const passwordConfirmed =
  (passwordValue: string): Validator =>
  (value) =>
    (typeof value === 'string' ? value : '') === passwordValue
      ? null
      : 'validation.password_confirmed';

/**
 * A text prompt accepts input only when longer than `min` characters (spec §5). The
 * message says "at least {{min}}": pass textPromptParams(min) with it.
 */
export const textPrompt =
  (min: number = TEXT_PROMPT_MIN_LENGTH): Validator =>
  (value) => {
    const typed = text(value);
    return typed !== null && [...typed.trim()].length > min ? null : 'validation.min_length';
  };

/** The interpolation values of textPrompt's message: longer than min is at least min + 1. */
export const textPromptParams = (min: number = TEXT_PROMPT_MIN_LENGTH) => ({ min: min + 1 });

/** The first failing rule's key, in the order given, or null when all pass. */
export const validate = (value: unknown, validators: readonly Validator[]): ValidationResult => {
  for (const validator of validators) {
    const key = validator(value);
    if (key) return key;
  }
  return null;
};
