import { describe, expect, it } from 'vitest';
import { fareZoneCreateSchema, surchargeCreateSchema } from './schemas';
import {
  activeSurcharges,
  percentile,
  pointInPolygon,
  ringProblem,
  surchargeApplies,
  wallClockAt,
  zoneAt,
  zonePairPrice,
  type LngLat,
  type Surcharge,
} from './rules';

/** A square around Barcelona's Eixample, [lng, lat], closed. */
const square: LngLat[] = [
  [2.15, 41.38],
  [2.18, 41.38],
  [2.18, 41.4],
  [2.15, 41.4],
  [2.15, 41.38],
];
const hole: LngLat[] = [
  [2.16, 41.385],
  [2.17, 41.385],
  [2.17, 41.395],
  [2.16, 41.395],
  [2.16, 41.385],
];
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('pointInPolygon', () => {
  it('tells inside from outside, reading GeoJSON [lng, lat]', () => {
    expect(pointInPolygon(at(41.39, 2.155), [square])).toBe(true);
    expect(pointInPolygon(at(41.41, 2.155), [square])).toBe(false);
    // Latitude and longitude swapped would fall outside: the order matters.
    expect(pointInPolygon(at(2.155, 41.39), [square])).toBe(false);
  });
  it('leaves out a hole', () => {
    expect(pointInPolygon(at(41.39, 2.165), [square, hole])).toBe(false);
    expect(pointInPolygon(at(41.39, 2.155), [square, hole])).toBe(true);
  });
  it('handles a concave outline', () => {
    const u: LngLat[] = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
      [0, 0],
    ];
    expect(pointInPolygon(at(2, 1.5), [u])).toBe(false);
    expect(pointInPolygon(at(2, 0.5), [u])).toBe(true);
  });
});

describe('zones and the prices between them', () => {
  const zones = [
    { id: 1, name: 'A', polygon: [square] },
    { id: 2, name: 'B', polygon: [square] },
  ];
  it('takes the oldest zone that holds the point', () => {
    expect(zoneAt(zones, at(41.39, 2.155))?.name).toBe('A');
    expect(zoneAt(zones, at(0, 0))).toBeNull();
  });
  const prices = [
    { id: 1, from_zone_id: 1, to_zone_id: 2, amount: 2000, both_ways: true },
    { id: 2, from_zone_id: 3, to_zone_id: 1, amount: 1500, both_ways: false },
    { id: 3, from_zone_id: 1, to_zone_id: 3, amount: 1800, both_ways: true },
  ];
  it('finds a pair both ways, a one-way pair one way only', () => {
    expect(zonePairPrice(prices, 1, 2)?.amount).toBe(2000);
    expect(zonePairPrice(prices, 2, 1)?.amount).toBe(2000);
    expect(zonePairPrice(prices, 2, 3)).toBeNull();
  });
  it('lets a row for the direction override the return of a both-ways row', () => {
    expect(zonePairPrice(prices, 3, 1)?.amount).toBe(1500);
    expect(zonePairPrice(prices, 1, 3)?.amount).toBe(1800);
  });
});

