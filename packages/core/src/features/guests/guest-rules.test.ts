import { describe, expect, it } from 'vitest';
import { isSameGuest } from './guest-rules';

const ana = { name: 'Ana Pérez', room: '214', phone: '+34600999111', email: null };

describe('isSameGuest', () => {
  it('matches the same room and name by phone or by email, whatever the case or accents', () => {
    expect(isSameGuest(ana, { ...ana, name: ' ana  perez ' })).toBe(true);
    expect(
      isSameGuest(
        { ...ana, email: 'ana@example.com' },
        { ...ana, phone: null, email: 'ana@example.com' },
      ),
    ).toBe(true);
  });

  it('is another guest with another room, name or contact, or no contact in common', () => {
    expect(isSameGuest(ana, { ...ana, room: '215' })).toBe(false);
    expect(isSameGuest(ana, { ...ana, name: 'Ana Puig' })).toBe(false);
    expect(isSameGuest(ana, { ...ana, phone: '+34600999112' })).toBe(false);
    expect(isSameGuest(ana, { ...ana, phone: null, email: 'ana@example.com' })).toBe(false);
    expect(isSameGuest({ ...ana, room: null }, ana)).toBe(false);
  });
});
