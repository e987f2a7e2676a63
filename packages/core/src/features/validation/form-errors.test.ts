import { describe, expect, it } from 'vitest';
import { passwordResetRequestSchema, signupRequestSchema } from '../auth/schemas';
import { TEXT_MAX } from '../common/schemas';
import { employeeCreateSchema } from '../employees/schemas';
import { checkForm } from './form-errors';

describe('checkForm', () => {
  it('gives the value as the server reads it', () => {
    const checked = checkForm(signupRequestSchema, {
      name: ' Marta ',
      email: 'Marta@Example.com',
      phone: '+34 600 111 222',
      password: 'secret123',
      password_confirmation: 'secret123',
      terms_accepted: true,
      registration_code: '',
    });
    expect(checked).toMatchObject({
      ok: true,
      value: { name: 'Marta', email: 'marta@example.com', phone: '+34600111222' },
    });
  });

  it("gives the spec's message key per field, the first one only", () => {
    const checked = checkForm(signupRequestSchema, {
      name: '',
      email: 'marta@',
      phone: '12',
      password: 'short',
      password_confirmation: 'other',
      terms_accepted: false,
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'validation.required',
        email: 'validation.email',
        phone: 'validation.phone',
        password: 'validation.password',
        terms_accepted: 'validation.terms_required',
      },
      params: expect.any(Object),
    });
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const checked = checkForm(passwordResetRequestSchema, {
      code: 'abc',
      password: 'secret123',
      password_confirmation: 'secret124',
    });
    expect(checked).toEqual({
      ok: false,
      errors: { password_confirmation: 'validation.password_confirmed' },
      params: { password_confirmation: {} },
    });
  });

  it('gives the bound a length message interpolates', () => {
    const checked = checkForm(employeeCreateSchema, {
      name: 'x'.repeat(TEXT_MAX.name + 1),
      email: 'marta@example.com',
    });
    expect(checked).toMatchObject({
      ok: false,
      errors: { name: 'validation.max_length' },
      params: { name: { max: TEXT_MAX.name } },
    });
  });
});
