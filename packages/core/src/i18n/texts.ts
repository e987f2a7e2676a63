/**
 * The shape of a text catalog. Each package writes its English catalog as a nested object
 * literal; its Catalan and Spanish ones are typed `Texts<typeof en>`, so a key missing in
 * (or added to) one language fails typecheck.
 */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]>;
};

/** 'a.b.c' for every text of a catalog: the keys `t` takes. */
export type TextKey<T> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${K}` : `${K}.${TextKey<T[K]>}`;
}[keyof T & (string | number)];

/** Every text of a catalog by its dotted key, in the catalog's order. */
export function textEntries(catalog: object, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : textEntries(value as object, path);
  });
}

/** The `{{name}}` variables a text interpolates, sorted. */
export const interpolations = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();

/**
 * Keys whose texts interpolate different variables in different languages, as
 * "ca validation.min_length: [min] ≠ en [max]". Every package's catalog test runs this;
 * the types already hold that the three languages have the same keys.
 */
export function interpolationMismatches(
  catalogs: Readonly<Record<'ca' | 'en' | 'es', object>>,
): string[] {
  const english = new Map(textEntries(catalogs.en));
  return (['ca', 'es'] as const).flatMap((language) =>
    textEntries(catalogs[language]).flatMap(([key, text]) => {
      const want = interpolations(english.get(key) ?? '');
      const got = interpolations(text);
      return got.join() === want.join() ? [] : [`${language} ${key}: [${got}] ≠ en [${want}]`];
    }),
  );
}
