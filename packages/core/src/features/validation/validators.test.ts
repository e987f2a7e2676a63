import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import {
  VALIDATORS,
  isEmpty,
  parseAmount,
  passwordConfirmed,
  textPrompt,
  textPromptParams,
  validate,
} from './validators';

const {
  required,
  phone,
  email,
  password,
  alpha,
  alphaNum,
  numeric,
  amount,
  code_user: codeUser,
  activation_code: activationCode,
} = VALIDATORS;

describe('required', () => {
  it('answers with the spec message key for nothing typed', () => {
    for (const value of [null, undefined, '', '   ', [], false])
      expect(required(value)).toBe('validation.required');
    expect(translate('en', required('') ?? 'validation.invalid')).toBe('This field is required.');
  });

  it('accepts a value, zero included', () => {
    for (const value of ['a', 0, true, ['x']]) expect(required(value)).toBeNull();
    expect(isEmpty(0)).toBe(false);
  });
});

describe('format rules', () => {
  it('let an optional field stay blank', () => {
    for (const rule of [
      phone,
      email,
      password,
      alpha,
      alphaNum,
      numeric,
      amount,
      codeUser,
      activationCode,
    ]) {
      expect(rule('')).toBeNull();
      expect(rule(null)).toBeNull();
    }
  });

  // Each rule: what it accepts, then what it refuses with its spec message key.
  it.each([
    {
      rule: 'phone: 9 to 15 digits with an optional +, spaces allowed',
      check: phone,
      valid: ['+34 600 11 22 33', '600112233'],
      invalid: ['60011223', '600-11-22-33x'],
      key: 'validation.phone',
    },
    {
      rule: 'email',
      check: email,
      valid: ['Anna@Example.com'],
      invalid: ['anna@example', 'anna example.com'],
      key: 'validation.email',
    },
    {
      rule: 'password: at least 8 characters with a letter and a digit',
      check: password,
      valid: ['abcdefg1', 'contraseña9'],
      invalid: ['abcdef1', 'abcdefgh', '12345678', `a1${'x'.repeat(200)}`],
      key: 'validation.password',
    },
    {
      rule: 'alpha: letters of any language, words apart',
      check: alpha,
      valid: ['Núria', "Maria José O'Neill-Puig"],
      invalid: ['Anna2', 'Anna  Puig'],
      key: 'validation.alpha',
    },
    {
      rule: 'alphaNum: ASCII letters and digits only, as codes are',
      check: alphaNum,
      valid: ['Linia42'],
      invalid: ['Línia42', 'AB 12', 'AB-12'],
      key: 'validation.alphaNum',
    },
    {
      rule: 'numeric: digits only',
      check: numeric,
      valid: ['0042', 42],
      invalid: ['4.2', '-4'],
      key: 'validation.numeric',
    },
    {
      rule: 'amount: positive, at most 2 decimals, point or comma',
      check: amount,
      valid: ['12', '12,5', '0.01'],
      invalid: ['0', '12.345', '1e3', '2000000'],
      key: 'validation.amount',
    },
    {
      rule: 'code_user: a user code or a numeric user id',
      check: codeUser,
      valid: ['ANNA42', 'anna42', '1234'],
      invalid: ['A1', 'ANNA 42'],
      key: 'validation.code_user',
    },
    {
      rule: 'activation code: exactly 6 digits',
      check: activationCode,
      valid: ['123456', ' 123456 '],
      invalid: ['12345', '1234567', '12345a'],
      key: 'validation.activation_code',
    },
  ])('$rule', ({ check, valid, invalid, key }) => {
    for (const value of valid) expect(check(value)).toBeNull();
    for (const value of invalid) expect(check(value)).toBe(key);
  });

  it('parseAmount reads an amount typed with a comma, and nothing else', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('passwordConfirmed', () => {
  it('needs the same password as typed', () => {
    expect(passwordConfirmed('secret12')('secret12')).toBeNull();
    expect(passwordConfirmed('secret12')('secret12 ')).toBe('validation.password_confirmed');
    expect(passwordConfirmed('secret12')(undefined)).toBe('validation.password_confirmed');
    expect(translate('en', 'validation.password_confirmed')).toBe('Password does not match');
  });
});

describe('textPrompt', () => {
  it('accepts only text longer than 10 characters by default', () => {
    expect(textPrompt()('0123456789')).toBe('validation.min_length');
    expect(textPrompt()('0123456789A')).toBeNull();
    expect(textPrompt()('   short text   ')).toBe('validation.min_length');
    expect(textPromptParams()).toEqual({ min: 11 });
  });

  it('takes another minimum', () => {
    expect(textPrompt(3)('abcd')).toBeNull();
    expect(textPrompt(3)('abc')).toBe('validation.min_length');
    expect(textPrompt(3)(null)).toBe('validation.min_length');
  });
});

describe('validate', () => {
  it('returns the first failing rule in order', () => {
    expect(validate('', [required, email])).toBe('validation.required');
    expect(validate('nope', [required, email])).toBe('validation.email');
    expect(validate('a@b.co', [required, email])).toBeNull();
  });
});
