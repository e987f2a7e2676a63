import { describe, expect, it } from 'vitest';
import { guardRoute, menuItems } from '@parada/core';
import { hasPage, hrefOf, pathOf } from './paths';

describe('hotel paths', () => {
  it("sends a visitor on a hotel page to the staff login, the app's entry", () => {
    const decision = guardRoute({ route: 'hotel_home', role: 'visitor' });
    expect(decision).toEqual({ allow: false, redirectTo: 'before_room' });
    expect(pathOf('before_room')).toBe('/login');
  });

  it("gives the spec's paths to the hotel pages", () => {
    expect(pathOf('hotel_pedir_ahora')).toBe('/hotel/pedir_ahora');
    expect(pathOf('hotel_history')).toBe('/hotel_history');
    expect(pathOf('hotelcab_closed')).toBe('/hotelcab_closed');
  });

  it('shows hotel staff only the menu items it has pages for', () => {
    const items = menuItems('hotel_staff', ['hotel_home', 'hotel_history', 'profile', 'content']);
    const shown = items.filter(hasPage);
    expect(shown.map((item) => item.route)).not.toContain('profile');
    expect(shown.map(hrefOf)).toContain('/hotel');
  });
});
