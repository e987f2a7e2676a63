import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Traveller's phone" on one screen and "Traveler" on the next read as two people. Each language names
 * the person who rides one way in every catalog of core, ui and the apps. English keeps the
 * American "traveler" its catalogs mostly use ("favorite", never "favourite").
 */
// The app's tests run from its own folder (pnpm and turbo both start them there).
const ROOT = path.resolve(process.cwd(), '../..');
const SOURCES = [
  'packages/core/src',
  'packages/ui/src',
  'apps/panel/src',
  'apps/hotel/src',
  'apps/guest/src',
];

/** Every source file that is not a test or a story: catalogs live in several kinds of file. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The quoted texts of a file (a catalog's values among them). */
function texts(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

const ALL_TEXTS = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(texts);

describe('one spelling of the traveller per language', () => {
  it('reads every catalog of core, ui and the apps', () => {
    expect(ALL_TEXTS.some((text) => text === 'Traveler')).toBe(true);
  });

  it.each([
    ['en', /\btravell(er|ers|er's)\b/i, /\btraveler/i],
    ['es', /\bviajantes?\b/i, /\bviajero/i],
    ['ca', /\bviatjants?\b/i, /\bviatger/i],
  ])('%s uses one word', (_language, other, chosen) => {
    expect(ALL_TEXTS.filter((text) => other.test(text))).toEqual([]);
    expect(ALL_TEXTS.some((text) => chosen.test(text))).toBe(true);
  });
});
