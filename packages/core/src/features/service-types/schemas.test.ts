import { describe, expect, it } from 'vitest';
import {
  serviceTypeCreateSchema,
  serviceTypeListQuerySchema,
  serviceTypeUpdateSchema,
} from './schemas';

describe('service types', () => {
  it('the list asks for 100 from 0 by default', () => {
    expect(serviceTypeListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(serviceTypeListQuerySchema.parse({ active: 'true' })).toMatchObject({ active: true });
  });

  it('POST needs a name; active defaults to true', () => {
    expect(serviceTypeCreateSchema.parse({ name: ' Airport ' })).toEqual({
      name: 'Airport',
      active: true,
    });
    expect(serviceTypeCreateSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(
      serviceTypeCreateSchema.safeParse({ name: 'x'.repeat(51) }).error?.issues[0]?.message,
    ).toBe('validation.max_length');
  });

  it('PUT changes at least one field', () => {
    expect(serviceTypeUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(serviceTypeUpdateSchema.safeParse({ id: 4 }).success).toBe(false);
  });
});
