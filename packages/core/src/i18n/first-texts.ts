/**
 * Which texts a first screen draws: the apps fetch each catalog in two
 * parts, the first screens' and the frame's texts at the start, the rest beside the first
 * page, drawer or dialog that loads after them (ui's `withLateRecipes`). The split is made
 * at build time (tooling/app's `textParts` plugin); the catalogs stay one file per package
 * and language. A key is first when it or one of its parents is listed, in any package.
 */
export const FIRST_TEXT_KEYS: readonly string[] = [
  // core: what the server and the rules say (errors, successes, validation), the menu,
  // route titles and statuses the frame draws.
  'validation',
  'error',
  'success',
  'hotel',
  'menu',
  'route',
  'page',
  'logout',
  'status',
  'domain',
  // ui: the frame (layout, language, loading, actions) and the login and register forms.
  'actions',
  'list',
  'password',
  'loading',
  'language',
  'layout',
  'account.login',
  'account.register',
  'account.social',
  'account.new_tab',
  // the apps' first screens: panel and guest entry, guest signup, hotel login, the console.
  'entry',
  'desk',
  'signup',
  'login',
];

/** The part of a catalog a loader asks for. */
export type TextPart = 'first' | 'rest';

/** A catalog's texts of one part, as nested as the catalog (empty groups left out). */
export function textPart(
  catalog: object,
  part: TextPart,
  firstKeys: readonly string[] = FIRST_TEXT_KEYS,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (firstKeys.includes(path)) {
      if (part === 'first') out[key] = value;
    } else if (
      typeof value === 'object' &&
      value !== null &&
      firstKeys.some((first) => first.startsWith(`${path}.`))
    ) {
      const inner = textPart(value, part, firstKeys, path);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (part === 'rest') {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The catalog of a `?texts=first` or `?texts=rest` import: its default export (what
 * `textParts` emits), or the module's one catalog where no plugin splits it (tests).
 */
export const partOf = (module: unknown): object => {
  const exports = module as Record<string, unknown>;
  const catalog =
    exports.default ?? Object.values(exports).find((value) => typeof value === 'object');
  return catalog as object;
};
