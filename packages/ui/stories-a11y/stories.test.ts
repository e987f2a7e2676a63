/**
 * Every story, opened in real Chromium from the static Storybook build: axe-core must find
 * nothing, in both groupings' colours and several languages, and each story is
 * photographed into artifacts/ for a human to look at (the widths are in ALL_VARIANTS).
 * A pass keeps a few pages open and switches their story through Storybook's channel, as
 * its own UI does, instead of loading the preview again for each story.
 */
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');
const staticDir = join(packageDir, 'storybook-static');
const indexFile = join(staticDir, 'index.json');
const shotsDir = join(packageDir, 'artifacts', 'screenshots');
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Debian's chromium-headless-shell where it is installed, as e2e: Blink without the full
 * browser's own UI, ≈ 15 % less CPU for the same pass and the same pictures (docs/quality.md). CHROMIUM_PATH names another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Newest modification time under a folder, to know whether the build is stale. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(join(packageDir, 'src')),
  newest(join(packageDir, '..', '..', '.storybook')),
);
if (!existsSync(indexFile) || statSync(indexFile).mtimeMs < sources) {
  // Captured: a build prints a thousand bundler notices about Chakra's "use client"
  // directives; they are shown only when the build fails.
  const build = spawnSync('pnpm', ['run', 'build-storybook'], {
    cwd: packageDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
  }
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/**
 * axe in both groupings' colours and all three languages. Photographs, which cost about a
 * second each: every story at phone and desktop width in the default grouping, and at
 * phone width in the other grouping's colours; the English pass is checked, not pictured.
 */
const ALL_VARIANTS = [
  { name: 'parada-es', globals: 'language:es;grouping:parada', widths: [390, 1440] },
  { name: 'sol-ca', globals: 'language:ca;grouping:sol', widths: [390] },
  { name: 'parada-en', globals: 'language:en;grouping:parada', widths: [] },
] as const;
/** STORY_VARIANTS=parada-es runs one pass while working on a component; CI runs all. */
const VARIANTS = ALL_VARIANTS.filter(
  (variant) =>
    !process.env.STORY_VARIANTS || process.env.STORY_VARIANTS.split(',').includes(variant.name),
);

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

let server: Server;
let base = '';
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(staticDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      // Every story loads the same bundles: let the browser keep them between pages.
      'cache-control': 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

/** A page that renders story after story, and what it has reported for the current one. */
interface Slot {
  page: Page;
  /** The page's DevTools session, for its photographs (see `photograph`). */
  cdp: CDPSession;
  errors: string[];
}

/**
 * The viewport as a PNG file, through DevTools' own capture with `optimizeForSpeed`: the
 * same pixels as `page.screenshot`, a faster zlib setting (files ≈ 35 % larger), and none
 * of Playwright's per-shot preparation (its caret hiding is the style `show` adds, and the
 * fonts were awaited before axe).
 */
async function photograph(slot: Slot, file: string): Promise<void> {
  const { data } = await slot.cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
  });
  writeFileSync(file, Buffer.from(data, 'base64'));
}

/** Storybook's events that end a story's render: the first means it rendered. */
const RENDER_ENDS = [
  'storyRendered',
  'storyErrored',
  'storyThrewException',
  'storyMissingArgs',
  'playFunctionThrewException',
] as const;

describe.each(VARIANTS)('stories in $name', (variant) => {
  let context: BrowserContext;
  // Pages of this pass kept between stories (at most maxConcurrency): loading Storybook's
  // preview costs seconds a page, switching its story a fraction of that.
  const idle: Slot[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ reducedMotion: 'reduce' });
    // Tiles and other outside hosts cannot load here; fail them fast instead of waiting.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  });
  afterAll(async () => {
    await context?.close();
  });

  /** The first story of a page is loaded by URL, the later ones through Storybook's channel. */
  async function show(entry: IndexEntry): Promise<Slot> {
    const reused = idle.pop();
    if (!reused) {
      const page = await context.newPage();
      const slot: Slot = { page, cdp: await context.newCDPSession(page), errors: [] };
      page.on('pageerror', (error) => slot.errors.push(error.message));
      await page.setViewportSize({ width: 390, height: 844 });
      // A pass's first pages load Storybook's preview cold, four at once: 25-35 s at CI's
      // load, past Playwright's 30 s default; the story's own limit (120 s) still holds.
      await page.goto(
        `${base}/iframe.html?id=${entry.id}&viewMode=story&globals=${variant.globals}`,
        { timeout: 90_000 },
      );
      await page.addStyleTag({
        content:
          '*,*::before,*::after{animation-duration:1ms!important;animation-delay:0s!important;transition-duration:1ms!important;caret-color:transparent!important}',
      });
      await page.addScriptTag({ content: axeSource });
      return slot;
    }
    const { page } = reused;
    reused.errors = [];
    await page.setViewportSize({ width: 390, height: 844 });
    // What a story may leave in the page besides its DOM, which Storybook unmounts (and
    // the preview's beforeEach empties the toaster): storage, scroll and focus.
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
    });
    const failure = await page.evaluate(
      ({ storyId, ends }) =>
        new Promise<string | null>((done) => {
          type Channel = {
            on: (event: string, listener: (payload: unknown) => void) => void;
            off: (event: string, listener: (payload: unknown) => void) => void;
            emit: (event: string, payload: unknown) => void;
          };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const listeners = ends.map((event) => {
            const listener = (payload: unknown) => {
              if (event === 'storyRendered' && payload !== storyId) return;
              for (const [name, registered] of listeners) channel.off(name, registered);
              done(event === 'storyRendered' ? null : `${event}: ${JSON.stringify(payload)}`);
            };
            channel.on(event, listener);
            return [event, listener] as const;
          });
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          setTimeout(() => done('no render event within 30 s'), 30_000);
        }),
      { storyId: entry.id, ends: RENDER_ENDS },
    );
    if (failure) reused.errors.push(failure);
    return reused;
  }

  // Four stories at a time: a story's page waits on its loads and timers about half the
  // time, so four keep two cores busy (two took a fifth longer).
  it.concurrent.each(entries)('$title › $name has no axe violations', async (entry) => {
    const slot = await show(entry);
    const { page, errors } = slot;
    await page.waitForSelector(
      '#storybook-root > *, body > [data-scope="dialog"], [role="dialog"]',
      { timeout: 60_000 },
    );
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        [...document.images].map((image) =>
          image.complete
            ? null
            : new Promise((done) => image.addEventListener('load', done, { once: true })),
        ),
      );
    });
    await page.waitForTimeout(300);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document | Element,
              options: object,
            ) => Promise<{
              violations: {
                id: string;
                help: string;
                nodes: { target: unknown[]; failureSummary?: string; html: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      // While a modal is open it is all a user can reach (the page behind is inert), so
      // axe checks the modal; page-level rules (one main, one h1) apply to pages only.
      const modal = document.querySelector(
        '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
      );
      const result = await axe.run(modal ?? document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${JSON.stringify(node.target)} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`,
          ),
      }));
    });
    if (variant.widths.length > 0) mkdirSync(join(shotsDir, variant.name), { recursive: true });
    for (const width of variant.widths) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      // Let layout and the compositor settle after the resize (sticky headers repaint late).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.waitForTimeout(250);
      await photograph(slot, join(shotsDir, variant.name, `${entry.id}--${width}.png`));
    }
    // Only a page whose story passed goes back to the pool; a failing one may be stuck.
    if (errors.length === 0 && violations.length === 0) idle.push(slot);
    else await page.close();
    expect(errors, 'page errors').toEqual([]);
    expect(violations).toEqual([]);
  });
});
