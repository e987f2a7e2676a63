import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARADA_RECIPES, PARADA_SLOT_RECIPES } from './base-config';
import { LATE_RECIPE_KEYS, LATE_SLOT_RECIPE_KEYS } from './late-recipe-keys';
import { LATE_RECIPES, LATE_SLOT_RECIPES } from './late-recipes';

// Tests run from packages/ui.
const REPO = path.resolve(process.cwd(), '../..');
const SOURCES = [
  path.join(REPO, 'packages/ui/src'),
  ...['panel', 'hotel', 'guest'].map((app) => path.join(REPO, 'apps', app, 'src')),
];
const COMPONENTS = path.join(
  path.dirname(
    createRequire(path.join(REPO, 'packages/ui/package.json')).resolve('@chakra-ui/react'),
  ),
  'components',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?|c?js)$/.test(name) ? [file] : [];
  });
}

/** Every name imported from '@chakra-ui/react' anywhere in ui or the apps. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of sourceFiles(dir).filter((file) => /\.tsx?$/.test(file))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
      )) {
        for (const part of match[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (/^[A-Z]/.test(name)) names.add(name);
        }
      }
    }
  }
  return names;
}

/** The recipe keys a component asks the system for, read from Chakra's own source. */
function recipeKeysOf(component: string): string[] {
  const dir = path.join(COMPONENTS, component.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase());
  let files: string[];
  try {
    files = sourceFiles(dir).filter((file) => /\.c?js$/.test(file));
  } catch {
    // Layout helpers (Box, Stack, Grid…) have no folder of their own or no recipe.
    return [];
  }
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/key: "([a-zA-Z]+)"/g)) {
      keys.add(match[1]!);
    }
  }
  return [...keys];
}

describe('the trimmed Chakra theme', () => {
  it('has a recipe for every Chakra component ui and the apps import', () => {
    const known = new Set(
      [PARADA_RECIPES, PARADA_SLOT_RECIPES, LATE_RECIPES, LATE_SLOT_RECIPES].flatMap(Object.keys),
    );
    // Keys of components that Chakra styles without a recipe of its default theme.
    const recipeless = new Set(['text']);
    const missing = [...importedChakraNames()].flatMap((component) =>
      recipeKeysOf(component)
        .filter((key) => !known.has(key) && !recipeless.has(key))
        .map((key) => `${component} needs '${key}'`),
    );
    expect(missing).toEqual([]);
  });

  it("names the late chunk's recipes, and none twice", () => {
    expect(Object.keys(LATE_RECIPES).sort()).toEqual([...LATE_RECIPE_KEYS].sort());
    expect(Object.keys(LATE_SLOT_RECIPES).sort()).toEqual([...LATE_SLOT_RECIPE_KEYS].sort());
    const eager = [...Object.keys(PARADA_RECIPES), ...Object.keys(PARADA_SLOT_RECIPES)];
    expect(
      eager.filter((key) => Object.hasOwn({ ...LATE_RECIPES, ...LATE_SLOT_RECIPES }, key)),
    ).toEqual([]);
  });
});
