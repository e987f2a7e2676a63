#!/usr/bin/env node
/**
 * Turbo hides from a task every environment variable turbo.json does not declare for it, so
 * a test that reads an undeclared one silently sees nothing (and its cached result ignores
 * it). This lists the variables the tests' files read (`process.env.NAME`) and fails when
 * one is declared neither on the package's own test task nor on the shared `test` task.
 * Run by .ci/run before the tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files a package's `vitest run` loads: tests, their helpers and set-up, and the configs. */
const TEST_FILES = [
  '*.test.ts',
  '*.test.tsx',
  '*/test/*',
  'e2e/src/*',
  '*/stories-a11y/*',
  '*vitest.config.ts',
  'apps/*/vite.config.ts',
  // The apps' shared Vite config and test set-up, which their vite.config.ts loads.
  'tooling/*/*.ts',
];
/** Set by Vitest itself in every worker. */
const VITEST_OWN = /^VITEST/;

const root = path.resolve(import.meta.dirname, '..');
const turbo = JSON.parse(readFileSync(path.join(root, 'turbo.json'), 'utf8'));
const declaredFor = (task) => {
  const config = turbo.tasks[task] ?? {};
  return new Set([...(config.env ?? []), ...(config.passThroughEnv ?? [])]);
};
const globals = new Set([...(turbo.globalEnv ?? []), ...(turbo.globalPassThroughEnv ?? [])]);

function packageOf(file) {
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
    const manifest = path.join(root, dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).name;
  }
  return null;
}

const files = execFileSync('git', ['ls-files', '--', ...TEST_FILES], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const missing = new Set();
for (const file of files) {
  const name = packageOf(file);
  if (!name) continue;
  const declared = new Set([...globals, ...declaredFor('test'), ...declaredFor(`${name}#test`)]);
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const [, dotted, bracketed] of text.matchAll(
    /process\.env(?:\.([A-Z0-9_]+)|\[['"]([A-Z0-9_]+)['"]\])/g,
  )) {
    const variable = dotted ?? bracketed;
    if (!VITEST_OWN.test(variable) && !declared.has(variable)) {
      missing.add(`${file}: ${variable} (declare it on ${name}#test or test in turbo.json)`);
    }
  }
}
if (missing.size > 0) {
  console.error(
    `Variables tests read that turbo.json does not pass to them:\n${[...missing].join('\n')}`,
  );
  process.exit(1);
}
console.log(`turbo.json declares every variable the tests read (${files.length} files).`);
