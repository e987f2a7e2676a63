import { describe, expect, it } from 'vitest';
import { commerceListSchema } from './schemas';

const commerce = {
  id: 1,
  name: 'Can Solé',
  logo: '/files/club/can-sole.png',
  offer: '10% off dinner',
  address: 'Carrer de Sant Carles 4, Barcelona',
  latitude: 41.3793,
  longitude: 2.1899,
  description: null,
  website: 'https://cansole.cat',
  phone: '+34932215012',
};

describe('club commerces', () => {
  it('list partner commerces with their offer and place', () => {
    expect(commerceListSchema.parse([commerce])).toEqual([commerce]);
  });

  it('refuse a non-https website or an impossible place', () => {
    expect(
      commerceListSchema.safeParse([{ ...commerce, website: 'http://cansole.cat' }]).success,
    ).toBe(false);
    expect(commerceListSchema.safeParse([{ ...commerce, latitude: 141 }]).success).toBe(false);
  });
});
