/**
 * The panel's own texts for the request screens, merged into the 'panel' namespace. Keys
 * start with 'request.' so the areas never collide; shared texts live in core and ui.
 */
const en = {};

type Texts = Record<keyof typeof en, string>;

const ca: Texts = {};

const es: Texts = {};

export const REQUEST_TEXTS = { ca, en, es } as const;
