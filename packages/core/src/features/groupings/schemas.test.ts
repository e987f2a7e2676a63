import { describe, expect, it } from 'vitest';
import { makeGrouping, makeFare } from '../../testing/factories';
import {
  groupingSchema,
  groupingSearchRequestSchema,
  selectedFareSchema,
  type Grouping,
} from './schemas';

// A fully dressed grouping: a fare with a breakdown, links, extras and colours.
const dressed = (overrides: Partial<Grouping> = {}): Grouping =>
  makeGrouping({
    id: 3,
    permalink: 'parada-bcn',
    name: 'Parada Barcelona',
    logo: 'https://cdn.parada.test/bcn.png',
    linkedin_link: 'https://linkedin.com/company/parada',
    fare: makeFare(32.4, {
      amount_without_discount: 36,
      fare: 'Airport',
      scheduled: 34,
      breakdown: [
        { label: 'Base', value: '30.00 €' },
        { label: 'Discount', value: '-3.60 €' },
      ],
      info: ['Tolls included'],
    }),
    extras: [{ show: true, description: 'Child seat' }],
    show_extra_passengers: true,
    main_color: '8b2e98',
    secondary_color: '#15aeb4',
    ...overrides,
  });

describe('a grouping', () => {
  it('parses with nested related groupings', () => {
    const parent = dressed({
      id: 1,
      fare: null,
      related_agrupations: [dressed({ id: 2, related_agrupations: [dressed({ id: 5 })] })],
    });
    const parsed = groupingSchema.parse(parent);
    expect(parsed.related_agrupations[0]?.related_agrupations[0]?.id).toBe(5);
  });

  it('refuses a bad colour deep in the tree', () => {
    const parent = dressed({
      related_agrupations: [dressed({ main_color: 'violet' })],
    });
    const issues = groupingSchema.safeParse(parent).error?.issues ?? [];
    expect(issues.map((item) => item.path.join('.'))).toEqual(['related_agrupations.0.main_color']);
  });

  it('refuses a fare with more than 2 decimals', () => {
    const fare = { ...dressed().fare!, amount: 32.405 };
    expect(groupingSchema.safeParse(dressed({ fare })).success).toBe(false);
  });
});

describe('the selected fare', () => {
  it('keeps the taxi languages and extras', () => {
    const {
      id,
      permalink,
      name,
      fare,
      logo,
      currency,
      extras,
      show_extra_passengers,
      max_num_passengers,
    } = dressed();
    const selected = selectedFareSchema.parse({
      id,
      permalink,
      name,
      fare,
      logo,
      currency,
      extras,
      taxi_languages: ['ca', 'es'],
      show_extra_passengers,
      max_num_passengers,
    });
    expect(selected.taxi_languages).toEqual(['ca', 'es']);
  });
});

describe('POST agrupations/search', () => {
  it('takes the grouping and the ride to price', () => {
    expect(
      groupingSearchRequestSchema.parse({
        agrupacion_id: 3,
        origin: { latitude: 41.4036, longitude: 2.1744 },
        destination: { latitude: 41.2974, longitude: 2.0785 },
        passengers: 2,
        locator: '7',
      }),
    ).toMatchObject({ agrupacion_id: 3, passengers: 2, locator: '7' });
  });

  it('refuses a missing grouping and a malformed locator', () => {
    expect(groupingSearchRequestSchema.safeParse({}).success).toBe(false);
    expect(
      groupingSearchRequestSchema.safeParse({ agrupacion_id: 3, locator: "' OR 1=1" }).success,
    ).toBe(false);
  });
});
