/**
 * The recipes in late-recipes.ts, a chunk of their own: the first screens and the
 * app's frame draw none of them. Named here, apart from Chakra, so the system knows
 * without the chunk which keys are to wait for it, and the apps' build can gather their
 * modules into that chunk (`lateRecipesChunk`).
 */
export const LATE_RECIPE_KEYS = ['code', 'skeleton', 'textarea'] as const;
export const LATE_SLOT_RECIPE_KEYS = [
  'avatar',
  'dialog',
  'drawer',
  'fileUpload',
  'list',
  'menu',
  'progress',
  'switch',
  'table',
  'tabs',
  'toast',
] as const;

/**
 * The build's group for the late chunk. Both the first route and late-recipes.ts import
 * Chakra's theme entry, which reaches every recipe, so without it the bundler puts the
 * late recipes in a chunk the first route imports. Their dependencies stay where they
 * were: the first route needs those too.
 */
export function lateRecipesChunk() {
  const files = [...LATE_RECIPE_KEYS, ...LATE_SLOT_RECIPE_KEYS].map((key) =>
    key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
  );
  return {
    name: 'late-recipes',
    test: new RegExp(
      `(@chakra-ui/react/dist/esm/theme/recipes/(${files.join('|')})\\.js|/ui/src/theme/late-recipes\\.ts)$`,
    ),
  };
}
