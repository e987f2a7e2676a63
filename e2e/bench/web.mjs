/**
 * `pnpm bench:web`: Lighthouse mobile (its default simulated throttling) on
 * each app's first screen, several runs each, against the real server serving the built
 * apps (`pnpm turbo run build` first), through a local HTTP/2 TLS proxy as a deployment
 * serves them (BENCH_PROTOCOL, below). Prints and writes the median LCP, TBT, CLS and
 * scores with the machine's load to e2e/artifacts/bench-web.json. Not a test: the figures
 * swing with the load, so nothing here passes or fails.
 *
 * BENCH_RUNS (5) sets the runs per screen; BENCH_SCREENS (all) measures only the screens
 * whose names contain one of its comma-separated parts (`BENCH_SCREENS=guest,hotel`);
 * BENCH_REPORTS=1 also keeps each run's Lighthouse report (its long tasks, main-thread
 * breakdown, script boot-up) and trace (each task's wall and CPU time: the load stretches
 * the first, which Lighthouse multiplies, not the second) in e2e/artifacts/bench-web/;
 * CHROMIUM_PATH the browser (/usr/bin/chromium).
 *
 * The signed-in screens (`BENCH_SCREENS=signed-in`) start from a stored session, as a
 * reload does: a first visit with the token leaves in localStorage and the cookies what a
 * returning user's browser holds (the token, what the app keeps beside it, the session's
 * cookie the server draws the screen for); each row first prints how long the server takes
 * to answer the page (`serverDrawMs`) and how long the screen takes to answer its first
 * touch (`firstTouchMs`); each run then measures the
 * time to content in a fresh browser context (no cache) holding that storage, as the
 * moment the page shows its heading with no spinner and nothing marked busy left,
 * unthrottled on this machine; then Lighthouse runs with that storage injected into the
 * origin (its own storage reset off, the browser cache cleared before each run so the load
 * stays cold). Targets: time to content ≤ 1 s, Lighthouse performance ≥ 90. Beside the
 * times, which the load stretches, each signed-in row prints what the page had fetched by
 * its content, which it does not: the scripts (how many, their bytes as sent) and how many
 * data requests left before the token check answered; and how long before the app started
 * the session's chunk was asked for (about nothing when the entry asks for it itself). A
 * screen the server drew has fetched only the page's own small scripts by then.
 * `e2e/bench/web-compare.mjs` runs two builds' signed-in loads side by side.
 *
 * Each row also prints, from the Lighthouse traces, the main thread's CPU time up to the
 * largest paint and its longest task's: Lighthouse multiplies the tasks' wall time by four,
 * and a loaded machine stretches that wall time to two or three times the CPU, so the CPU
 * is the figure that shows a change in the work before the first screen under any load.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startTlsFront } from './tls-front.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ALL_SCREENS = [
  { name: 'panel /login', app: 'panel', path: '/login' },
  { name: 'panel /before_room', app: 'panel', path: '/before_room' },
  { name: 'hotel /login', app: 'hotel', path: '/login' },
  { name: 'guest signup', app: 'guest', path: '/guests/signup?token=demo-hotel-rooms&room=214' },
  { name: 'signed-in panel quick panel', app: 'panel', path: '/panel', user: 'client@example.com' },
  { name: 'signed-in panel my trips', app: 'panel', path: '/history', user: 'client@example.com' },
  { name: 'signed-in hotel home', app: 'hotel', path: '/hotel', user: 'hotel@example.com' },
];
const TARGETS = { contentMs: 1000, performance: 90 };
const DEMO_PASSWORD = 'demo1234';
const only = process.env.BENCH_SCREENS?.split(',').filter(Boolean);
const SCREENS = only
  ? ALL_SCREENS.filter((screen) => only.some((part) => screen.name.includes(part)))
  : ALL_SCREENS;
const REPORTS = process.env.BENCH_REPORTS === '1';
/**
 * How the browser reaches the apps: `h2` (the default) through a local TLS proxy speaking
 * HTTP/2, as a deployment serves them (tls-front.mjs); `h1` straight from the server, over
 * HTTP/1.1, where a browser opens six connections to a host and fetches six files at a time.
 */
