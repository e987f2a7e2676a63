import { describe, expect, it } from 'vitest';
import { rideSchema } from '../rides/schemas';
import { rideFareDetails } from './fare-parts';

describe('rideFareDetails', () => {
  const parts = [
    { kind: 'flag_fall' as const, amount: 2.5, label: null },
    { kind: 'distance' as const, amount: 12, label: null },
    { kind: 'discount_code' as const, amount: -5, label: 'WELCOME5' },
  ];

  it("shows the server's parts and its fare as the total", () => {
    expect(rideFareDetails({ fare: 9.5, fare_breakdown: parts })).toEqual({
      parts,
      total: 9.5,
      estimate: false,
      metered: false,
    });
  });

  it("shows no parts for a metered ride, and its estimate until the driver's reading", () => {
    expect(
      rideFareDetails({ fare: null, fare_estimate: 14, metered: true, fare_breakdown: parts }),
    ).toEqual({ parts: [], total: 14, estimate: true, metered: true });
    expect(rideFareDetails({ fare: 16.2, fare_estimate: 14, metered: true })).toMatchObject({
      total: 16.2,
      estimate: false,
    });
  });

  it('reads rides priced before parts were kept', () => {
    expect(rideFareDetails({ fare: 10 })).toEqual({
      parts: [],
      total: 10,
      estimate: false,
      metered: false,
    });
  });

  it('accepts negative parts on the wire and refuses unknown kinds', () => {
    const shape = rideSchema.shape.fare_breakdown;
    expect(shape.safeParse(parts).success).toBe(true);
    expect(shape.safeParse([{ kind: 'tip', amount: 1, label: null }]).success).toBe(false);
  });
});
