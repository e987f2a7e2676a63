import { describe, expect, it } from 'vitest';
import { localParts, localToInstant } from '../rides/local-time';
import { price, type FareModel, type PriceInput } from './pricing';

const model: FareModel = {
  rule: {
    flag_fall: 250,
    per_km: 120,
    minimum: 800,
    scheduled_supplement: 300,
    discount_percent: 0,
  },
  name: 'T1',
  timeZone: 'Europe/Madrid',
  perMinute: 20,
  bookingSupplement: 0,
  nightSupplement: 150,
  nightStart: 21,
  nightEnd: 6,
  holidaySupplement: 100,
  holidays: ['2026-12-25'],
  zones: [],
  zonePrices: [],
  surcharges: [],
  fixedPrices: [
    { label: 'Airport', latitude: 41.299, longitude: 2.08, radius_km: 3, amount: 3900 },
  ],
};
const city = [
  { latitude: 41.387, longitude: 2.1701 },
  { latitude: 41.4036, longitude: 2.1744 },
];
const tenKm = [{ distance: 10_000, time: 1500 }];
// A Wednesday at noon in Barcelona.
const weekdayNoon = localToInstant('2026-11-25 12:00', 'Europe/Madrid');

/** Ten km across town, now, at noon on a weekday, no code: each test names what it changes. */
const priceOf = (changes: Partial<PriceInput> = {}, fares: FareModel = model) =>
  price(fares, {
    stops: city,
    legs: tenKm,
    at: weekdayNoon,
    scheduled: false,
    discount: null,
    ...changes,
  });

describe('price', () => {
  it('charges flag fall, distance and time in cents', () => {
    const result = priceOf();
    // 250 + 10 km × 120 + 25 min × 20
    expect(result.amount).toBe(250 + 1200 + 500);
    expect(result.withoutDiscount).toBeNull();
    expect(result.scheduledAmount).toBe(result.amount + 300);
  });

  it('never goes below the minimum', () => {
    const short = priceOf({ legs: [{ distance: 500, time: 60 }] });
    expect(short.amount).toBe(800);
  });

  it('adds the night supplement across midnight and the holiday one on holidays and Sundays', () => {
    const base = 1950;
    const at = (local: string) => priceOf({ at: localToInstant(local, 'Europe/Madrid') }).amount;
    expect(at('2026-11-25 23:30')).toBe(base + 150);
    expect(at('2026-11-26 05:59')).toBe(base + 150);
    expect(at('2026-11-26 06:00')).toBe(base);
    // Christmas, then a Sunday.
    expect(at('2026-12-25 12:00')).toBe(base + 100);
    expect(at('2026-11-29 12:00')).toBe(base + 100);
  });

  it('uses the fixed price when the pickup or the drop-off is in its zone', () => {
    const toAirport = [city[0]!, { latitude: 41.2974, longitude: 2.0833 }];
    const result = priceOf({ stops: toAirport, scheduled: true });
    expect(result.fixed?.label).toBe('Airport');
    expect(result.amount).toBe(3900 + 300);
  });

  it("applies the grouping's discount, then a code, and shows the price before them", () => {
    const discounted = { ...model, rule: { ...model.rule, discount_percent: 10 } };
    const result = priceOf(
      { discount: { code: 'WELCOME5', kind: 'amount', value: 500 } },
      discounted,
    );
    expect(result.withoutDiscount).toBe(1950);
    expect(result.amount).toBe(1950 - 195 - 500);
    const huge = priceOf({ discount: { code: 'X', kind: 'amount', value: 100_000 } });
    expect(huge.amount).toBe(0);
    expect(huge.parts.at(-1)).toEqual({ kind: 'discount_code', cents: -1950, label: 'X' });
  });

  it('keeps the parts it added up, in order, summing to the amount', () => {
    const discounted = { ...model, rule: { ...model.rule, discount_percent: 10 } };
    const sunday = localToInstant('2026-11-29 23:30', 'Europe/Madrid');
    const result = priceOf(
      { at: sunday, scheduled: true, discount: { code: 'WELCOME5', kind: 'amount', value: 500 } },
      discounted,
    );
    expect(result.parts).toEqual([
      { kind: 'flag_fall', cents: 250 },
      { kind: 'distance', cents: 1200 },
      { kind: 'time', cents: 500 },
      { kind: 'night_supplement', cents: 150 },
      { kind: 'holiday_supplement', cents: 100 },
      { kind: 'scheduled_supplement', cents: 300 },
      { kind: 'discount', cents: -250 },
      { kind: 'discount_code', cents: -500, label: 'WELCOME5' },
    ]);
    expect(result.parts.reduce((total, part) => total + part.cents, 0)).toBe(result.amount);
    const short = priceOf({ legs: [{ distance: 500, time: 60 }] });
    expect(short.parts.map((part) => part.kind)).toEqual([
      'flag_fall',
      'distance',
      'time',
      'minimum',
    ]);
    expect(short.parts.reduce((total, part) => total + part.cents, 0)).toBe(800);
    const airport = priceOf({ stops: [city[0]!, { latitude: 41.299, longitude: 2.08 }] });
    expect(airport.parts).toEqual([{ kind: 'fixed_price', cents: 3900, label: 'Airport' }]);
  });
});

describe('local time', () => {
  it('reads and writes wall-clock times of a zone, across DST', () => {
    expect(localToInstant('2026-07-01 10:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(localToInstant('2026-11-25 10:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-11-25T09:30:00.000Z',
    );
    expect(localToInstant('2026-11-25 10:30', 'Europe/London').toISOString()).toBe(
      '2026-11-25T10:30:00.000Z',
    );
    expect(localParts(new Date('2026-03-29T01:30:00Z'), 'Europe/Madrid')).toMatchObject({
      date: '2026-03-29',
      time: '03:30',
      weekday: 0,
    });
  });
});
