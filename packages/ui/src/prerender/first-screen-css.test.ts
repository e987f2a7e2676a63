import { describe, expect, it } from 'vitest';
import { firstScreenGlobalCss } from './first-screen-css';
import { styleTags } from './render-first-screen';

const GLOBAL = [
  '@layer reset{html{--font-fallback:sans-serif;font-family:var(--global-font-body, var(--font-fallback));}}',
  '@layer base{@-webkit-keyframes spin{0%{rotate:0deg;}100%{rotate:360deg;}}',
  '@keyframes spin{0%{rotate:0deg;}100%{rotate:360deg;}}',
  '@keyframes pulse{50%{opacity:0.5;}}',
  'body{color:var(--pa-colors-fg);}}',
  '@layer tokens{:where(html){--global-font-body:var(--pa-fonts-body);--pa-fonts-body:Inter;',
  '--pa-colors-fg:var(--pa-colors-gray-900);--pa-colors-gray-900:#111;--pa-colors-gray-100:#eee;',
  '--pa-colors-pink-500:#e0a;--pa-colors-bg-canvas:var(--pa-colors-gray-50);--pa-colors-gray-50:#fafafa}}',
].join('');

describe("a first screen's global CSS", () => {
  const page = '.css-a{background:var(--pa-colors-bg-canvas);animation:pulse 1s;}';
  const cut = firstScreenGlobalCss(GLOBAL, page);

  it('keeps every custom property the page reads, directly or through another', () => {
    for (const kept of [
      '--font-fallback:sans-serif',
      '--global-font-body:var(--pa-fonts-body)',
      '--pa-fonts-body:Inter',
      '--pa-colors-fg:var(--pa-colors-gray-900)',
      '--pa-colors-gray-900:#111',
      '--pa-colors-bg-canvas:var(--pa-colors-gray-50)',
      '--pa-colors-gray-50:#fafafa',
    ])
      expect(cut).toContain(kept);
  });

  it('drops the ones nothing reads and the keyframes no rule names', () => {
    expect(cut).not.toContain('--pa-colors-gray-100');
    expect(cut).not.toContain('--pa-colors-pink-500');
    expect(cut).not.toContain('spin');
    expect(cut).toContain('@keyframes pulse{50%{opacity:0.5;}}');
  });

  it('leaves the rules themselves as they were', () => {
    expect(cut).toContain('body{color:var(--pa-colors-fg);}');
    expect(cut).toContain('font-family:var(--global-font-body, var(--font-fallback));');
    expect(cut.startsWith('@layer reset{html{')).toBe(true);
    expect(cut.endsWith('}}')).toBe(true);
  });
});

describe("a first screen's style tags", () => {
  const tags = styleTags(
    'css',
    { order: '@layer reset,base,tokens;', tokens: GLOBAL, a: '.css-a{color:red;}' },
    '<p class="css-a"></p>',
  );

  it('gives emotion back, by name, the globals drawn whole and the class rules', () => {
    expect(tags).toContain(
      '<style data-emotion="css-global order">@layer reset,base,tokens;</style>',
    );
    expect(tags).toContain('<style data-emotion="css a">.css-a{color:red;}</style>');
  });

  it('draws a global the page uses in part in a tag emotion does not take back', () => {
    expect(tags).not.toContain('css-global tokens');
    expect(tags).toContain('<style data-first-screen>');
    expect(tags).not.toContain('--pa-colors-pink-500');
  });
});
