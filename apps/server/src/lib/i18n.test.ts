import { resolveLanguage as resolveCoreLanguage } from '@parada/core';
import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './i18n';

describe('resolveLanguage, kept per header', () => {
  const headers = [
    undefined,
    '',
    'ca',
    'en-GB,en;q=0.9',
    'es-ES,es;q=0.9,en;q=0.8',
    'fr-FR,fr;q=0.9',
    'de;q=0.5, ca;q=0.4',
    '*',
    'EN',
    ' en ',
  ];

  it("answers as core's for each header, asked again and again", () => {
    for (let round = 0; round < 3; round += 1) {
      for (const header of headers) {
        expect(resolveLanguage(header)).toBe(resolveCoreLanguage(header ?? null));
      }
    }
  });

  it('still answers right past its bound of remembered headers', () => {
    for (let i = 0; i < 600; i += 1) {
      const header = `x-${i},${['ca', 'en', 'es'][i % 3]};q=0.5`;
      expect(resolveLanguage(header)).toBe(resolveCoreLanguage(header));
      expect(resolveLanguage(header)).toBe(['ca', 'en', 'es'][i % 3]);
    }
    for (const header of headers) {
      expect(resolveLanguage(header)).toBe(resolveCoreLanguage(header ?? null));
    }
  });
});
