import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  CSS_VARS_PREFIX,
  groupingColorTokens,
  resolvePalette,
  type GroupingColors,
} from '@parada/core';
import { deferLateRecipes, paradaBaseConfig } from './base-config';

const FONT_STACK =
  "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

const cache = new Map<string, SystemContext>();

/**
 * A Chakra system for one grouping, built at run time from its colours and cached by
 * them (the configuration arrives after the first paint, and two apps may share a page
 * in Storybook).
 */
export function createGroupingSystem(grouping: GroupingColors = {}): SystemContext {
  const palette = resolvePalette(grouping);
  const key = JSON.stringify(palette);
  const cached = cache.get(key);
  if (cached) return cached;

  const colors = groupingColorTokens(palette);
  const config = defineConfig({
    cssVarsPrefix: CSS_VARS_PREFIX,
    globalCss: {
      'html, body': {
        bg: 'bg.canvas',
        color: 'fg',
        fontFamily: 'body',
      },
      '*::selection': { bg: 'brand.muted' },
    },
    theme: {
      tokens: {
        colors: colors.tokens,
        fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
        radii: {
          l1: { value: '0.375rem' },
          l2: { value: '0.5rem' },
          l3: { value: '0.75rem' },
        },
      },
      semanticTokens: {
        colors: colors.semanticTokens,
        shadows: {
          card: { value: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)' },
        },
      },
    },
  });
  const system = deferLateRecipes(createSystem(paradaBaseConfig, config));
  cache.set(key, system);
  return system;
}