const PROTOCOL = process.env.BENCH_PROTOCOL ?? 'h2';
if (!['h1', 'h2'].includes(PROTOCOL)) throw new Error(`BENCH_PROTOCOL: h1 or h2, not ${PROTOCOL}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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

/** The server as the e2e tests start it: a fresh embedded database with the demo seed. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parada-bench-web-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'apps/server'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARADA_DATA_DIR: dataDir,
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

/** Chromium as a user runs it, with a debugging port Lighthouse drives. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'parada-bench-chrome-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--disable-gpu',
      '--remote-debugging-port=0',
      // The bench's own certificate (tls-front.mjs).
      '--ignore-certificate-errors',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const port = await waitFor(async () => {
    const value = Number(
      readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
    );
    return value > 0 ? value : null;
  }, 'Chromium');
  return {
    port,
    stop: () => {
      try {
        process.kill(-chrome.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const origin = (app, port) => {
  const scheme = PROTOCOL === 'h2' ? 'https' : 'http';
  return app === 'panel' ? `${scheme}://localhost:${port}` : `${scheme}://${app}.localhost:${port}`;
};

/** How many times `serverDrawMs` asks for a page. */
const DRAWS = 20;

/**
 * How long the server takes to answer a signed-in page request with `cookies` (it draws
 * the screen with its data: the session's check, the screen's calls through inject, the
 * render): the median of DRAWS requests one after another, straight to the server, once
 * it draws the page (its first drawing of an app warms it while that visit gets the app's
 * page: how long after the first request the page came drawn), and whether each was drawn.
 * The machine's load stretches it.
 */
async function serverDrawMs(app, path, port, cookies) {
  const headers = {
    host: app === 'panel' ? `localhost:${port}` : `${app}.localhost:${port}`,
    cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    'accept-encoding': 'br',
  };
  // node:http, not fetch: fetch sends no Host of its own choosing, and the host picks the app.
  const get = () =>
    new Promise((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const br = response.headers['content-encoding'] === 'br';
          resolve((br ? brotliDecompressSync(body) : body).toString());
        });
      });
      request.on('error', reject);
    });
  // An app's first drawing in the server's process warms it while that visit gets the
  // app's page: asked again until a page comes drawn (or 10 s).
  const asked = performance.now();
  while (!(await get()).includes('data-session') && performance.now() - asked < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const warmMs = performance.now() - asked;
  const times = [];
  let drawn = true;
  for (let i = 0; i < DRAWS; i += 1) {
    const started = performance.now();
    const page = await get();
    times.push(performance.now() - started);
    drawn &&= page.includes('data-session');
  }
  return { ms: Math.round(median(times)), warmMs: Math.round(warmMs), drawn };
}

/** A session of `user` on `app`, as its login form gets one (POST /authenticate/). */
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
    body: JSON.stringify({ username: user, password: DEMO_PASSWORD }),
  });
  return token;
}

/**
 * Whether the screen shows its content: a visible h1, and no spinner nor anything marked
 * busy (a table still loading) on the page. Run in the page on each frame.
 */
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

/**
 * The page's main thread up to its largest paint, from a Lighthouse run's trace: the CPU time
 * of its tasks, which the machine's load does not stretch, beside their wall time, which it
 * does (Lighthouse's simulation multiplies the wall time by four), and the CPU of its longest
 * task. A change to the work before the first screen shows in the CPU whatever the load.
 */
function mainThreadBeforeLcp(trace) {
  const events = trace.traceEvents ?? trace;
  const tasksOf = (thread) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask');
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main = threads
    .map((thread) => ({ thread, tasks: tasksOf(thread) }))
    .sort((a, b) => b.tasks.length - a.tasks.length)[0];
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === main?.thread.pid &&
      e.args?.data?.isLoadingMainFrame &&
      e.args?.data?.documentLoaderURL,
  );
  const candidates = events.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main?.thread.pid,
  );
  const lcp = candidates.at(-1);
  if (!main || !start || !lcp) return null;
  const before = main.tasks.filter((e) => e.ts >= start.ts && e.ts < lcp.ts && e.ph === 'X');
  const ms = (us) => Math.round(us / 1000);
  return {
    cpuMs: ms(before.reduce((sum, e) => sum + (e.tdur ?? 0), 0)),
    wallMs: ms(before.reduce((sum, e) => sum + e.dur, 0)),
    longestCpuMs: ms(Math.max(0, ...before.map((e) => e.tdur ?? 0))),
  };
}

/**
 * What a visit to `url` with `token` leaves in the origin's localStorage and cookies (the
 * session's, which the server draws the screen for): what the next visit of a returning
 * user starts from.
 */
async function storageAfterVisit(browser, url, token) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(url).origin, localStorage: [{ name: 'parada.token', value: token }] },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const checked = page.waitForResponse((response) => response.url().includes('/token/valid'));
    await page.goto(url);
    await page.waitForFunction(contentShown, undefined, { polling: 'raf', timeout: 60_000 });
    // What the app writes once the server has answered the token check is there too.
    await checked;
    await page.waitForTimeout(200);
    const { origins, cookies } = await context.storageState();
    return {
      localStorage:
        origins.find((entry) => entry.origin === new URL(url).origin)?.localStorage ?? [],
      cookies,
    };
  } finally {
    await context.close();
  }
}

