/**
 * The console's back office in Chromium: a brand colour changed in the console shows on the
 * grouping's domain (the panel's top bar reads it) and changes back; the preview warns of a
 * colour pair under WCAG AA before saving (in Spanish). An operator's reply to a ticket reaches
 * the client's panel, and a message to all clients shows in the panel's messages with its
 * badge (in Catalan).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../src/accounts';
import {
  DESKTOP,
  PHONE,
  appUrl,
  callApi,
  checkScreen,
  closePage,
  loggedInPage,
  newPage,
  openInApp,
  resize,
  useBrowser,
} from '../src/harness';

const browser = useBrowser();
const OPERATOR = 'operator@example.com';
const CLIENT = 'client@example.com';

interface Grouping {
  id: number;
  permalink: string;
  main_color: string;
  top_text_color: string;
}

/** The demo grouping as the operator's API holds it. */
async function demoGrouping(): Promise<Grouping> {
  const token = await tokenOf(OPERATOR);
  const all = await callApi<Grouping[]>('GET', '/admin/agrupations/', { token });
  return all.find((row) => row.permalink === 'demo')!;
}

/** `#rrggbb` as the browser's computed style writes it. */
const rgb = (hex: string) => {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The panel on the demo grouping's own domain: its top bar's colour, as a visitor sees it. */
async function panelTopBar(): Promise<string> {
  const page = await newPage(browser(), { locale: 'es-ES' });
  await page.goto(appUrl('panel', '/before_room'));
  await page.getByRole('heading', { level: 1, name: /^Bienvenido a / }).waitFor();
  const colour = await backgroundOf(page, 'header');
  await closePage(page);
  return colour;
}

describe('console back office', () => {
  let original: Grouping | undefined;
  afterAll(async () => {
    // Whatever happened above, the demo grouping keeps the colours the other files expect.
    if (!original) return;
    await callApi('PUT', `/admin/agrupations/${original.id}/`, {
      token: await tokenOf(OPERATOR),
      body: { main_color: original.main_color, top_text_color: original.top_text_color },
    });
  });

  it('changes a brand colour that the grouping’s domain then shows, and back (es)', async () => {
    original = await demoGrouping();
    const blue = '#1D4ED8';
    expect(original.main_color.toLowerCase()).not.toBe(blue.toLowerCase());
    expect(await panelTopBar()).toBe(rgb(original.main_color));

    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/brand',
      locale: 'es-ES',
      language: 'es',
    });
    await page.getByRole('heading', { level: 1, name: 'Marca y dominios' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Consola' });
    await menu.getByRole('link', { name: 'Marca y dominios' }).waitFor();
    // The texts per language: a tab each.
    await page.getByRole('tab', { name: 'Catalán' }).click();
    await page.getByLabel('Nombre (Catalán)').waitFor();
    await page.getByRole('tab', { name: 'Castellano' }).click();

    const main = page.getByRole('textbox', { name: 'Color principal (hex)' });
    await main.fill(blue);
    // The preview is the panel's own entry page in the draft: its top bar takes the colour.
    const preview = page.getByTestId('brand-preview');
    await expect
      .poll(() => backgroundOf(page, '[data-testid=brand-preview] header'))
      .toBe(rgb(blue));
    await preview.getByText(/^Bienvenido a /).waitFor();

    // A top-bar text too close to the main colour fails AA: the page says so.
    const topText = page.getByRole('textbox', { name: 'Texto de la barra superior (hex)' });
    await topText.fill('#3B5BDB');
    const warning = page.getByTestId('contrast-warning');
    await warning.getByText('Algunos colores no alcanzan el contraste WCAG AA').waitFor();
    const topPair = warning.getByText(/^Texto de la barra superior sobre el color principal: /);
    await topPair.waitFor();
    await topText.fill(original.top_text_color);
    await topPair.waitFor({ state: 'detached' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'console brand (es)', 'console-brand');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Guardado', { exact: true }).first().waitFor();
    await expect.poll(panelTopBar, { timeout: 10_000 }).toBe(rgb(blue));

    // The phone width: one column, the preview under the form.
    await resize(page, PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'console brand, phone (es)', 'console-brand');
    await resize(page, DESKTOP);

    // Back as it was.
    await main.fill(original.main_color);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect.poll(panelTopBar, { timeout: 10_000 }).toBe(rgb(original.main_color));

    // Both changes are in the audit log, with who made them.
    await openInApp(page, '/audit');
    await page.getByRole('cell', { name: 'Marca editada' }).first().waitFor();
    await closePage(page);
  });

  it('answers a ticket the client then reads, and writes to all clients (ca)', async () => {
    const client = await tokenOf(CLIENT);
    const subject = `Paraigua oblidat ${Date.now()}`;
    const ticket = await callApi<{ id: number }>('POST', '/tickets/', {
      token: client,
      body: { type: 'question', subject, body: 'Em vaig deixar el paraigua al cotxe ahir.' },
    });

    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/support',
      locale: 'ca-ES',
      language: 'ca',
    });
    await page.getByRole('heading', { level: 1, name: 'Atenció al client' }).waitFor();
    // The menu's item counts the unread tickets, the new one among them.
    const item = page
      .getByRole('navigation', { name: 'Consola' })
      .getByRole('link', { name: /^Atenció al client \(\d+ sense llegir\)$/ });
    await item.waitFor();
    const unreadBefore = Number(/\((\d+)/.exec((await item.textContent()) ?? '')?.[1] ?? 0);
    expect(unreadBefore).toBeGreaterThan(0);

    await page.getByRole('button', { name: new RegExp(`${subject} \\(Sense llegir\\)`) }).click();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page.getByText('Em vaig deixar el paraigua al cotxe ahir.').waitFor();
    // Opened, so read: the badge counts one less.
    await expect
      .poll(async () => (await page.getByTestId('support-unread').textContent()) ?? '')
      .toBe(String(unreadBefore - 1));
    const answer = 'El conductor el té: us el portem demà al matí.';
    await page.getByLabel('La teva resposta').fill(answer);
    await page.getByRole('button', { name: 'Envia la resposta' }).click();
    await page.getByText('Resposta enviada: el client la veu al panell').waitFor();
    await checkScreen(page, 'console support (ca)', 'console-support');

    // The client reads the answer in the panel's ticket page.
    const panel = await loggedInPage(browser(), 'panel', CLIENT, {
      path: `/ticket/${ticket.id}`,
      locale: 'ca-ES',
      language: 'ca',
    });
    await panel.getByText(answer).waitFor();
    await closePage(panel);

    await page.getByRole('button', { name: 'Tanca la incidència' }).click();
    await page.getByText('Incidència tancada').waitFor();

    // A message to every client, in Catalan.
    const unreadMessages = async () =>
      (await callApi<{ unread: number }>('GET', '/messages/', { token: client })).unread;
    const messagesBefore = await unreadMessages();
    const title = `Tarifes de Nadal ${Date.now()}`;
    await page.getByLabel('Per a').selectOption({ label: 'Tots els clients' });
    await page.getByRole('tab', { name: 'Català' }).last().click();
    await page.getByLabel('Assumpte (Català)').fill(title);
    await page.getByLabel('Missatge (Català)').fill('Del 24 al 26 de desembre hi ha un suplement.');
    await page.getByRole('button', { name: 'Envia el missatge' }).click();
    await page.getByText(/^Missatge enviat a \d+ persones$/).waitFor();
    expect(await unreadMessages()).toBe(messagesBefore + 1);

    await resize(page, PHONE);
    await checkScreen(page, 'console support, phone (ca)', 'console-support');
    await closePage(page);

    // The panel's messages: the badge counts it and the page shows it.
    const inbox = await loggedInPage(browser(), 'panel', CLIENT, {
      path: '/messages',
      locale: 'ca-ES',
      language: 'ca',
    });
    await inbox.getByRole('heading', { level: 1, name: 'Missatges' }).waitFor();
    const link = inbox
      .getByRole('navigation')
      .last()
      .getByRole('link', { name: /^Missatges/ });
    await expect.poll(async () => link.textContent()).toContain(String(messagesBefore + 1));
    await inbox.getByRole('button', { name: new RegExp(title) }).waitFor();
    await closePage(inbox);

    await readByEveryone(title);
  });
});

/**
 * The message to all leaves no unread message behind: each demo account reads it, so the
 * files after this one count the unread messages the seed gave them.
 */
async function readByEveryone(subject: string) {
  const operator = await tokenOf(OPERATOR);
  const users = await callApi<{ email: string | null; kind: string; status: string }[]>(
    'GET',
    '/admin/users/',
    { token: operator },
  );
  for (const user of users) {
    if (!user.email || user.kind === 'operator' || user.status !== 'active') continue;
    const token = await tokenOf(user.email).catch(() => null);
    if (!token) continue;
    const list = await callApi<{ messages: { id: number; subject: string; read: boolean }[] }>(
      'GET',
      '/messages/?limit=100',
      { token },
    ).catch(() => null);
    for (const message of list?.messages ?? []) {
      if (message.subject === subject && !message.read) {
        await callApi('PUT', `/messages/${message.id}/read/`, { token, body: {} });
      }
    }
  }
}
