import { describe, expect, it } from 'vitest';
import { contrastRatio, mix } from './color';
import { createGroupingSystem, resolvePalette } from './create-theme';

const GROUPINGS = {
  defaults: {},
  'without #': { main_color: '8b2e98', secondary_color: '15aeb4', top_text_color: 'EEEEEE' },
  'pale yellow with white top text': {
    main_color: 'f5b800',
    secondary_color: 'ffe066',
    main_background_color: 'fffdf6',
    menu_text_color: 'bbbbbb',
    top_text_color: 'ffffff',
  },
  'dark background': {
    main_color: '#00d1b2',
    main_background_color: '#101418',
    menu_text_color: '#333333',
  },
  'garbage values': { main_color: 'purple', secondary_color: '', top_text_color: null },
};

describe('resolvePalette', () => {
  it.each(Object.entries(GROUPINGS))('keeps every text AA on its surface (%s)', (_name, colors) => {
    const palette = resolvePalette(colors);
    const pairs: [string, string][] = [
      [palette.text, palette.background],
      [palette.text, palette.canvas],
      [palette.mutedText, palette.canvas],
      [palette.mutedText, mix(palette.main, palette.canvas, 0.75)],
      [palette.onMain, palette.main],
      [palette.onSecondary, palette.secondary],
      [palette.mainText, palette.canvas],
      [palette.menuText, palette.menuBackground],
      [palette.menuText, palette.menuActiveBackground],
      [palette.menuActiveText, palette.menuActiveBackground],
      [palette.topText, palette.topBackground],
    ];
    for (const [foreground, background] of pairs) {
      expect(
        contrastRatio(foreground, background),
        `${foreground} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the grouping's own colours for surfaces, with or without '#'", () => {
    expect(resolvePalette({ main_color: '8b2e98' }).main).toBe('#8b2e98');
    expect(resolvePalette({ main_color: '#15AEB4' }).main).toBe('#15aeb4');
    expect(resolvePalette({}).background).toBe('#ffffff');
  });

  it('keeps a readable top text colour as given and fixes one that is not', () => {
    expect(resolvePalette({}).topText).toBe('#eeeeee');
    expect(resolvePalette(GROUPINGS['pale yellow with white top text']).topText).not.toBe(
      '#ffffff',
    );
  });
});

describe('createGroupingSystem', () => {
  it('builds one system per palette and exposes the brand tokens', () => {
    const first = createGroupingSystem({ main_color: '#8b2e98' });
    expect(createGroupingSystem({ main_color: '8b2e98' })).toBe(first);
    expect(createGroupingSystem({ main_color: '#f5b800' })).not.toBe(first);
    expect(first.token('colors.brand.solid')).toBe('var(--pa-colors-brand-solid)');
    expect(JSON.stringify(first.getTokenCss())).toContain('"--pa-colors-brand-solid":"#8b2e98"');
  });
});
