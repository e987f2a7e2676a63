// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferLanguageTexts } from './defer-texts-plugin';

type Hook = (this: { parse: typeof parseAst }, code: string, id: string) => unknown;

/** The plugin's hooks as the build calls them, with Vite's own parser. */
function plugin() {
  const instance = deferLanguageTexts();
  const transform = instance.transform as Hook;
  const load = instance.load as (id: string) => string | null;
  return {
    transform: (code: string, id: string) =>
      transform.call({ parse: parseAst }, code, id) as { code: string } | null,
    load,
  };
}

const CATALOG = `const en = { 'a.title': 'Title', nested: { x: \`Hi\` } };
const ca = { 'a.title': 'Títol', nested: { x: 'Hola' } };
const es = { 'a.title': 'Título', nested: { x: 'Hola' } };
export const A_TEXTS = { ca, en, es };
`;

describe('the texts split of the apps build (issue #16)', () => {
  it('moves Catalan and English out and keeps Spanish', () => {
    const { transform, load } = plugin();
    const out = transform(CATALOG, '/repo/apps/x/src/a-texts.ts')!;
    expect(out.code).toContain("const es = { 'a.title': 'Título'");
    expect(out.code).not.toContain('Títol');
    expect(out.code).not.toContain("'Title'");
    expect(out.code).toContain('__deferTexts("ca"');
    expect(load('\0parada-texts:/repo/apps/x/src/a-texts.ts:ca')).toContain("'a.title': 'Títol'");
    expect(load('\0parada-texts:/repo/apps/x/src/a-texts.ts:en')).toContain("'Title'");
  });

  it("takes core's per-language files", () => {
    const { transform } = plugin();
    const code = "const texts = { 'k': 'Català' };\nexport const ca = texts;\n";
    expect(transform(code, '/repo/packages/core/src/i18n/resources/ca.ts')!.code).not.toContain(
      'Català',
    );
    expect(
      transform(code.replace('ca =', 'es ='), '/repo/packages/core/src/i18n/resources/es.ts'),
    ).toBeNull();
  });

  it('leaves a catalog alone when a language is not a plain literal of strings', () => {
    const { transform } = plugin();
    const code =
      "const en = { a: 'A' };\nconst ca = { ...en, b: label() };\nexport const T = { ca, en };\n";
    // ca is not a literal, and it spreads en: neither may become a placeholder.
    expect(transform(code, '/repo/apps/x/src/b-texts.ts')).toBeNull();
    const read =
      "const en = { a: 'A' };\nconst ca = { a: 'B' };\nexport const T = { ca, en, n: Object.keys(en) };\n";
    expect(transform(read, '/repo/apps/x/src/c-texts.ts')).toBeNull();
  });

  it('ignores other modules', () => {
    expect(plugin().transform(CATALOG, '/repo/apps/x/src/page.tsx')).toBeNull();
  });
});
