import { describe, expect, it } from 'vitest';
import { personNameSchema } from '../auth/schemas';
import { imageUrlSchema } from './schemas';

// Names that hide or reorder text, and image URLs that a browser
// loads from another host than the one the check believed.

describe('names', () => {
  it.each(['Ana María', 'Jordi Pujol-Ferré', "O'Brien", '李小龍', 'Zoë'])('accepts %s', (name) => {
    expect(personNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['Audit 123', 'Zoë 🚕', 'R2-D2'])('refuses %s with the spec’s "Letters only"', (name) => {
    const result = personNameSchema.safeParse(name);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.alpha']);
  });

  it.each([
    ['a bidi override', 'Ana\u202egnp.exe'],
    ['an isolate', 'Ana\u2066x\u2069'],
    ['a zero-width space', 'Ad\u200bmin'],
    ['a zero-width joiner', 'Ad\u200dmin'],
    ['a byte order mark', 'Ad\ufeffmin'],
    ['a control character', 'Ana\u0007'],
    ['a line separator', 'Ana\u2028Admin'],
  ])('refuses %s', (_what, name) => {
    const result = personNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.characters');
  });
});

describe('image URLs', () => {
  it.each(['https://cdn.example.com/logo.png', '/files/abc.png', '/api/uploads/x.webp'])(
    'accepts %s',
    (url) => expect(imageUrlSchema.safeParse(url).success).toBe(true),
  );

  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/\\/evil.example/x.png',
    'http://example.com/x.png',
    'javascript:alert(1)',
    'https:/\\evil.example/x.png',
  ])('refuses %s', (url) => expect(imageUrlSchema.safeParse(url).success).toBe(false));
});
