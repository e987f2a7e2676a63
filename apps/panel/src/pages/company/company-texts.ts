/**
 * The panel's own texts for the company screens, merged into the 'panel' namespace. Keys
 * start with 'company.' so the areas never collide; shared texts live in core and ui.
 */
const en = {};

type Texts = Record<keyof typeof en, string>;

const ca: Texts = {};

const es: Texts = {};

export const COMPANY_TEXTS = { ca, en, es } as const;
