/**
 * The console's accounts, as an operator's office uses them: finds a client and blocks them
 * (the client then cannot sign in to the panel), unblocks them (es); creates a company and
 * corrects its details, reads its employees and monthly statement (ca); creates a hotel with
 * its door and kiosk week and downloads its room cards, whose every page's QR code opens that
 * room's guest sign-up (en, the guest page in es); edits a hotel's name and week, found in
 * the audit log by its kind of object (en); gives a hotel a reception account, whose holder
 * chooses a password from the emailed link and signs in to the hotel app (es); edits the
 * club's commerces (en).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseAddress } from '../src/addresses';
import {
  DESKTOP,
  PHONE,
  appOrigin,
  appUrl,
  callApi,
  checkScreen,
  closePage,
  logInWith,
  loggedInPage,
  newPage,
  resize,
  screenshot,
  useBrowser,
  waitForMessage,
} from '../src/harness';
import { downloaded, pdfText } from '../src/lifecycle';
import { qrCodesOfPdf } from '../../apps/server/test/pdf-qr';

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
    // Its details corrected after the fact: the name and a phone.
    await created.getByRole('button', { name: 'Edita les dades de Fira Events SL' }).click();
    const details = created.getByRole('form', { name: 'Edita les dades de Fira Events SL' });
    await details.getByLabel('Nom de l’empresa').fill('Fira Events Barcelona SL');
    await details.getByLabel('Telèfon de contacte').fill('+34 600 123 456');
    await details.getByRole('button', { name: 'Desa' }).click();
    await page.getByText('Empresa Fira Events Barcelona SL desada').first().waitFor();
    const renamed = page.getByRole('region', { name: 'Empresa Fira Events Barcelona SL' });
    await renamed.getByText(/600 ?123 ?456/).waitFor();
    await page.getByRole('cell', { name: 'Fira Events Barcelona SL', exact: true }).waitFor();

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
    // The kiosk's week, as the hotel's own settings edit it: closed on Sundays.
    await form.getByText('Open around the clock, every day').click();
    await form.getByLabel('Opens on Monday').fill('07:00');
    await form.locator('[data-weekday="sun"]').getByText('Closed').click();
    await form.getByRole('button', { name: 'Create hotel' }).click();
    await page.getByText('Hotel Hotel Mar created').first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Hotel Mar' }).getByText('By weekday').waitFor();

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

  it('gives a hotel a reception account that chooses its password and signs in to the hotel app (es)', async () => {
    const email = `recepcion-${Date.now()}@hotel-demo.example.com`;
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts?tab=hotels',
      locale: 'es-ES',
    });
    await page
      .getByRole('button', { name: 'Cuentas de recepción de Hotel Demo Barcelona' })
      .click();
    const desk = page.getByRole('region', { name: 'Cuentas de recepción de Hotel Demo Barcelona' });
    // The seeded reception signs in already.
    await desk.getByText('hotel@example.com').waitFor();
    await desk.getByText('puede entrar').first().waitFor();
    const form = desk.getByRole('form', { name: 'Nueva cuenta de recepción' });
    await form.getByLabel('Nombre').fill('Recepción de noche');
    await form.getByLabel('Correo electrónico').fill('client@example.com');
    await form.getByRole('button', { name: 'Añadir cuenta de recepción' }).click();
    await desk.getByText('Este valor ya está en uso').waitFor();
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByRole('button', { name: 'Añadir cuenta de recepción' }).click();
    await page
      .getByText(`Hemos enviado a ${email} un enlace para elegir la contraseña`)
      .first()
      .waitFor();
    await desk.getByText('aún no ha elegido contraseña').waitFor();
    await checkScreen(
      page,
      'console accounts: a hotel’s reception (es)',
      'console-accounts-reception',
    );
    // The browser logs the refused email's 422 as an error: the context closes without the
    // clean-console check.
    await page.context().close();

    // The invitation's link opens the page that sets the password, then the hotel app's login.
    const mail = await waitForMessage(email, /\/reset_password\//);
    expect(mail.subject).toContain('Hotel Demo Barcelona');
    // It names where to sign in: the hotel app, on the server's own scheme and port.
    expect(mail.body).toContain(`${appOrigin('hotel')}.`);
    const link = /https?:\/\/\S+\/reset_password\/\S+/.exec(mail.body)![0];
    const holder = await newPage(browser(), { locale: 'es-ES', viewport: PHONE });
    await holder.goto(`${appOrigin('panel')}${new URL(link).pathname}`);
    await holder.locator('input[name="password"]').fill('Recepcion-2026');
    await holder.locator('input[name="password_confirmation"]').fill('Recepcion-2026');
    await holder.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await holder.getByRole('link', { name: 'Inicia sesión con la contraseña nueva' }).waitFor();
    await logInWith(holder, 'hotel', email, 'es', 'Recepcion-2026');
    // A new account reads and accepts the privacy policy first, in the hotel app itself.
    await holder.waitForURL((url) => url.pathname === '/renew_privacy');
    await holder.getByText('He leído y acepto la política de privacidad').click();
    await holder.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await holder.waitForURL((url) => url.pathname === '/hotel');
    await holder.getByRole('heading', { name: 'Taxi para un huésped', level: 1 }).waitFor();
    await closePage(holder);
  });

  it('edits a hotel’s name and kiosk week, and the log names the change (en)', async () => {
    const page = await loggedInPage(browser(), 'console', OPERATOR, {
      path: '/accounts?tab=hotels',
    });
    await page.getByRole('button', { name: 'Edit Hotel Demo Barcelona' }).click();
    const edit = page.getByRole('form', { name: 'Edit Hotel Demo Barcelona' });
    await edit.getByLabel('Hotel name').fill('Hotel Demo Eixample');
    const around = edit.getByRole('checkbox', { name: 'Open around the clock, every day' });
    if (await around.isChecked()) await edit.getByText('Open around the clock, every day').click();
    await edit.getByLabel('Opens on Saturday').fill('09:00');
    await edit.getByLabel('Closes on Saturday').fill('02:00');
    await checkScreen(page, 'console accounts: a hotel edited', 'console-accounts-hotel-edit');
    await bothWidths(page, 'console-accounts-hotel-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hotel Hotel Demo Eixample saved').first().waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Hotel Demo Eixample' })
      .getByText('By weekday')
      .waitFor();

    // Opened again, the week is the one saved; then back as it was, open around the clock.
    await page.getByRole('button', { name: 'Edit Hotel Demo Eixample' }).click();
    const again = page.getByRole('form', { name: 'Edit Hotel Demo Eixample' });
    await expect.poll(() => again.getByLabel('Closes on Saturday').inputValue()).toBe('02:00');
    await again.getByLabel('Hotel name').fill('Hotel Demo Barcelona');
    await again.getByText('Open around the clock, every day').click();
    await again.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hotel Hotel Demo Barcelona saved').first().waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Hotel Demo Barcelona' })
      .getByText('Always open')
      .waitFor();

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByLabel('Object', { exact: true }).selectOption({ label: 'Hotel' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('cell', { name: 'Edited hotel' }).first().waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Edited driver' }).count()).toBe(0);
    await closePage(page);
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
