/**
 * `node e2e/bench/web-compare.mjs <apps root A> <apps root B>`: the signed-in cold loads of
 * two builds, side by side under the same load. Each root holds `panel/dist` and
 * `hotel/dist` (a copy of apps/ from a build); a server for each, on a fresh embedded
 * database, serves it. For each signed-in screen the runs alternate A, B, A, B… in one
 * Chromium, each in a fresh context with what a first visit left in localStorage and its
 * cookies (as
 * `pnpm bench:web` does), and the medians are printed: time to content, and what had been
 * fetched by then (scripts and their bytes as sent; data requests sent before the token
 * check answered), which does not move with the load. BENCH_RUNS (7) sets the runs per
 * build and screen; BENCH_SCREENS filters the screens as in bench:web.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROOTS = process.argv.slice(2, 4).map((root) => path.resolve(root));
if (ROOTS.length !== 2) throw new Error('usage: web-compare.mjs <apps root A> <apps root B>');
const ALL_SCREENS = [
  { name: 'signed-in panel quick panel', app: 'panel', path: '/panel', user: 'client@example.com' },
  { name: 'signed-in panel my trips', app: 'panel', path: '/history', user: 'client@example.com' },
  { name: 'signed-in hotel home', app: 'hotel', path: '/hotel', user: 'hotel@example.com' },
];
const only = process.env.BENCH_SCREENS?.split(',').filter(Boolean);
const SCREENS = only
  ? ALL_SCREENS.filter((screen) => only.some((part) => screen.name.includes(part)))
  : ALL_SCREENS;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function waitFor(check, what, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not come up`);
}

async function startServer(appsRoot) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-bench-compare-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'apps/server'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARADA_DATA_DIR: dataDir,
      APPS_ROOT: appsRoot,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      MAP_TILES_URL: 'off',
    },
    stdio: 'ignore',
  });
  await waitFor(
    () => fetch(`http://127.0.0.1:${port}/api/`).then((r) => r.status < 500),
    'the server',
  );
  return {
    port,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const origin = (app, port) =>
  app === 'panel' ? `http://localhost:${port}` : `http://${app}.localhost:${port}`;

async function tokenFor(app, user, port) {
  const api = (pathname, init) =>
    fetch(`http://127.0.0.1:${port}/api${pathname}`, init).then(async (response) => {
      if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
      return response.json();
    });
  const host = new URL(origin(app, port)).hostname;
  const { permalink } = await api(`/configuration/domain/?search=${host}`);
  const { token } = await api('/authenticate/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'app-agrupation': permalink,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ username: user, password: 'demo1234' }),
  });
  return token;
}

/* global document, getComputedStyle */
function contentShown() {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const heading = document.querySelector('h1');
  if (!heading || !visible(heading)) return false;
  const waiting = document.querySelectorAll('[aria-busy="true"], .chakra-spinner');
  if ([...waiting].some(visible)) return false;
  return performance.now();
}

function fetchedBy(at) {
  const entries = performance.getEntriesByType('resource').filter((e) => e.startTime <= at);
  const scripts = entries.filter((e) => /\.js$/.test(new URL(e.name).pathname));
  const check = entries.find((e) => e.name.includes('/api/token/valid'));
  const data = entries.filter(
    (e) => e.name.includes('/api/') && e !== check && !/configuration|uploads|events/.test(e.name),
  );
  return {
    scripts: scripts.length,
    scriptKb: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024,
    data: data.length,
    dataBeforeCheck: data.filter((e) => !check || e.startTime < check.responseEnd).length,
    // How long before the app started (its token check leaves once the entry has run) the
    // session's sagas were asked for: about nothing when the entry asks for them itself.
    sessionLeadMs: Math.round(
      (check?.startTime ?? 0) -
        (scripts.find((e) => e.name.includes('/session-sagas-'))?.startTime ??
          check?.startTime ??
          0),
    ),
    lastScriptEnd: Math.max(0, ...scripts.map((e) => e.responseEnd)),
    checkEnd: check?.responseEnd ?? null,
  };
}

/** A visit holding `storage` (localStorage items and cookies); what it left in both. */
async function visit(browser, url, storage) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: storage.cookies,
      origins: [{ origin: new URL(url).origin, localStorage: storage.localStorage }],
    },
  });
  try {
    const page = await context.newPage();
    const checked = page.waitForResponse((response) => response.url().includes('/token/valid'));
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(contentShown, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    const at = await shown.jsonValue();
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} led to ${page.url()}`);
    }
    const fetched = await page.evaluate(fetchedBy, at);
    // A screen the server drew checks its token once its app starts, which it need not yet.
    if ((await page.locator('#root[data-session]').count()) === 0) await checked;
    else checked.catch(() => undefined);
    await page.waitForTimeout(200);
    const { origins, cookies } = await context.storageState();
    const left = origins.find((entry) => entry.origin === new URL(url).origin)?.localStorage;
    return { at, ...fetched, left: { localStorage: left ?? [], cookies } };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = await Promise.all(ROOTS.map(startServer));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  console.log(`A ${ROOTS[0]}\nB ${ROOTS[1]}\nload before ${loadavg().map((v) => v.toFixed(1))}`);
  for (const screen of SCREENS) {
    const builds = await Promise.all(
      servers.map(async (server) => {
        const url = `${origin(screen.app, server.port)}${screen.path}`;
        const token = await tokenFor(screen.app, screen.user, server.port);
        // A first visit, whose storage the cold loads start from.
        const first = await visit(browser, url, {
          localStorage: [{ name: 'parada.token', value: token }],
          cookies: [],
        });
        return { url, storage: first.left, runs: [] };
      }),
    );
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of builds) build.runs.push(await visit(browser, build.url, build.storage));
    }
    for (const [index, build] of builds.entries()) {
      const m = (key) => median(build.runs.map((r) => r[key]));
      console.log(
        `${screen.name} ${'AB'[index]}: time to content ${Math.round(m('at'))} ms (runs ${build.runs.map((r) => Math.round(r.at)).join(', ')}); ${m('scripts')} scripts, ${m('scriptKb').toFixed(1)} KB as sent (the session's asked for ${Math.round(m('sessionLeadMs'))} ms before the app started); last script at ${Math.round(m('lastScriptEnd'))} ms; token check answered at ${Math.round(m('checkEnd'))} ms; data requests before it ${m('dataBeforeCheck')} of ${m('data')}`,
      );
    }
  }
  console.log(`load after ${loadavg().map((v) => v.toFixed(1))}`);
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
