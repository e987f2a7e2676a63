/**
 * The panel's own texts for the services screens, merged into the 'panel' namespace. Keys
 * start with 'services.' so the areas never collide; shared texts live in core and ui.
 */
const en = {};

type Texts = Record<keyof typeof en, string>;

const ca: Texts = {};

const es: Texts = {};

export const SERVICES_TEXTS = { ca, en, es } as const;
