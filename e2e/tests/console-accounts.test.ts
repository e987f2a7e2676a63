/**
 * The console's accounts, as an operator's office uses them: finds a client and blocks them
 * (the client then cannot sign in to the panel), unblocks them (es); creates a company and
 * reads its employees and monthly statement (ca); creates a hotel with its door and kiosk
 * hours and downloads its room cards, whose every page's QR code opens that room's guest
 * sign-up (en, the guest page in es); edits the club's commerces (en).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseAddress } from '../src/addresses';
import {
  DESKTOP,
  PHONE,
  appUrl,
  callApi,
  checkScreen,
  closePage,
  loggedInPage,
  newPage,
  resize,
  screenshot,
  useBrowser,
} from '../src/harness';
import { downloaded, pdfText } from '../src/lifecycle';
import { qrCodesOfPdf } from '../src/pdf-qr';

const browser = useBrowser();
const OPERATOR = 'operator@example.com';
/** The client these tests block; it is unblocked again whatever happens. */
const CLIENT = 'client2@example.com';

async function operatorToken() {
  const { token } = await callApi<{ token: string }>('POST', '/authenticate/', {
    agrupation: 'demo',
    body: { username: OPERATOR, password: 'demo1234' },
  });
  return token;
}

/** Both widths of the screen as it stands, then back to the desktop. */
async function bothWidths(page: Page, name: string) {
  await resize(page, PHONE);
  await screenshot(page, name);
  await resize(page, DESKTOP);
  await screenshot(page, name);
}

