/**
 * The built panel, served by the real server (it hosts apps/panel/dist for localhost),
 * driven by Debian's Chromium. Run with `pnpm --filter @parada/panel test:e2e`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const serverDir = path.join(repoRoot, 'apps/server');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

async function waitForServer(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode != null) throw new Error(`server exited early:\n${log()}`);
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer at ${url}:\n${log()}`);
}

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;
let baseUrl = '';

beforeAll(async () => {
  // The server serves the panel from its dist folder; the test:e2e script builds it first.
  await stat(path.join(repoRoot, 'apps/panel/dist/index.html'));
  const port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'parada-panel-e2e-'));
  baseUrl = `http://localhost:${port}`;
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARADA_DATA_DIR: dataDir,
      SIM_DRIVERS: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // The seeded accounts are checked once each; the cost only slows the test down.
      PASSWORD_HASH_COST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForServer(`${baseUrl}/api/`, server, () => output);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  if (server && server.exitCode == null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode == null) server.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newPage(locale: string): Promise<Page> {
  const context = await browser!.newContext({ locale });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

describe('panel', () => {
  it('logs a client in, shows the panel and keeps it out of company routes', async () => {
    const page = await newPage('en-GB');
    await page.goto(`${baseUrl}/panel`);
    // Not logged in: the guard sends the visitor to the entry page, the login form for now.
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/before_room');

    await page.getByLabel('Email or phone').fill('client@example.com');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();

    await page
      .getByRole('heading', { name: 'Quick panel' })
      .waitFor()
      .catch(async (error: unknown) => {
        // Say where the page ended up: the timeout alone does not.
        console.error(page.url(), await page.locator('body').innerText());
        throw error;
      });
    expect(new URL(page.url()).pathname).toBe('/panel');
    await page.getByRole('navigation').first().waitFor();

    // Employees are a company's page: a client lands on the 404.
    await page.goto(`${baseUrl}/employee`);
    await page.getByText('Oops! Nothing here...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/not_found');

    // Log-out asks first, then lands on the entry page.
    await page.getByRole('navigation').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/before_room');
    await page.context().close();
  });

  it('shows the server error for a wrong password, in Catalan', async () => {
    const page = await newPage('ca-ES');
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Inicia la sessió' }).waitFor();
    await page.getByLabel('Correu electrònic o telèfon').fill('client@example.com');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
