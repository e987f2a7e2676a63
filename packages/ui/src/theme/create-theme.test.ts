import { describe, expect, it } from 'vitest';
import {
  SOLID_STATE_OPACITY,
  contrastRatio,
  groupingCssVariables,
  mix,
  resolvePalette,
} from '@parada/core';
import { createGroupingSystem } from './create-theme';

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
      [palette.onMain, palette.mainSolid],
      [palette.onSecondary, palette.secondarySolid],
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

describe('solid brand controls', () => {
  const BRANDS = {
    'light yellow': { main_color: '#ffe066', secondary_color: '#fff3b0' },
    'mid purple': { main_color: '#a55caf', secondary_color: '#9b59b6' },
    'the default purple': {},
    'mid grey-blue on a dark page': {
      main_color: '#6b7fa3',
      secondary_color: '#e07a5f',
      main_background_color: '#1b1f2a',
    },
    'dark navy': { main_color: '#1b2a4a', secondary_color: '#0b1320' },
    'mid teal on a tinted page': {
      main_color: '#14a3a8',
      secondary_color: '#e76f51',
      main_background_color: '#fdf6ec',
    },
  };

  it.each(Object.entries(BRANDS))(
    'keep their label AA at rest, on hover, expanded and focused (%s)',
    (_name, colors) => {
      const palette = resolvePalette(colors);
      for (const [solid, label] of [
        [palette.mainSolid, palette.onMain],
        [palette.secondarySolid, palette.onSecondary],
      ] as const) {
        // Focus adds only a ring: the fill is the solid one. Hover and expanded let the
        // canvas, the page background or a white card show through.
        const states = [palette.canvas, palette.background, '#ffffff'].map((backdrop) =>
          mix(solid, backdrop, 1 - SOLID_STATE_OPACITY),
        );
        for (const state of [solid, ...states]) {
          expect(contrastRatio(label, state), `${label} on ${state}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it("keeps the grouping's colour when it already reads, and only deepens it when not", () => {
    expect(resolvePalette({ main_color: '#1b2a4a' }).mainSolid).toBe('#1b2a4a');
    expect(resolvePalette({ main_color: '#ffe066' }).mainSolid).toBe('#ffe066');
    const purple = resolvePalette({ main_color: '#a55caf' });
    // White on #a55caf at 90 % over white was 4.42:1: the fill becomes a deeper purple.
    expect(purple.onMain).toBe('#ffffff');
    expect(purple.mainSolid).not.toBe('#a55caf');
    expect(contrastRatio(purple.mainSolid, '#a55caf')).toBeLessThan(1.6);
  });

  it('is the fill of the brand and accent palettes in the built system', () => {
    const palette = resolvePalette({ main_color: '#a55caf', secondary_color: '#9b59b6' });
    const css = JSON.stringify(
      createGroupingSystem({ main_color: '#a55caf', secondary_color: '#9b59b6' }).getTokenCss(),
    );
    expect(css).toContain(`"--pa-colors-brand-solid":"${palette.mainSolid}"`);
    expect(css).toContain(`"--pa-colors-accent-solid":"${palette.secondarySolid}"`);
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

describe('groupingCssVariables', () => {
  it.each(Object.entries(GROUPINGS))(
    "names and values the theme's own variables (%s): the server's first paint matches it",
    (_name, colors) => {
      const css = JSON.stringify(createGroupingSystem(colors).getTokenCss());
      const variables = Object.entries(groupingCssVariables(colors));
      expect(variables.length).toBeGreaterThan(40);
      for (const [name, value] of variables) expect(css).toContain(`"${name}":"${value}"`);
    },
  );
});
