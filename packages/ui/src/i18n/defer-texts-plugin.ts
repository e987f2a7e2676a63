/**
 * Vite plugin of the apps' build (issue #16): one language's texts per visit. Each text
 * catalog keeps its shape (`const en = {…}; const ca = {…}; const es = {…}` and an export
 * of `{ ca, en, es }`, or core's `resources/ca.ts`), so helpers adding keys merge as
 * before; at build time the Catalan and English object literals move into a chunk per
 * catalog and language and are replaced by `deferTexts` placeholders (see
 * `deferred-texts.ts`).
 * Spanish, the fallback, stays in the bundle. A catalog whose object is not a plain
 * literal of strings is left as it is, so nothing is ever lost, only not deferred.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const DEFERRED = ['ca', 'en'] as const;
const CATALOG = /(?:-texts|-resources)\.ts$/;
const CORE_CATALOG = /[\\/]i18n[\\/]resources[\\/](ca|en)\.ts$/;
const PREFIX = '\0parada-texts:';
const RUNTIME = fileURLToPath(new URL('./deferred-texts.ts', import.meta.url));

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A literal of strings, nested objects of strings or arrays of them: safe to move. */
function isPlainTexts(node: Node): boolean {
  if (node.type === 'Literal') return typeof node['value'] === 'string';
  if (node.type === 'TemplateLiteral') return (node['expressions'] as Node[]).length === 0;
  if (node.type === 'ObjectExpression') {
    return (node['properties'] as Node[]).every(
      (property) =>
        property.type === 'Property' &&
        !property['computed'] &&
        property['kind'] === 'init' &&
        !property['method'] &&
        isPlainTexts(property['value'] as Node),
    );
  }
  return false;
}

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
    }
  }
}

/**
 * Whether `name` is only declared and then gathered as it is (`{ ca, en, es }`,
 * `export const ca = texts`): anything else (a spread, a member read) would see the empty
 * placeholder at load, so such a catalog is left whole.
 */
function onlyGathered(program: Node, name: string): boolean {
  for (const node of walk(program)) {
    if (node.type === 'ObjectExpression') {
      for (const property of node['properties'] as Node[]) {
        const value = property['value'] as Node | undefined;
        if (property.type !== 'Property') continue;
        if (property['shorthand'] && value?.type === 'Identifier') continue;
        if (value?.type === 'Identifier' && value['name'] === name) return false;
      }
    }
    if (node.type === 'SpreadElement' || node.type === 'MemberExpression') {
      const target = (node['argument'] ?? node['object']) as Node;
      if (target?.type === 'Identifier' && target['name'] === name) return false;
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      for (const argument of node['arguments'] as Node[]) {
        if (argument.type === 'Identifier' && argument['name'] === name) return false;
      }
    }
  }
  return true;
}

/** Where each deferred language's literal sits in a catalog module. */
function deferrable(program: Node, file: string): { language: string; init: Node }[] {
  const core = CORE_CATALOG.exec(file);
  const found: { language: string; init: Node }[] = [];
  for (const statement of program['body'] as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement['declaration'] as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration['kind'] !== 'const') continue;
    for (const declarator of declaration['declarations'] as Node[]) {
      const name = (declarator['id'] as Node)['name'] as string | undefined;
      const init = declarator['init'] as Node | null;
      if (!name || !init || init.type !== 'ObjectExpression' || !isPlainTexts(init)) continue;
      const language = core ? (name === 'texts' ? core[1]! : null) : name;
      if (language && (DEFERRED as readonly string[]).includes(language)) {
        if (!onlyGathered(program, name)) return [];
        found.push({ language, init });
      }
    }
  }
  return found;
}

export function deferLanguageTexts(): Plugin {
  const moved = new Map<string, string>();
  return {
    name: 'parada:defer-language-texts',
    apply: 'build',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load: (id) => moved.get(id) ?? null,
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('node_modules') || !(CATALOG.test(file) || CORE_CATALOG.test(file))) {
        return null;
      }
      const found = deferrable(this.parse(code) as unknown as Node, file);
      if (found.length === 0) return null;
      let out = code;
      // From the end, so earlier offsets stay valid.
      for (const { language, init } of [...found].sort((a, b) => b.init.start - a.init.start)) {
        const virtual = `${PREFIX}${file}:${language}`;
        moved.set(virtual, `export default ${code.slice(init.start, init.end)};\n`);
        out = `${out.slice(0, init.start)}/* @__PURE__ */ __deferTexts(${JSON.stringify(language)}, () => import(${JSON.stringify(virtual)}))${out.slice(init.end)}`;
      }
      return {
        code: `import { deferTexts as __deferTexts } from ${JSON.stringify(RUNTIME)};\n${out}`,
        map: null,
      };
    },
  };
}
