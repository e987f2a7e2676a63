/**
 * Front-end budgets (issues #9, #16): the JavaScript and CSS each app's first route loads,
 * measured in Chromium as the URLs it fetched, weighed as the built files gzipped at
 * level 9. The numbers are written to e2e/artifacts/budgets.json for docs/quality.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../src/paths';
import {
  PHONE,
  appUrl,
  expectNoConsoleErrors,
  newPage,
  useBrowser,
  type AppName,
} from '../src/harness';

/** Issue #16's target for the first route's JavaScript, gzipped. */
const JS_TARGET_BYTES = 170 * 1024;

const browser = useBrowser();

/**
 * What CI holds: each route's figure of issue #16 (docs/quality.md) plus 5 %, in KB. The
 * target is not met yet; the ceiling keeps what was won from slipping while the gap closes.
 * The harness's browser speaks en-GB, so the English catalogs (core's, ui's and the app's,
 * and no other language's) are in the figure.
 */
const FIRST_ROUTES: { app: AppName; path: string; ready: string; ceilingKb: number }[] = [
  { app: 'panel', path: '/login', ready: 'input[name="password"]', ceilingKb: 251.3 * 1.05 },
  { app: 'hotel', path: '/login', ready: 'input[name="password"]', ceilingKb: 242.9 * 1.05 },
  { app: 'guest', path: '/before_room', ready: 'main h1', ceilingKb: 234.0 * 1.05 },
];

interface Weight {
  app: AppName;
  path: string;
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Each file's gzip weight, heaviest first: where the next kilobytes are to be won. */
  files: { file: string; gzipBytes: number }[];
}

const results: Weight[] = [];

describe('front-end budgets', () => {
  it.each(FIRST_ROUTES)(
    '$app $path stays within the JavaScript ceiling',
    async ({ app, path: route, ready, ceilingKb }) => {
      const page = await newPage(browser(), { viewport: PHONE });
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') fetched.add(response.url());
      });
      await page.goto(appUrl(app, route), { waitUntil: 'networkidle' });
      // Weighed once the app has taken over the prerendered page (its `inert` gone) and no
      // script has come for a second: on a busy machine the first network idle can come
      // before hydration asks for its chunks, and the figure would come out low.
      await page.locator(`#root:not([inert]) ${ready}`).first().waitFor();
      for (let seen = -1; seen !== fetched.size;) {
        seen = fetched.size;
        await page.waitForTimeout(1000);
      }

      const dist = path.join(REPO_ROOT, 'apps', app, 'dist');
      const gzipOf = (url: string) =>
        gzipSync(readFileSync(path.join(dist, new URL(url).pathname)), { level: 9 }).length;
      const scripts = [...fetched].filter((url) => /\.m?js$/.test(new URL(url).pathname));
      const styles = [...fetched].filter((url) => new URL(url).pathname.endsWith('.css'));
      const weight: Weight = {
        app,
        path: route,
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
        `${app} ${route}: ${(weight.jsGzipBytes / 1024).toFixed(1)} KB JS in ${weight.jsFiles} files, ${(weight.cssGzipBytes / 1024).toFixed(1)} KB CSS (gzip)`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      if (weight.jsGzipBytes > JS_TARGET_BYTES) {
        console.log(
          `${app} ${route}: ${((weight.jsGzipBytes - JS_TARGET_BYTES) / 1024).toFixed(1)} KB over the 170 KB target`,
        );
      }
      expect(weight.jsGzipBytes).toBeLessThanOrEqual(ceilingKb * 1024);
      // The first visit runs under the served CSP without a single violation.
      expectNoConsoleErrors(page);
      await page.context().close();
    },
  );
});
