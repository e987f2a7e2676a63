import { describe, expect, it } from 'vitest';
import { guardRoute, homeRouteOf } from '@parada/core';
import { pathOf } from './paths';

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
