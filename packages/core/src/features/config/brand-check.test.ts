import { describe, expect, it } from 'vitest';
import { contrastIssues, LOGO_MAX_BYTES, logoFileProblem } from './brand-check';

describe('contrastIssues', () => {
  it('names no pair for colours that reach AA', () => {
    expect(
      contrastIssues({
        main_color: '#1d4ed8',
        secondary_color: '#0f766e',
        main_background_color: '#ffffff',
        menu_text_color: '#333333',
        top_text_color: '#ffffff',
      }),
    ).toEqual([]);
  });

  it('names the pair that fails, with its ratio', () => {
    const issues = contrastIssues({
      main_color: '#1d4ed8',
      secondary_color: '#0f766e',
      main_background_color: '#ffffff',
      menu_text_color: '#333333',
      top_text_color: '#3b5bdb',
    });
    expect(issues).toEqual([
      { pair: 'top', foreground: '#3b5bdb', background: '#1d4ed8', ratio: expect.any(Number) },
    ]);
    expect(issues[0]!.ratio).toBeLessThan(4.5);
  });

  it('reads a pale main colour as failing on white, and hand-typed hex without #', () => {
    const pairs = contrastIssues({ main_color: 'fd0', main_background_color: 'FFF' }).map(
      (issue) => issue.pair,
    );
    expect(pairs).toContain('main');
  });
});

describe('logoFileProblem', () => {
  it('takes a PNG under the limit', () => {
    expect(logoFileProblem({ size: 10_000, type: 'image/png' })).toBeNull();
  });
  it('refuses an SVG and a file over the limit', () => {
    expect(logoFileProblem({ size: 100, type: 'image/svg+xml' })).toBe('error.invalid_image');
    expect(logoFileProblem({ size: LOGO_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(
      'error.file_too_large',
    );
  });
});
