import { describe, expect, it } from 'vitest';
import {
  adminGroupingQuerySchema,
  groupingCreateSchema,
  groupingUpdateSchema,
  commerceCreateSchema,
  commerceUpdateSchema,
  domainCreateSchema,
  fareRuleSchema,
  permalinkSchema,
} from './schemas';

describe('admin groupings', () => {
  const essentials = { parent_id: 1, permalink: 'Hotel-Arts', name: 'Hotel Arts' };

  it('creates a grouping from its parent, permalink and name', () => {
    expect(groupingCreateSchema.parse(essentials)).toEqual({
      parent_id: 1,
      permalink: 'hotel-arts',
      name: 'Hotel Arts',
    });
    expect(groupingCreateSchema.safeParse({ permalink: 'bcn', name: 'BCN' }).success).toBe(false);
  });

  it('takes a fare rule in whole cents and a service zone of at least three points', () => {
    const fare = {
      flag_fall: 250,
      per_km: 120,
      minimum: 800,
      scheduled_supplement: 300,
      discount_percent: 10,
    };
    const zone = { type: 'circle', center: { latitude: 41.39, longitude: 2.17 }, radius_km: 40 };
    expect(groupingCreateSchema.safeParse({ ...essentials, fare, zone }).success).toBe(true);
    expect(fareRuleSchema.safeParse({ ...fare, per_km: 1.5 }).success).toBe(false);
    expect(fareRuleSchema.safeParse({ ...fare, minimum: -1 }).success).toBe(false);
    const twoPoints = {
      type: 'polygon',
      points: [
        [41, 2],
        [42, 2],
      ],
    };
    expect(groupingCreateSchema.safeParse({ ...essentials, zone: twoPoints }).success).toBe(false);
  });

  it('refuses permalinks that would not survive a header or a URL', () => {
    for (const bad of ['hotel arts', 'hotel_arts', '-arts', 'arts-', 'caf\u00e9']) {
      expect(permalinkSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("refuses markup in a name and gives a colour its '#'", () => {
    expect(groupingUpdateSchema.safeParse({ name: '<b>Arts</b>' }).success).toBe(false);
    expect(groupingUpdateSchema.parse({ main_color: '15aeb4' })).toEqual({
      main_color: '#15aeb4',
    });
  });

  it('updates at least one field', () => {
    expect(groupingUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('reads the grouping of a call from the query string', () => {
    expect(adminGroupingQuerySchema.parse({ agrupation_id: '7' })).toEqual({ agrupation_id: 7 });
    expect(adminGroupingQuerySchema.parse({})).toEqual({});
    expect(adminGroupingQuerySchema.safeParse({ agrupation_id: 'x' }).success).toBe(false);
  });
});

describe('admin domains and commerces', () => {
  it('maps a domain to a grouping and an app', () => {
    expect(
      domainCreateSchema.parse({ domain: 'Hotel.Parada.test', agrupation_id: 3, app: 'hotel' }),
    ).toEqual({ domain: 'hotel.parada.test', agrupation_id: 3, app: 'hotel' });
    expect(
      domainCreateSchema.safeParse({ domain: 'x.test', agrupation_id: 3, app: 'admin' }).success,
    ).toBe(false);
    expect(
      domainCreateSchema.safeParse({ domain: 'a b.test', agrupation_id: 3, app: 'hotel' }).success,
    ).toBe(false);
  });

  it('creates a commerce with an https website only', () => {
    const commerce = {
      name: 'Can Sol\u00e9',
      latitude: 41.3793,
      longitude: 2.1899,
    };
    expect(commerceCreateSchema.parse(commerce)).toEqual(commerce);
    expect(
      commerceCreateSchema.safeParse({ ...commerce, website: 'http://cansole.cat' }).success,
    ).toBe(false);
    expect(commerceUpdateSchema.parse({ offer: '2x1 drinks' })).toEqual({ offer: '2x1 drinks' });
    expect(commerceUpdateSchema.safeParse({}).success).toBe(false);
  });
});
