/**
 * Front-end budgets: the JavaScript and CSS each app's first route loads,
 * measured in Chromium as the URLs it fetched, weighed as the built files gzipped at
 * level 9. The numbers are written to e2e/artifacts/budgets.json for docs/quality.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../src/paths';
import { PHONE, appUrl, closePage, newPage, useBrowser, type AppName } from '../src/harness';

/** The target for the first route's JavaScript, gzipped. */
const JS_TARGET_BYTES = 170 * 1024;

/**
 * The driver's app has no prerendered first screen (an installed app opens from its service
 * worker's cache, on a screen the driver's session decides): its first route loads the
 * whole app, held to the driver app's own ceiling and to its figure plus 5 %.
 */
const DRIVER_TARGET_BYTES = 200 * 1024;
const DRIVER_FIRST_KB = 171.6 * 1.05;

const browser = useBrowser();

/**
 * What CI holds, in KB: each route's figures (docs/quality.md) plus 5 %. A
 * prerendered first screen loads no app until the visitor first touches it, so two figures: what a visitor who has not touched the screen fetched (`firstKb`),
 * and everything fetched once the first touch has brought the app in and hydrated the
 * page (`touchedKb`, which holds the whole app's weight). The harness's browser speaks
 * en-GB, so the first part of the English catalogs (core's, ui's and the app's: the first
 * screens' texts, core's `first-texts.ts`; no other language's) is in the second.
 */
const FIRST_ROUTES: {
  app: AppName;
  path: string;
  /** What the page shows before any script. */
  ready: string;
  /** The control the visitor touches first (focus). */
  touch: string;
  firstKb: number;
  touchedKb: number;
}[] = [
  {
    app: 'panel',
    path: '/login',
    ready: 'input[name="password"]',
    touch: 'input[name="username"]',
    firstKb: 2.9 * 1.05,
    touchedKb: 206.8 * 1.05,
  },
  {
    app: 'hotel',
    path: '/login',
    ready: 'input[name="password"]',
    touch: 'input[name="username"]',
    firstKb: 2.9 * 1.05,
    touchedKb: 205.0 * 1.05,
  },
  {
    app: 'guest',
    path: '/before_room',
    ready: 'main h1',
    touch: 'main select',
    firstKb: 2.9 * 1.05,
    touchedKb: 198.9 * 1.05,
  },
  {
    // A room card's QR link: its card checked by the server and drawn.
    app: 'guest',
    path: '/guests/signup?token=demo-hotel-rooms&room=214',
    ready: 'main h1',
    touch: 'main input',
    firstKb: 2.9 * 1.05,
    touchedKb: 213.5 * 1.05,
  },
];

interface Weight {
  app: AppName;
  path: string;
  /** Before the visitor touches the screen, then once the touch has brought the app. */
  stage: 'first' | 'touched';
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Each file's gzip weight, heaviest first: where the next kilobytes are to be won. */
  files: { file: string; gzipBytes: number }[];
}

const results: Weight[] = [];

/** Waits until no script or stylesheet has come for a second. */
async function quiet(page: Page, fetched: Set<string>): Promise<void> {
  for (let seen = -1; seen !== fetched.size;) {
    seen = fetched.size;
    await page.waitForTimeout(1000);
  }
}

function weigh(app: AppName, route: string, stage: Weight['stage'], fetched: Set<string>) {
  const dist = path.join(REPO_ROOT, 'apps', app, 'dist');
  const gzipOf = (url: string) =>
    gzipSync(readFileSync(path.join(dist, new URL(url).pathname)), { level: 9 }).length;
  const scripts = [...fetched].filter((url) => /\.m?js$/.test(new URL(url).pathname));
  const styles = [...fetched].filter((url) => new URL(url).pathname.endsWith('.css'));
  const weight: Weight = {
    app,
    path: route,
    stage,
    jsFiles: scripts.length,
    jsGzipBytes: scripts.reduce((sum, url) => sum + gzipOf(url), 0),
    cssGzipBytes: styles.reduce((sum, url) => sum + gzipOf(url), 0),
    files: [...scripts, ...styles]
      .map((url) => ({ file: new URL(url).pathname, gzipBytes: gzipOf(url) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
  results.push(weight);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(path.join(ARTIFACTS_DIR, 'budgets.json'), JSON.stringify(results, null, 2));
  console.log(
    `${app} ${route} (${stage}): ${(weight.jsGzipBytes / 1024).toFixed(1)} KB JS in ${weight.jsFiles} files, ${(weight.cssGzipBytes / 1024).toFixed(1)} KB CSS (gzip)`,
  );
  return weight;
}

/**
 * The fetched scripts built from a catalog's `?texts=first` and `?texts=rest` parts, read
 * from their source maps (the bundler's runtime and the public folder's two small scripts
 * have none, and are no catalog): no first part found would prove nothing.
 */
function textPartsAmong(app: AppName, fetched: Set<string>) {
  const dist = path.join(REPO_ROOT, 'apps', app, 'dist');
  const maps = [...fetched]
    .map((url) => path.join(dist, `${new URL(url).pathname}.map`))
    .filter((map) => /\.m?js\.map$/.test(map) && existsSync(map));
  const holding = (part: string) =>
    maps
      .filter((map) =>
        (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.some((source) =>
          source.endsWith(`?texts=${part}`),
        ),
      )
      .map((map) => path.basename(map, '.map'));
  return { first: holding('first'), rest: holding('rest') };
}

describe('front-end budgets', () => {
  it.each(FIRST_ROUTES)(
    '$app $path stays within the JavaScript ceilings, untouched and touched',
    async ({ app, path: route, ready, touch, firstKb, touchedKb }) => {
      const page = await newPage(browser(), { viewport: PHONE });
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') fetched.add(response.url());
      });
      await page.goto(appUrl(app, route), { waitUntil: 'load' });
      await page.locator(ready).first().waitFor();
      await quiet(page, fetched);
      const first = weigh(app, route, 'first', fetched);
      // Nothing has started the app: the page is still the build's HTML.
      expect(await page.locator('#root[data-live]').count()).toBe(0);
      expect(first.jsGzipBytes).toBeLessThanOrEqual(Math.min(firstKb * 1024, JS_TARGET_BYTES));

      await page.locator(touch).first().focus();
      await page.locator(`#root[data-live] ${ready}`).first().waitFor();
      await quiet(page, fetched);
      const touched = weigh(app, route, 'touched', fetched);
      expect(touched.jsGzipBytes).toBeLessThanOrEqual(touchedKb * 1024);
      // A first screen's texts are all in the catalogs' first part (core's first-texts.ts):
      // a key missing there would show bare until the rest came, and fetch it.
      const texts = textPartsAmong(app, fetched);
      expect(texts.first).not.toEqual([]);
      expect(texts.rest).toEqual([]);
      // Both runs under the served CSP without a single violation.
      await closePage(page);
    },
  );

  it("driver / (sign-in) stays within the driver app's ceiling", async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') fetched.add(response.url());
    });
    await page.goto(appUrl('driver', '/'), { waitUntil: 'load' });
    await page.locator('input[type="password"]').waitFor();
    await quiet(page, fetched);
    const first = weigh('driver', '/', 'first', fetched);
    expect(first.jsFiles).toBeGreaterThan(0);
    expect(first.jsGzipBytes).toBeLessThanOrEqual(
      Math.min(DRIVER_FIRST_KB * 1024, DRIVER_TARGET_BYTES),
    );
    await closePage(page);
  });
});