/**
 * What the page had fetched by `at` (ms, its content shown): the scripts, how many and
 * their bytes as sent, and the API requests for its data (not the token check, the
 * configuration, uploads nor the event stream), with how many of them left before the
 * token check answered. Counts and bytes do not move with the machine's load. Run in the page.
 */
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
        (scripts.find((e) => /\/(signed-in-start|session-sagas)-/.test(e.name))?.startTime ??
          check?.startTime ??
          0),
    ),
  };
}

/** A fresh browser context (no cache) at `viewport` holding `stored` for `url`'s origin. */
const contextHolding = (browser, url, stored, viewport) =>
  browser.newContext({
    ignoreHTTPSErrors: true,
    viewport,
    storageState: {
      cookies: stored.cookies,
      origins: [{ origin: new URL(url).origin, localStorage: stored.localStorage }],
    },
  });

/**
 * A cold load of `url` in a fresh context holding `stored`: ms from navigation to content,
 * and what it had fetched by then (`fetchedBy`).
 */
async function timeToContent(browser, url, stored) {
  const context = await contextHolding(browser, url, stored, { width: 1440, height: 900 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(contentShown, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    const at = await shown.jsonValue();
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} led to ${page.url()}: the session was not kept`);
    }
    return { at, ...(await page.evaluate(fetchedBy, at)) };
  } finally {
    await context.close();
  }
}

/**
 * How long a signed-in screen takes to answer its first touch on a phone's width: from a
 * click on the header's menu button, once the content shows, to the menu's dialog open.
 * A screen the server drew starts its app on that touch; one the app drew has it running.
 */
async function firstTouchMs(browser, url, stored) {
  const context = await contextHolding(browser, url, stored, { width: 390, height: 844 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(contentShown, undefined, { polling: 'raf', timeout: 60_000 });
    const started = performance.now();
    await page.locator('header button').first().click();
    await page.getByRole('dialog').first().waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Puts `stored` into the default context's storage and cookies for `url`'s origin and empties
 * the cache.
 */
async function storeSession(browser, url, stored) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    await page.goto(`${new URL(url).origin}/robots.txt`).catch(() => null);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, stored.localStorage);
    await context.clearCookies();
    await context.addCookies(stored.cookies);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await page.close();
  }
}

const out = path.join(REPO, 'e2e/artifacts');
const reports = path.join(out, 'bench-web');
if (REPORTS) mkdirSync(reports, { recursive: true });

const server = await startServer();
const front = PROTOCOL === 'h2' ? await startTlsFront(server.port) : null;
/** The port the browser loads from. */
const port = front?.port ?? server.port;
const chrome = await startChromium();
const browser = SCREENS.some((screen) => screen.user)
  ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  : null;
const loadBefore = loadavg();
const rows = [];
try {
  for (const screen of SCREENS) {
    const url = `${origin(screen.app, port)}${screen.path}`;
    const runs = [];
    let failed = 0;
    const token = screen.user ? await tokenFor(screen.app, screen.user, server.port) : null;
    const stored = token ? await storageAfterVisit(browser, url, token) : null;
    if (stored) {
      const names = [...stored.localStorage, ...stored.cookies].map((item) => item.name);
      console.log(`${screen.name}: stored ${names.join(', ')}`);
    }
    const draw = stored
      ? await serverDrawMs(screen.app, screen.path, server.port, stored.cookies)
      : null;
    while (runs.length < RUNS) {
      const content = stored ? await timeToContent(browser, url, stored) : null;
      const touchMs = stored ? await firstTouchMs(browser, url, stored) : null;
      if (stored) await storeSession(browser, url, stored);
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The stored session must survive Lighthouse's start (storeToken emptied the cache).
        ...(token ? { disableStorageReset: true } : {}),
      });
      const { audits, categories, runtimeError } = result.lhr;
      // A run Lighthouse could not record (NO_NAVSTART on a loaded machine) has no metrics
      // and scores 0: it is run again rather than counted.
      if (runtimeError) {
        failed += 1;
        console.warn(`${screen.name}: run not recorded (${runtimeError.code})`);
        if (failed > RUNS) throw new Error(`${screen.name}: ${failed} runs not recorded`);
        continue;
      }
      if (REPORTS) {
        const file = `${screen.name.replace(/[^a-z]+/g, '-')}-${runs.length + 1}`;
        writeFileSync(path.join(reports, `${file}.json`), JSON.stringify(result.lhr));
        writeFileSync(
          path.join(reports, `${file}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      if (token && !result.lhr.finalDisplayedUrl.includes(screen.path)) {
        throw new Error(`${screen.name}: Lighthouse ended at ${result.lhr.finalDisplayedUrl}`);
      }
      runs.push({
        contentMs: content?.at ?? null,
        touchMs,
        fetched: content && {
          scripts: content.scripts,
          scriptKb: content.scriptKb,
          data: content.data,
          dataBeforeCheck: content.dataBeforeCheck,
          sessionLeadMs: content.sessionLeadMs,
        },
        lcp: audits['largest-contentful-paint'].numericValue,
        mainThread: mainThreadBeforeLcp(result.artifacts.Trace),
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        ...Object.fromEntries(
          CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
        ),
        load: loadavg()[0],
      });
    }
    const row = {
      screen: screen.name,
      runs: runs.length,
      contentMs: token ? Math.round(median(runs.map((r) => r.contentMs))) : null,
      serverDraw: draw,
      firstTouchMs: token ? Math.round(median(runs.map((r) => r.touchMs))) : null,
      scriptsBeforeContent: token ? median(runs.map((r) => r.fetched.scripts)) : null,
      sessionLeadMs: token ? median(runs.map((r) => r.fetched.sessionLeadMs)) : null,
      scriptKbBeforeContent: token
        ? Number(median(runs.map((r) => r.fetched.scriptKb)).toFixed(1))
        : null,
      dataBeforeCheck: token
        ? `${median(runs.map((r) => r.fetched.dataBeforeCheck))} of ${median(runs.map((r) => r.fetched.data))}`
        : null,
      lcpMs: Math.round(median(runs.map((r) => r.lcp))),
      tbtMs: Math.round(median(runs.map((r) => r.tbt))),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      mainThreadBeforeLcp: runs.every((r) => r.mainThread)
        ? {
            cpuMs: median(runs.map((r) => r.mainThread.cpuMs)),
            wallMs: median(runs.map((r) => r.mainThread.wallMs)),
            longestCpuMs: median(runs.map((r) => r.mainThread.longestCpuMs)),
          }
        : null,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r['best-practices'])),
      load: `${Math.min(...runs.map((r) => r.load)).toFixed(1)}–${Math.max(...runs.map((r) => r.load)).toFixed(1)}`,
      all: runs,
    };
    rows.push(row);
    if (token) {
      console.log(
        `${row.screen}: time to content ${row.contentMs} ms (target ≤ ${TARGETS.contentMs}; runs ${runs.map((r) => Math.round(r.contentMs)).join(', ')})`,
      );
      console.log(
        `${row.screen}: the first touch (the menu, at 390 px) answered in ${row.firstTouchMs} ms`,
      );
      console.log(
        `${row.screen}: the server answers its page in ${draw.ms} ms (median of ${DRAWS}, ${draw.drawn ? 'the screen drawn with its data' : 'not all drawn'}; drawn ${draw.warmMs} ms after its first request, which warms a drawing the server has not used yet)`,
      );
      console.log(
        `${row.screen}: before content ${row.scriptsBeforeContent} scripts, ${row.scriptKbBeforeContent} KB as sent (the session's asked for ${row.sessionLeadMs} ms before the app started); data requests sent before the token check answered: ${row.dataBeforeCheck}`,
      );
    }
    if (row.mainThreadBeforeLcp) {
      const { cpuMs, wallMs, longestCpuMs } = row.mainThreadBeforeLcp;
      console.log(
        `${row.screen}: main thread before LCP ${cpuMs} ms CPU (wall ${wallMs} ms, which the load stretches), longest task ${longestCpuMs} ms CPU`,
      );
    }
    console.log(
      `${row.screen}: performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, a11y ${row.accessibility}, best practices ${row.bestPractices} (median of ${row.runs}, load ${row.load})`,
    );
  }
} finally {
  await browser?.close().catch(() => null);
  chrome.stop();
  front?.stop();
  server.stop();
}

mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'bench-web.json'),
  JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: loadavg(), rows }, null, 2),
);
const mark = (ok) => (ok ? '' : ' ✗');
console.log(
  `\n| screen | time to content ms (≤ ${TARGETS.contentMs}) | performance (≥ ${TARGETS.performance}) | LCP ms | TBT ms | CLS | a11y | best practices | load |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const content =
    r.contentMs == null ? '–' : `${r.contentMs}${mark(r.contentMs <= TARGETS.contentMs)}`;
  console.log(
    `| ${r.screen} | ${content} | ${r.performance}${mark(r.performance >= TARGETS.performance)} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.accessibility} | ${r.bestPractices} | ${r.load} |`,
  );
}
