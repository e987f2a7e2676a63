import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics';

const scripts = () => [...document.querySelectorAll('script[src*="googletagmanager"]')];

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('loadAnalytics', () => {
  it('loads nothing for groupings without analytics', () => {
    expect(loadAnalytics(null)).toBe(false);
    expect(loadAnalytics('')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once for a configured measurement id', () => {
    expect(loadAnalytics('G-ABC123XYZ')).toBe(true);
    expect(loadAnalytics('G-ABC123XYZ')).toBe(true);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    );
  });

  it('refuses an id that is not a measurement id', () => {
    for (const hostile of ['G-1"><script>', 'javascript:alert(1)', 'G-ABC&x=1']) {
      expect(loadAnalytics(hostile)).toBe(false);
    }
    expect(scripts()).toHaveLength(0);
  });
});
