import { describe, expect, it } from 'vitest';
import { rideTypeCreateSchema, rideTypeListQuerySchema, rideTypeUpdateSchema } from './schemas';

describe('service types', () => {
  it('the list asks for 100 from 0 by default', () => {
    expect(rideTypeListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(rideTypeListQuerySchema.parse({ active: 'true' })).toMatchObject({ active: true });
  });

  it('POST needs a name; active defaults to true', () => {
    expect(rideTypeCreateSchema.parse({ name: ' Airport ' })).toEqual({
      name: 'Airport',
      active: true,
    });
    expect(rideTypeCreateSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(rideTypeCreateSchema.safeParse({ name: 'x'.repeat(51) }).error?.issues[0]?.message).toBe(
      'validation.max_length',
    );
  });

  it('PUT changes at least one field', () => {
    expect(rideTypeUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(rideTypeUpdateSchema.safeParse({ id: 4 }).success).toBe(false);
  });
});
