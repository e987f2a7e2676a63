/**
 * A first screen's global CSS cut to what its page uses. Chakra's global
 * styles define every token of the theme as a custom property on the root (about 540, of
 * which a first screen reads about 100) and every animation's keyframes (none of which an
 * untouched first screen runs); the browser parses them and applies them to the root on the
 * page's first paint. The app, once started, inserts Chakra's whole global styles itself.
 */

const DECLARATION = /(--[\w-]+):([^;{}]*)(?:;|(?=\}))/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{/g;
const WORD = /[\w-]+/g;

/** The end of the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

const referencesIn = (text: string) =>
  [...text.matchAll(VAR_REFERENCE)].flatMap(([, name]) => (name ? [name] : []));

/**
 * `globalCss` without the custom properties nothing reads (neither the page's other CSS
 * and markup in `pageText`, nor `globalCss` outside the definitions, nor a property kept)
 * and without the keyframes no rule names.
 */
export function firstScreenGlobalCss(globalCss: string, pageText: string): string {
  const keyframes: { name: string; start: number; end: number }[] = [];
  for (const { 0: opening, 1: name = '', index: start } of globalCss.matchAll(KEYFRAMES)) {
    keyframes.push({ name, start, end: blockEnd(globalCss, start + opening.length - 1) });
  }
  let withoutKeyframes = '';
  let from = 0;
  for (const { start, end } of keyframes) {
    withoutKeyframes += globalCss.slice(from, start);
    from = end;
  }
  withoutKeyframes += globalCss.slice(from);

  const definitions = new Map<string, string[]>();
  for (const [, name = '', value = ''] of withoutKeyframes.matchAll(DECLARATION)) {
    definitions.set(name, [...(definitions.get(name) ?? []), value]);
  }
  const used = new Set([
    ...referencesIn(pageText),
    ...referencesIn(withoutKeyframes.replace(DECLARATION, '')),
  ]);
  for (const name of used) {
    for (const value of definitions.get(name) ?? []) {
      for (const reference of referencesIn(value)) used.add(reference);
    }
  }
  // A keyframes' name in use is a whole word of the CSS or the page (a run of [\w-]).
  const words = new Set((withoutKeyframes + pageText).match(WORD) ?? []);
  const usesKeyframes = (name: string) => words.has(name);

  let cut = '';
  from = 0;
  for (const { name, start, end } of keyframes) {
    cut += globalCss.slice(from, start);
    if (usesKeyframes(name)) cut += globalCss.slice(start, end);
    from = end;
  }
  cut += globalCss.slice(from);
  return cut.replace(DECLARATION, (declaration, name: string) =>
    used.has(name) ? declaration : '',
  );
}