describe('surcharge windows', () => {
  const night: Surcharge = {
    id: 1,
    label: 'Night',
    days: [0, 1, 2, 3, 4, 5, 6],
    start_minute: 22 * 60,
    end_minute: 6 * 60,
    percent: 20,
  };
  const fridayNight: Surcharge = { ...night, days: [5] };
  const weekend: Surcharge = { ...night, days: [0, 6], start_minute: 0, end_minute: 0 };
  const afternoon: Surcharge = { ...night, start_minute: 14 * 60, end_minute: 16 * 60 };

  it('runs past midnight, the end excluded', () => {
    expect(surchargeApplies(night, { weekday: 3, minute: 22 * 60 })).toBe(true);
    expect(surchargeApplies(night, { weekday: 3, minute: 2 * 60 })).toBe(true);
    expect(surchargeApplies(night, { weekday: 3, minute: 6 * 60 })).toBe(false);
    expect(surchargeApplies(night, { weekday: 3, minute: 21 * 60 + 59 })).toBe(false);
  });
  it('counts the hours after midnight as the day the window started on', () => {
    // Friday 22:00 to Saturday 06:00.
    expect(surchargeApplies(fridayNight, { weekday: 6, minute: 120 })).toBe(true);
    expect(surchargeApplies(fridayNight, { weekday: 5, minute: 120 })).toBe(false);
    expect(surchargeApplies(fridayNight, { weekday: 5, minute: 23 * 60 })).toBe(true);
  });
  it('takes start = end as the whole day, and a same-day window as is', () => {
    expect(surchargeApplies(weekend, { weekday: 6, minute: 720 })).toBe(true);
    expect(surchargeApplies(weekend, { weekday: 1, minute: 720 })).toBe(false);
    expect(surchargeApplies(afternoon, { weekday: 1, minute: 15 * 60 })).toBe(true);
    expect(surchargeApplies(afternoon, { weekday: 1, minute: 16 * 60 })).toBe(false);
  });
  it("reads the grouping's wall clock, summer time and winter time alike", () => {
    // 21:30 UTC is 22:30 in Madrid in winter (UTC+1), 23:30 in summer (UTC+2).
    expect(wallClockAt(new Date('2026-01-14T21:30:00Z'), 'Europe/Madrid')).toEqual({
      weekday: 3,
      minute: 22 * 60 + 30,
    });
    expect(wallClockAt(new Date('2026-07-15T21:30:00Z'), 'Europe/Madrid').minute).toBe(
      23 * 60 + 30,
    );
    // 20:30 UTC: 22:30 in summer (on), 21:30 in winter (off).
    expect(
      activeSurcharges([night], new Date('2026-07-15T20:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(1);
    expect(
      activeSurcharges([night], new Date('2026-01-14T20:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(0);
  });
  it('holds across the nights the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Madrid. 01:30 UTC is 03:30 local: still night.
    expect(
      activeSurcharges([night], new Date('2026-03-29T01:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(1);
    // 04:30 UTC is 06:30 local (UTC+2): over, though in winter time it would be 05:30.
    expect(
      activeSurcharges([night], new Date('2026-03-29T04:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(0);
    // 25 October 2026: 03:00 becomes 02:00. 04:30 UTC is 05:30 local (UTC+1): still night.
    expect(
      activeSurcharges([night], new Date('2026-10-25T04:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(1);
    expect(
      activeSurcharges([night], new Date('2026-10-25T05:30:00Z'), 'Europe/Madrid'),
    ).toHaveLength(0);
  });
});

describe('polygons the admin may send', () => {
  it('refuses an open ring, too few points and crossing edges', () => {
    expect(ringProblem(square)).toBeNull();
    expect(ringProblem(square.slice(0, 4))).toBe('not_closed');
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('too_few_points');
    const bowtie: LngLat[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(ringProblem(bowtie)).toBe('self_intersecting');
  });
  it('takes a Polygon or a Feature, and answers with the polygon message otherwise', () => {
    const polygon = { type: 'Polygon', coordinates: [square] };
    expect(fareZoneCreateSchema.parse({ name: 'A', polygon }).polygon).toEqual(polygon);
    const feature = { type: 'Feature', properties: {}, geometry: polygon };
    expect(fareZoneCreateSchema.parse({ name: 'A', polygon: feature }).polygon).toEqual(polygon);
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    const refused = fareZoneCreateSchema.safeParse({ name: 'A', polygon: bowtie });
    expect(refused.error?.issues[0]?.message).toBe('validation.polygon');
    const many = Array.from({ length: 600 }, (_, i): LngLat => {
      const angle = (i / 600) * 2 * Math.PI;
      return [Math.cos(angle), Math.sin(angle)];
    });
    const big = { type: 'Polygon', coordinates: [[...many, many[0]!]] };
    expect(fareZoneCreateSchema.safeParse({ name: 'A', polygon: big }).success).toBe(false);
    expect(
      fareZoneCreateSchema.safeParse({ name: 'A', polygon: { type: 'Point', coordinates: [0, 0] } })
        .success,
    ).toBe(false);
  });
  it('reads surcharge days as a sorted set and times as HH:mm', () => {
    const parsed = surchargeCreateSchema.parse({
      label: 'Night',
      days: [6, 0, 6],
      start: '22:00',
      end: '06:00',
      percent: 20,
    });
    expect(parsed.days).toEqual([0, 6]);
    expect(surchargeCreateSchema.safeParse({ ...parsed, start: '24:00' }).success).toBe(false);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([30], 90)).toBe(30);
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });
});
