import { describe, expect, it } from 'vitest';
import { driverActionParamsSchema, driverFinishSchema, driverPositionSchema } from './schemas';

describe('driver calls', () => {
  it('report a position on Earth', () => {
    expect(
      driverPositionSchema.parse({ latitude: 41.39, longitude: 2.17, heading: 90, speed: 32 }),
    ).toEqual({
      latitude: 41.39,
      longitude: 2.17,
      heading: 90,
      speed: 32,
    });
    expect(
      driverPositionSchema.safeParse({ latitude: 41.39, longitude: 2.17, heading: 361 }).success,
    ).toBe(false);
    expect(driverPositionSchema.safeParse({ latitude: -91, longitude: 2.17 }).success).toBe(false);
  });

  it('move a ride with one of four actions', () => {
    expect(driverActionParamsSchema.parse({ id: '101', action: 'arrive' })).toEqual({
      id: 101,
      action: 'arrive',
    });
    expect(driverActionParamsSchema.safeParse({ id: '101', action: 'cancel' }).success).toBe(false);
  });

  it('finish with a metered amount in money', () => {
    expect(driverFinishSchema.parse({ fare: 23.4 })).toEqual({ fare: 23.4 });
    expect(driverFinishSchema.safeParse({ fare: 23.456 }).success).toBe(false);
  });
});
