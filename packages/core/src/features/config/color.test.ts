import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, normalizeHex, readableTextOn } from './color';

describe('normalizeHex', () => {
  it('accepts colours with or without # and three digits', () => {
    expect(normalizeHex('8b2e98', '#000000')).toBe('#8b2e98');
    expect(normalizeHex('#EEEEEE', '#000000')).toBe('#eeeeee');
    expect(normalizeHex('#abc', '#000000')).toBe('#aabbcc');
  });
  it('falls back on anything else', () => {
    expect(normalizeHex('purple', '#8b2e98')).toBe('#8b2e98');
    expect(normalizeHex(undefined, '15aeb4')).toBe('#15aeb4');
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
  it('picks white text on the default purple and dark text on yellow', () => {
    expect(readableTextOn('#8b2e98')).toBe('#ffffff');
    expect(readableTextOn('#ffd400')).not.toBe('#ffffff');
  });
  it('darkens a light brand colour until it reads on white', () => {
    const fixed = ensureContrast('#15aeb4', '#ffffff');
    expect(fixed).not.toBe('#15aeb4');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#666666', '#ffffff')).toBe('#666666');
  });
});
