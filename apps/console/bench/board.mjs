#!/usr/bin/env node
/* global window -- the page functions run in the browser */
/**
 * The console's budgets, measured (not a timed test):
 *  1. the JavaScript the first route (the board) loads before the map, gzip, from the build's
 *     module graph: the entry and the board page with every chunk they import statically;
 *  2. the board's map with 500 cars each moving once a second, in headless Chromium: the
 *     main-thread time of each frame, p50/p95/max over 20 s after a 3 s warm-up.
 * Run after `pnpm turbo run build --filter=@parada/console`:
 *   node apps/console/bench/board.mjs [--cars 500] [--seconds 20]
 */
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..');
const dist = path.join(app, 'dist');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const CARS = arg('cars', 500);
const SECONDS = arg('seconds', 20);
const BUDGET_KB = 250;
const FRAME_BUDGET_MS = 16;

// 1. The first route's JavaScript
const assets = path.join(dist, 'assets');
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
const closure = (start, seen = new Set()) => {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(path.join(assets, start), 'utf8');
  for (const [, file] of code.matchAll(STATIC_IMPORT)) closure(file, seen);
  return seen;
};
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
const board = readdirSync(assets).find((file) => /^board-page-.*\.js$/.test(file));
if (!entry || !board) throw new Error('build the console first');
const files = closure(board, closure(entry));
const gzip = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
const firstRoute = [...files].reduce((sum, file) => sum + gzip(file), 0);
const mapFiles = readdirSync(assets).filter((file) =>
  /^(fleet-map|leaflet-src)-.*\.js$/.test(file),
);
const mapKb = mapFiles.reduce((sum, file) => sum + gzip(file), 0) / 1024;
console.log(
  `first route (board, before the map): ${(firstRoute / 1024).toFixed(1)} KB gzip in ${files.size} files (budget ${BUDGET_KB} KB)`,
);
console.log(`the map, loaded after: ${mapKb.toFixed(1)} KB gzip (${mapFiles.join(', ')})`);

// 2. Frames with CARS cars moving
// The bench page built as the app is (production React, minified), served by Vite's preview.
const out = path.join(os.tmpdir(), 'parada-console-bench');
await build({
  configFile: path.join(app, 'vite.config.ts'),
  root: app,
  logLevel: 'error',
  build: {
    outDir: out,
    emptyOutDir: true,
    rolldownOptions: {
      // The app's page too: the build's prerender step reads it.
      input: { index: path.join(app, 'index.html'), bench: path.join(here, 'board.html') },
    },
  },
});
const server = await preview({
  configFile: path.join(app, 'vite.config.ts'),
  root: app,
  logLevel: 'error',
  build: { outDir: out },
  preview: { port: 0, host: '127.0.0.1' },
});
const { port } = server.httpServer.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/bench/board.html?cars=${CARS}`);
  await page.waitForFunction(() => typeof window.benchFrames === 'function', null, {
    timeout: 120_000,
  });
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.benchFrames());
  await page.waitForTimeout(SECONDS * 1000);
  const frames = (await page.evaluate(() => window.benchFrames())).sort((a, b) => a - b);
  const at = (share) => frames[Math.min(frames.length - 1, Math.floor(share * frames.length))];
  console.log(
    `board with ${CARS} cars moving once a second, ${frames.length} frames in ${SECONDS} s: ` +
      `frame time p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${frames.at(-1).toFixed(1)} ms (budget p95 ${FRAME_BUDGET_MS} ms)`,
  );
  const pass = firstRoute / 1024 <= BUDGET_KB && at(0.95) <= FRAME_BUDGET_MS;
  process.exitCode = pass ? 0 : 1;
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
}
