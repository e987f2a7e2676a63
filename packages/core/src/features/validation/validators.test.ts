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

  it('phone: 9 to 15 digits with an optional +, spaces allowed', () => {
    expect(phone('+34 600 11 22 33')).toBeNull();
    expect(phone('600112233')).toBeNull();
    expect(phone('60011223')).toBe('validation.phone');
    expect(phone('600-11-22-33x')).toBe('validation.phone');
  });

  it('email', () => {
    expect(email('Anna@Example.com')).toBeNull();
    expect(email('anna@example')).toBe('validation.email');
    expect(email('anna example.com')).toBe('validation.email');
  });

  it('password: at least 8 characters with a letter and a digit', () => {
    expect(password('abcdefg1')).toBeNull();
    expect(password('contraseña9')).toBeNull();
    expect(password('abcdef1')).toBe('validation.password');
    expect(password('abcdefgh')).toBe('validation.password');
    expect(password('12345678')).toBe('validation.password');
    expect(password(`a1${'x'.repeat(200)}`)).toBe('validation.password');
  });

  it('alpha: letters of any language, words apart', () => {
    expect(alpha('Núria')).toBeNull();
    expect(alpha("Maria José O'Neill-Puig")).toBeNull();
    expect(alpha('Anna2')).toBe('validation.alpha');
    expect(alpha('Anna  Puig')).toBe('validation.alpha');
  });

  it('alphaNum: ASCII letters and digits only, as codes are', () => {
    expect(alphaNum('Linia42')).toBeNull();
    expect(alphaNum('Línia42')).toBe('validation.alphaNum');
    expect(alphaNum('AB 12')).toBe('validation.alphaNum');
    expect(alphaNum('AB-12')).toBe('validation.alphaNum');
  });

  it('numeric: digits only', () => {
    expect(numeric('0042')).toBeNull();
    expect(numeric(42)).toBeNull();
    expect(numeric('4.2')).toBe('validation.numeric');
    expect(numeric('-4')).toBe('validation.numeric');
  });

  it('amount: positive, at most 2 decimals, point or comma', () => {
    expect(amount('12')).toBeNull();
    expect(amount('12,5')).toBeNull();
    expect(amount('0.01')).toBeNull();
    expect(amount('0')).toBe('validation.amount');
    expect(amount('12.345')).toBe('validation.amount');
    expect(amount('1e3')).toBe('validation.amount');
    expect(amount('2000000')).toBe('validation.amount');
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('abc')).toBeNull();
  });

  it('code_user: a user code or a numeric user id', () => {
    expect(codeUser('ANNA42')).toBeNull();
    expect(codeUser('anna42')).toBeNull();
    expect(codeUser('1234')).toBeNull();
    expect(codeUser('A1')).toBe('validation.code_user');
    expect(codeUser('ANNA 42')).toBe('validation.code_user');
  });

  it('activation code: exactly 6 digits', () => {
    expect(activationCode('123456')).toBeNull();
    expect(activationCode(' 123456 ')).toBeNull();
    expect(activationCode('12345')).toBe('validation.activation_code');
    expect(activationCode('1234567')).toBe('validation.activation_code');
    expect(activationCode('12345a')).toBe('validation.activation_code');
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
