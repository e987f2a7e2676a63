import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a module loads when it runs: `import type` and `export type` are erased. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .flatMap((statement) => {
      if (ts.isImportDeclaration(statement)) {
        return statement.importClause?.isTypeOnly ? [] : [statement.moduleSpecifier];
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        return statement.isTypeOnly ? [] : [statement.moduleSpecifier];
      }
      return [];
    })
    .map((specifier) => (specifier as ts.StringLiteral).text);
}

/** Every package the entry's module graph loads, with one importer each (for the message). */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), `${specifier}.ts`));
      else if (!packages.has(specifier)) packages.set(specifier, file.slice(root.length));
    }
  }
  return packages;
}

const BROWSER_ONLY = /^(@reduxjs\/toolkit|redux|redux-saga|react-redux|ky|i18next)(\/|$)/;

describe("core's entries", () => {
  it('point at TypeScript sources that exist', () => {
    for (const target of Object.values(packageJson.exports)) {
      expect(() => readFileSync(resolve(root, target)), target).not.toThrow();
    }
  });

  // The server loads `.`: the store, the HTTP client and i18next are the browser's.
  it('keep `.` free of redux, redux-saga, ky and i18next', () => {
    const reached = [...packagesReachedFrom(packageJson.exports['.'])]
      .filter(([name]) => BROWSER_ONLY.test(name))
      .map(([name, importer]) => `${name} (from ${importer})`);
    expect(reached).toEqual([]);
    expect([...packagesReachedFrom(packageJson.exports['.']).keys()].sort()).toEqual([
      'luxon',
      'zod',
    ]);
  });

  it('see the browser entries load them, so the walk above can find them', () => {
    const reached = (entry: keyof typeof packageJson.exports) => [
      ...packagesReachedFrom(packageJson.exports[entry]).keys(),
    ];
    expect(reached('./store')).toEqual(
      expect.arrayContaining(['@reduxjs/toolkit', 'redux-saga', 'ky']),
    );
    expect(reached('./i18n')).toContain('i18next');
  });
});
