import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../testing/issues';
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  confirmAccountRequestSchema,
  employeePasswordByTokenSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  profileUpdateRequestSchema,
  signupRequestSchema,
  tokenValidResponseSchema,
  userSchema,
} from './schemas';
import { makeUser } from '../../testing/factories';

const validSignup = {
  name: ' Ana Pons ',
  email: 'Ana@Example.com',
  phone: '+34 600 11 22 33',
  password: 'secreto1',
  password_confirmation: 'secreto1',
  terms_accepted: true,
};

const messagesOf = issuesByField;

describe('POST authenticate', () => {
  it('takes an email or a phone as username', () => {
    expect(
      authenticateRequestSchema.parse({ username: ' ana@example.com ', password: 'x' }),
    ).toEqual({
      username: 'ana@example.com',
      password: 'x',
    });
    expect(
      authenticateRequestSchema.parse({ username: '+34 600 11 22 33', password: 'x' }),
    ).toEqual({
      username: '+34600112233',
      password: 'x',
    });
    expect(
      authenticateRequestSchema.parse({ username: 'Ana@Example.com', password: 'x' }).username,
    ).toBe('ana@example.com');
  });

  it('names the rule the username breaks', () => {
    expect(
      messagesOf(authenticateRequestSchema.safeParse({ username: 'ana@', password: 'x' })),
    ).toEqual({
      username: 'validation.email',
    });
    expect(
      messagesOf(authenticateRequestSchema.safeParse({ username: '12ab', password: '' })),
    ).toEqual({
      username: 'validation.phone',
      password: 'validation.required',
    });
  });

  it('answers with a token and the user', () => {
    expect(
      authenticateResponseSchema.parse({ token: 'abc', user: makeUser({ id: 7 }) }).user.id,
    ).toBe(7);
  });
});

describe('GET token/valid', () => {
  it('keeps the exclusive grouping with its extra fields', () => {
    const response = tokenValidResponseSchema.parse({
      auth_token: 'abc',
      exclusive_agrupation: { id: 3, permalink: 'hotel-arts', name: 'Hotel Arts', currency: 'EUR' },
      user: makeUser({ company: true, panel: true }),
      permissions: ['panel_home', 'employee'],
    });
    expect(response.exclusive_agrupation).toMatchObject({ id: 3, currency: 'EUR' });
    expect(response.permissions).toContain('employee');
  });
});

describe('POST customer/signup', () => {
  it('normalizes a valid signup and strips unknown keys', () => {
    expect(signupRequestSchema.parse({ ...validSignup, company: true, usuario_id: 1 })).toEqual({
      ...validSignup,
      name: 'Ana Pons',
      email: 'ana@example.com',
      phone: '+34600112233',
    });
  });

  it('refuses unaccepted terms with the spec message', () => {
    expect(
      messagesOf(signupRequestSchema.safeParse({ ...validSignup, terms_accepted: false })),
    ).toEqual({
      terms_accepted: 'validation.terms_required',
    });
    expect(
      messagesOf(signupRequestSchema.safeParse({ ...validSignup, terms_accepted: 'true' })),
    ).toEqual({
      terms_accepted: 'validation.terms_required',
    });
  });

  it('refuses a confirmation that does not match', () => {
    expect(
      messagesOf(
        signupRequestSchema.safeParse({ ...validSignup, password_confirmation: 'secreto2' }),
      ),
    ).toEqual({ password_confirmation: 'validation.password_confirmed' });
  });

  it('takes an optional alphanumeric registration code', () => {
    expect(
      signupRequestSchema.safeParse({ ...validSignup, registration_code: 'DRV42' }).success,
    ).toBe(true);
    expect(signupRequestSchema.safeParse({ ...validSignup, registration_code: '' }).success).toBe(
      true,
    );
    expect(
      messagesOf(signupRequestSchema.safeParse({ ...validSignup, registration_code: 'a b' })),
    ).toEqual({
      registration_code: 'validation.alphaNum',
    });
  });

  it('reports every broken field at once', () => {
    expect(
      messagesOf(
        signupRequestSchema.safeParse({
          name: '',
          email: 'x',
          phone: '1',
          password: 'short',
          terms_accepted: true,
        }),
      ),
    ).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
      password: 'validation.password',
      password_confirmation: 'validation.required',
    });
  });
});

describe('PUT customer/confirm', () => {
  it('needs the phone and a 6-digit code', () => {
    expect(
      confirmAccountRequestSchema.safeParse({ phone: '600112233', code: '123456' }).success,
    ).toBe(true);
    for (const code of ['12345', '1234567', 123456]) {
      expect(
        messagesOf(confirmAccountRequestSchema.safeParse({ phone: '600112233', code })),
      ).toEqual({
        code: 'validation.activation_code',
      });
    }
    // A letter is named for what it is (spec §5 numeric).
    expect(
      messagesOf(confirmAccountRequestSchema.safeParse({ phone: '600112233', code: '12a456' })),
    ).toEqual({ code: 'validation.numeric' });
  });
});

describe('password changes', () => {
  it('reset by emailed code checks the new password and its confirmation', () => {
    expect(
      passwordResetRequestSchema.safeParse({
        code: 'f3a9',
        password: 'nueva123',
        password_confirmation: 'nueva123',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        passwordResetRequestSchema.safeParse({
          code: ' ',
          password: 'nueva',
          password_confirmation: 'x',
        }),
      ),
    ).toMatchObject({ code: 'validation.required', password: 'validation.password' });
  });

  it('update needs the current password', () => {
    expect(
      messagesOf(
        passwordUpdateRequestSchema.safeParse({
          password: 'nueva123',
          password_confirmation: 'nueva123',
        }),
      ),
    ).toEqual({ current_password: 'validation.required' });
  });

  it('employee password by token matches its confirmation', () => {
    expect(
      messagesOf(
        employeePasswordByTokenSchema.safeParse({
          token: 't',
          password: 'nueva123',
          password_confirmation: 'nueva124',
        }),
      ),
    ).toEqual({ password_confirmation: 'validation.password_confirmed' });
  });
});

describe('PUT customer/update_profile', () => {
  it('takes name, phone and email only', () => {
    expect(
      profileUpdateRequestSchema.parse({
        name: 'Ana',
        phone: '600 112 233',
        email: 'ANA@x.es',
        company: true,
      }),
    ).toEqual({ name: 'Ana', phone: '600112233', email: 'ana@x.es' });
  });
});

describe('userSchema account_kind', () => {
  it('keeps the kind the server sends, so roleOf can tell hotel staff and operators', () => {
    const base = makeUser({ name: 'Hotel', email: null, phone: null });
    expect(userSchema.parse({ ...base, account_kind: 'hotel_staff' }).account_kind).toBe(
      'hotel_staff',
    );
    expect(userSchema.parse(base).account_kind).toBeUndefined();
    expect(userSchema.safeParse({ ...base, account_kind: 'admin' }).success).toBe(false);
  });
});