describe('console accounts', () => {
  afterAll(async () => {
    const token = await operatorToken();
    const [carles] = await callApi<{ id: number }[]>('GET', '/console/clients/?search=carles', {
      token,
      agrupation: 'demo',
    });
    if (carles) {
      await callApi('PUT', `/console/clients/${carles.id}/blocked/`, {
        token,
        agrupation: 'demo',
        body: { blocked: false },
      });
    }
  });

  it('finds a client, blocks them so they cannot sign in, and unblocks them (es)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts',
      locale: 'es-ES',
      language: 'es',
    });
    await page.getByRole('heading', { name: 'Cuentas', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Consola' })
      .getByRole('link', { name: 'Cuentas' })
      .waitFor();
    await page.getByLabel('Nombre, correo o teléfono').fill('Carles');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir Carles Client' }).click();
    const detail = page.getByRole('region', { name: 'Cliente Carles Client' });
    await detail.getByText('Activo', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Bloquear' }).click();
    await page.getByText('Carles Client está bloqueado').first().waitFor();
    await detail.getByText('Bloqueado', { exact: true }).waitFor();
    await checkScreen(page, 'console accounts: a blocked client (es)', 'console-accounts-client');
    await bothWidths(page, 'console-accounts-client');

    // The client, at the panel's login form, is refused.
    const panel = await newPage(browser(), { locale: 'es-ES', viewport: PHONE });
    await panel.goto(appUrl('panel', '/login'));
    await panel.getByLabel('Correo electrónico o teléfono').fill(CLIENT);
    await panel.locator('input[name="password"]').fill('demo1234');
    await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
    await panel.getByText('Usuario o contraseña incorrectos').first().waitFor();
    expect(new URL(panel.url()).pathname).toBe('/login');

    await detail.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByText('Carles Client está desbloqueado').first().waitFor();
    await detail.getByText('Activo', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
    await panel.waitForURL((url) => url.pathname !== '/login');
    // Its one logged error is the refused sign-in's 401, which is what this page is for.
    await panel.context().close();
    await closePage(page);
  });

  it('creates a company, opens a company’s employees and downloads its statement (ca)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts?tab=companies',
      locale: 'ca-ES',
      language: 'ca',
    });
    await page.getByRole('heading', { name: 'Comptes', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Nova empresa' });
    await form.getByLabel('Nom de l’empresa').fill('Fira Events SL');
    await form.getByLabel('Correu de contacte').fill('fira.events@example.com');
    await form.getByLabel('Agrupació').selectOption({ label: 'Taxi' });
    await form.getByRole('button', { name: 'Crea l’empresa' }).click();
    await page.getByText('Empresa Fira Events SL creada').first().waitFor();
    const created = page.getByRole('region', { name: 'Empresa Fira Events SL' });
    await created.getByText('Encara cap empleat.').waitFor();

    await page.getByRole('button', { name: 'Obre Acme Logistics' }).click();
    const acme = page.getByRole('region', { name: 'Empresa Acme Logistics' });
    await acme.getByText('Eva Employee').waitFor();
    await acme.getByText('Elena Employee').waitFor();
    await expect
      .poll(() => acme.getByRole('checkbox', { name: 'Fa servir el panell' }).isChecked())
      .toBe(true);
    await checkScreen(page, 'console accounts: a company (ca)', 'console-accounts-company');
    await bothWidths(page, 'console-accounts-company');

    const pdf = await downloaded(page, () =>
      acme.getByRole('button', { name: 'Descarrega el PDF' }).click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/^statement-\d+-\d{4}-\d{2}\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Acme Logistics');
    const csv = await downloaded(page, () =>
      acme.getByRole('button', { name: 'Descarrega el CSV' }).click(),
    );
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    await closePage(page);
  });

  it('creates a hotel and downloads room cards whose QR codes open each room’s sign-up (en)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts?tab=hotels',
    });
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Hotel Demo Barcelona', exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'New hotel' });
    await form.getByLabel('Hotel name').fill('Hotel Mar');
    await chooseAddress(page, 'Door (pick-up point)', 'Sagrada', /Sagrada Família/);
    await form.getByText('The kiosk is always open').click();
    await form.getByLabel('Kiosk opens').fill('07:00');
    await form.getByLabel('Kiosk closes').fill('23:00');
    await form.getByRole('button', { name: 'Create hotel' }).click();
    await page.getByText('Hotel Hotel Mar created').first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Hotel Mar' }).getByText('07:00–23:00').waitFor();

    const cards = page.getByRole('region', { name: 'Room cards of Hotel Mar' });
    const rooms = cards.getByLabel('Rooms');
    await rooms.fill('101-103, 12<');
    await cards.getByText('Write room numbers or ranges such as 101-120').waitFor();
    await rooms.fill('101-103, Suite Mar');
    await cards.getByText('4 cards, one page each').waitFor();
    await checkScreen(page, 'console accounts: hotels and room cards', 'console-accounts-hotels');
    await bothWidths(page, 'console-accounts-hotels');

    const download = await downloaded(page, () =>
      cards.getByRole('button', { name: 'Download room cards (PDF)' }).click(),
    );
    const pdf = await readFile((await download.path())!);
    const text = pdfText(pdf);
    expect(text).toContain('Room 101');
    expect(text).toContain('Hotel Mar');
    // One page per room, each page's QR code the room's own sign-up on the guest domain.
    const codes = qrCodesOfPdf(pdf);
    expect(codes).toHaveLength(4);
    const rooms_ = codes.map((code) => new URL(code!));
    expect(rooms_.map((url) => url.searchParams.get('room'))).toEqual([
      '101',
      '102',
      '103',
      'Suite Mar',
    ]);
    for (const url of rooms_) {
      expect(`${url.origin}${url.pathname}`).toBe(appUrl('guest', '/guests/signup'));
    }
    await closePage(page);

    // The card's link, opened as a guest's phone opens it: the sign-up of Hotel Mar, room 102.
    const guest = await newPage(browser(), { viewport: PHONE, locale: 'es-ES' });
    await guest.goto(rooms_[1]!.href);
    await guest.getByRole('heading', { name: 'Bienvenido a Hotel Mar' }).waitFor();
    await guest.getByLabel('Tu nombre').waitFor();
    await expect.poll(() => guest.getByLabel('Habitación').inputValue()).toBe('102');
    await screenshot(guest, 'console-accounts-room-card-signup');
    await closePage(guest);
  });

  it('creates, edits and deletes a club commerce (en)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts?tab=club',
    });
    await page.getByRole('heading', { name: 'Club commerces' }).waitFor();
    const form = page.getByRole('form', { name: 'New commerce' });
    await form.getByLabel('Name').fill('Café Nou');
    await form.getByLabel('Offer').fill('10% off breakfast');
    await form.getByLabel('Address').fill('Carrer Nou 1, Barcelona');
    await form.getByRole('button', { name: 'Create commerce' }).click();
    await page.getByText('Commerce Café Nou created').first().waitFor();
    await page.getByRole('button', { name: 'Edit Café Nou' }).click();
    const edit = page.getByRole('form', { name: 'Edit Café Nou' });
    await edit.getByLabel('Offer').fill('15% off breakfast');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Commerce Café Nou saved').first().waitFor();
    await page.getByText('15% off breakfast · Carrer Nou 1, Barcelona').waitFor();
    await checkScreen(page, 'console accounts: club commerces', 'console-accounts-club');
    await bothWidths(page, 'console-accounts-club');
    await page.getByRole('button', { name: 'Delete Café Nou' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Commerce Café Nou deleted').first().waitFor();
    await expect.poll(() => page.getByText('15% off breakfast').count()).toBe(0);

    // Each change is in the audit log.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('cell', { name: 'Deleted commerce' }).first().waitFor();
    await page.getByRole('cell', { name: 'Created hotel' }).first().waitFor();
    await page.getByRole('cell', { name: 'Unblocked client' }).first().waitFor();
    await closePage(page);
  });
});
