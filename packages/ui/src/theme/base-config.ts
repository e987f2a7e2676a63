import {
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import { lazyModule } from '@parada/core/store';
import { lateTexts } from '../i18n/late-texts';
import { LATE_RECIPE_KEYS, LATE_SLOT_RECIPE_KEYS } from './late-recipe-keys';
import type * as LateRecipesModule from './late-recipes';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components Parada renders:
 * `defaultConfig` carries all ~75 recipes, about 33 KB gzip on every first screen.
 * A component whose recipe is missing renders unstyled without a word, so
 * `base-config.test.ts` fails when a Chakra component is imported that has no recipe here
 * or in late-recipes.ts. These are the recipes the first screens and the app's frame draw;
 * the others are in late-recipe-keys.ts.
 */
export const PARADA_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const PARADA_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

/** What `defaultConfig` is (base preset + default theme), minus the unused recipes. */
export const paradaBaseConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes: PARADA_RECIPES,
      slotRecipes: PARADA_SLOT_RECIPES,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);

/** Tests and Storybook hand the chunk over up front (`lateRecipes.provide`). */
export const lateRecipes = lazyModule(() => import('./late-recipes'));

/**
 * A lazy piece (page, drawer, dialog, toaster) whose module, the late recipes and the rest
 * of the visit's texts (`late-texts.ts`) load together, so it never draws before its
 * styles and words are there.
 */
export function withLateRecipes<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), lateRecipes.load(), lateTexts.load()]).then(([module]) => module);
}

let lateLoadFailure: unknown = null;

/**
 * `system` asking for a late recipe suspends until the chunk is here, instead of caching
 * an empty recipe for good (Chakra looks a recipe up at the first render and keeps what it
 * found): the nearest Suspense boundary waits, then the component draws styled. The
 * loaders above make that wait rare. Drawing a first screen at build time (no document)
 * throws instead, so the build logs the recipe by name and the prerendered page holds its
 * boundary's fallback, not the form (e2e first-screens and budgets wait for the form): a
 * first screen's recipe belongs in the eager maps above.
 */
export function deferLateRecipes(system: SystemContext, late = lateRecipes): SystemContext {
  const defer =
    (
      keys: readonly string[],
      pick: (module: typeof LateRecipesModule) => Record<string, unknown>,
      lookUp: (key: string, fallback?: unknown) => unknown,
    ) =>
    (key: string, fallback?: unknown) => {
      if (!keys.includes(key)) return lookUp(key, fallback);
      const module = late.loaded();
      if (module) return lookUp(key, pick(module)[key]);
      if (typeof document === 'undefined') {
        throw new Error(`A first screen draws the late recipe '${key}' (base-config.ts)`);
      }
      if (lateLoadFailure) {
        const failure = lateLoadFailure;
        lateLoadFailure = null;
        throw failure;
      }
      // Suspends; after a failed load the next render throws to the error boundary.
      throw late.load().catch((error: unknown) => {
        lateLoadFailure = error;
      });
    };
  return {
    ...system,
    getRecipeFn: defer(
      LATE_RECIPE_KEYS,
      (module) => module.LATE_RECIPES,
      system.getRecipeFn,
    ) as SystemContext['getRecipeFn'],
    getSlotRecipeFn: defer(
      LATE_SLOT_RECIPE_KEYS,
      (module) => module.LATE_SLOT_RECIPES,
      system.getSlotRecipeFn,
    ) as SystemContext['getSlotRecipeFn'],
  };
}
