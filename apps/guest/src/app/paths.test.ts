import { describe, expect, it } from 'vitest';
import { guardRoute, homeRouteOf } from '@parada/core';
import { pathOf } from './paths';
import { GUEST_TEXTS } from '../i18n/guest-texts';

describe('guest paths', () => {
  it("a signed-in guest leaving the signup lands on the ride page, the guest's home", () => {
    const decision = guardRoute({ route: 'guest_signup', role: 'client' });
    expect(decision).toEqual({ allow: false, redirectTo: homeRouteOf('client') });
    expect(pathOf(homeRouteOf('client'))).toBe('/ride');
  });

  it('lets visitors reach the signup and the club, and sends them to the entry page', () => {
    expect(guardRoute({ route: 'guest_signup', role: 'visitor' })).toEqual({ allow: true });
    expect(guardRoute({ route: 'commerce', role: 'visitor' })).toEqual({ allow: true });
    expect(guardRoute({ route: 'request', role: 'visitor' })).toEqual({
      allow: false,
      redirectTo: 'before_room',
    });
    expect(pathOf('before_room')).toBe('/before_room');
  });
});

describe('guest texts', () => {
  it('has every key in ca, en and es', () => {
    const keys = Object.keys(GUEST_TEXTS.en);
    expect(Object.keys(GUEST_TEXTS.ca)).toEqual(keys);
    expect(Object.keys(GUEST_TEXTS.es)).toEqual(keys);
  });
});
