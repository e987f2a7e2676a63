import { describe, expect, it } from 'vitest';
import {
  employeeCreateSchema,
  employeeListSchema,
  employeePasswordFormSchema,
  employeeUpdateSchema,
} from './schemas';

describe('employees', () => {
  it('lists employees with status and creation time', () => {
    const list = [
      {
        id: 12,
        name: 'Marc Soler',
        telephone: '+34611223344',
        email: 'marc@empresa.test',
        active: true,
        status: 'confirmed',
        created_at: '2024-05-01T09:00:00.000Z',
        servicio_type_id: null,
      },
    ];
    expect(employeeListSchema.parse(list)).toEqual(list);
    expect(employeeListSchema.safeParse([{ ...list[0], status: 'deleted' }]).success).toBe(false);
  });

  it('POST customer/employee defaults active to true', () => {
    expect(
      employeeCreateSchema.parse({
        name: 'Marc',
        telephone: '611 22 33 44',
        email: 'Marc@Empresa.test',
      }),
    ).toEqual({
      name: 'Marc',
      telephone: '611223344',
      email: 'marc@empresa.test',
      active: true,
      servicio_type_id: null,
    });
  });

  it('PUT customer/employee/{id} takes the active switch alone', () => {
    expect(employeeUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(employeeUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'validation.nothing_to_update',
    );
    expect(
      employeeUpdateSchema.safeParse({ password: 'nueva123', password_confirmation: 'otra1234' })
        .error?.issues[0]?.message,
    ).toBe('validation.password_confirmed');
  });

  it('the password form accepts both blank (generate one) or a matching valid password', () => {
    expect(
      employeePasswordFormSchema.safeParse({ password: '', password_confirmation: '' }).success,
    ).toBe(true);
    expect(
      employeePasswordFormSchema.safeParse({
        password: 'nueva123',
        password_confirmation: 'nueva123',
      }).success,
    ).toBe(true);
    expect(
      employeePasswordFormSchema.safeParse({ password: 'corta', password_confirmation: 'corta' })
        .success,
    ).toBe(false);
    expect(
      employeePasswordFormSchema.safeParse({ password: '', password_confirmation: 'nueva123' })
        .error?.issues[0]?.message,
    ).toBe('validation.password_confirmed');
  });
});
