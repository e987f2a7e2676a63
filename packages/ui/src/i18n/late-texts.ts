/**
 * The rest of the visit's texts: an app starts with its first screens'
 * texts (core's `first-texts.ts`); the rest come beside the first lazy page, drawer or
 * dialog (`withLateRecipes`), or when a text is asked for that is not there yet.
 * `loadAppI18n` says how; until then (tests, Storybook: every text is there) nothing to do.
 */
let loadRest: () => Promise<void> = () => Promise.resolve();

export const lateTexts = {
  load: (): Promise<void> => loadRest(),
  set(load: () => Promise<void>) {
    loadRest = load;
  },
};
