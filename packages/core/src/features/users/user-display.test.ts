import { describe, expect, it } from 'vitest';
import { drawerIdentity, initialsOf } from './user-display';

describe('drawerIdentity', () => {
  it("shows a company's logo", () => {
    expect(
      drawerIdentity({
        name: 'Hotel Mar',
        company: true,
        logo: '/files/logo.png',
        avatar: '/files/a.png',
      }).picture,
    ).toEqual({ kind: 'logo', src: '/files/logo.png' });
  });

  it('shows the avatar when not a company, or a company without logo', () => {
    expect(
      drawerIdentity({ name: 'Anna', company: false, logo: '/l.png', avatar: '/a.png' }).picture,
    ).toEqual({
      kind: 'avatar',
      src: '/a.png',
    });
    expect(
      drawerIdentity({ name: 'Acme', company: true, logo: ' ', avatar: '/a.png' }).picture,
    ).toEqual({
      kind: 'avatar',
      src: '/a.png',
    });
  });

  it('falls back to initials', () => {
    expect(drawerIdentity({ name: 'anna puig i serra', avatar: null }).picture).toEqual({
      kind: 'initials',
      text: 'AP',
    });
  });

  it("names the employee for an employee, no one else's", () => {
    expect(drawerIdentity({ name: 'Acme', employee: { name: 'Joan' } }).employeeName).toBe('Joan');
    expect(drawerIdentity({ name: 'Anna', employee: null }).employeeName).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letter of up to two words', () => {
    expect(initialsOf('Núria')).toBe('N');
    expect(initialsOf('  élise   martin  ')).toBe('ÉM');
    expect(initialsOf('')).toBe('');
  });
});
