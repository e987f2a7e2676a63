import { describe, expect, it } from 'vitest';
import {
  agrupationCreateSchema,
  agrupationUpdateSchema,
  commerceCreateSchema,
  commerceUpdateSchema,
  domainCreateSchema,
  driverCreateSchema,
  driverUpdateSchema,
  permalinkSchema,
} from './schemas';

describe('admin groupings', () => {
  it('creates a grouping from the essentials, defaults for the rest', () => {
    const created = agrupationCreateSchema.parse({
      permalink: 'Hotel-Arts',
      name: 'Hotel Arts',
      currency: 'eur',
    });
    expect(created).toMatchObject({
      permalink: 'hotel-arts',
      currency: 'EUR',
      parent_id: null,
      main_color: null,
      fare: null,
      extras: [],
      related_agrupation_ids: [],
    });
  });

  it('takes a fare rule in money and a service zone', () => {
    const fare = {
      flag_fall: 2.5,
      per_km: 1.2,
      minimum: 8,
      scheduled_supplement: 3,
      discount_percent: 10,
    };
    const zone = { type: 'circle', center: { latitude: 41.39, longitude: 2.17 }, radius_km: 40 };
    expect(
      agrupationCreateSchema.safeParse({
        permalink: 'bcn',
        name: 'BCN',
        currency: 'EUR',
        fare,
        zone,
      }).success,
    ).toBe(true);
    expect(
      agrupationCreateSchema.safeParse({
        permalink: 'bcn',
        name: 'BCN',
        currency: 'EUR',
        fare: { ...fare, per_km: 1.234 },
      }).success,
    ).toBe(false);
    expect(
      agrupationCreateSchema.safeParse({
        permalink: 'bcn',
        name: 'BCN',
        currency: 'EUR',
        zone: {
          type: 'polygon',
          points: [
            [41, 2],
            [42, 2],
          ],
        },
      }).success,
    ).toBe(false);
  });

  it('refuses permalinks that would not survive a header or a URL', () => {
    for (const bad of ['a', 'hotel arts', 'hotel_arts', '-arts', 'arts-', 'caf\u00e9']) {
      expect(permalinkSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('updates at least one field', () => {
    expect(agrupationUpdateSchema.parse({ main_color: '#15aeb4' })).toEqual({
      main_color: '#15aeb4',
    });
    expect(agrupationUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('admin domains, drivers and commerces', () => {
  it('maps a domain to a grouping and an app', () => {
    expect(
      domainCreateSchema.parse({ domain: 'Hotel.Parada.test', agrupacion_id: 3, app: 'hotel' }),
    ).toEqual({
      domain: 'hotel.parada.test',
      agrupacion_id: 3,
      app: 'hotel',
    });
    expect(
      domainCreateSchema.safeParse({ domain: 'x.test', agrupacion_id: 3, app: 'admin' }).success,
    ).toBe(false);
  });

  it('creates a driver with the one phone, email and password rule', () => {
    const driver = {
      agrupacion_id: 3,
      name: 'Jordi',
      email: 'Jordi@Parada.test',
      telephone: '611 22 33 44',
      password: 'volant123',
      plate: '1234 KLM',
      model: 'Toyota Prius',
    };
    expect(driverCreateSchema.parse(driver)).toMatchObject({
      email: 'jordi@parada.test',
      telephone: '611223344',
      languages: [],
    });
    expect(driverCreateSchema.safeParse({ ...driver, password: 'volante' }).success).toBe(false);
    expect(driverUpdateSchema.parse({ active: false, password: 'x' })).toEqual({ active: false });
  });

  it('creates a commerce with an https website only', () => {
    const commerce = {
      agrupacion_id: 3,
      name: 'Can Sol\u00e9',
      offer: '10% off dinner',
      address: 'Carrer de Sant Carles 4',
      latitude: 41.3793,
      longitude: 2.1899,
    };
    expect(commerceCreateSchema.parse(commerce)).toMatchObject({ website: null, logo: null });
    expect(
      commerceCreateSchema.safeParse({ ...commerce, website: 'http://cansole.cat' }).success,
    ).toBe(false);
    expect(commerceUpdateSchema.parse({ offer: '2x1 drinks' })).toEqual({ offer: '2x1 drinks' });
  });
});
