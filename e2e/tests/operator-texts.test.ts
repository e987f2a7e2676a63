/**
 * The operator's own texts in the reader's language (fares and extras, club offers,
 * messages) and the payment method as the server names it, in Catalan and Spanish, with no
 * English left; and the screens that say what happened: a language switch on the request
 * form, "Request again" leading to the new ride, and an account removed from its link.
 */
import { describe, expect, it } from 'vitest';
import { freshClient, tokenOf } from '../src/accounts';
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
  useBrowser,
  waitForMessage,
} from '../src/harness';
import { TRIP_WORDS, openFares, pastTrip } from '../src/trips';

const browser = useBrowser();

/** This file's own phone numbers, so no other file's fresh client meets them. */
const PHONES = '+3468';

/** What each language must read, and the English the seed also holds, which must not show. */
const WORDS = {
  ca: {
    locale: 'ca-ES',
    van: 'Furgoneta (fins a 7)',
    childSeat: 'Cadira infantil disponible si la demanes',
    ramp: 'Rampa per a cadira de rodes i espai per a equipatge gran',
    subject: 'Nou horari',
    body: 'Obrim a les 6.',
    offer: '10% de descompte a l’esmorzar',
    adNotice: /entre 24 i 48 hores/,
    messages: 'Missatges',
  },
  es: {
    locale: 'es-ES',
    van: 'Furgoneta (hasta 7)',
    childSeat: 'Silla infantil disponible bajo petición',
    ramp: 'Rampa para silla de ruedas y espacio para equipaje grande',
    subject: 'Nuevo horario',
    body: 'Abrimos a las 6.',
    offer: '10% de descuento en el desayuno',
    adNotice: /entre 24 y 48 horas/,
    messages: 'Mensajes',
  },
} as const;

const ENGLISH =
  /Van \(up to 7\)|Child seat|Wheelchair ramp|Premium sedan|Limousine|New hours|10% off breakfast|Cash\b/;

/** The operator writes to one user in the three languages through the admin API. */
async function sendMessage(userId: number) {
  const operator = await tokenOf('operator@example.com');
  await callApi('POST', '/admin/messages/', {
    token: operator,
    body: {
      usuario_id: userId,
      subject: { ca: WORDS.ca.subject, en: 'New hours', es: WORDS.es.subject },
      body: { ca: WORDS.ca.body, en: 'We open at 6.', es: WORDS.es.body },
    },
  });
}

describe.each(['ca', 'es'] as const)('the operator’s texts in %s', (language) => {
  const words = WORDS[language];
  const trip = TRIP_WORDS[language];

  it('the fare picker, the payment method and the messages', async () => {
    const client = await freshClient(`Lingua ${language}`, PHONES, language);
    await sendMessage(client.id);
    const page = await loggedInPage(browser(), 'panel', client.email, {
      locale: words.locale,
      language,
      password: client.password,
      path: '/request',
      viewport: DESKTOP,
    });
    const fares = await openFares(page, trip);
    await fares.getByText(words.van).first().waitFor();
    await fares.getByText(words.childSeat).first().waitFor();
    await fares.getByText(words.ramp).waitFor();
    expect(await fares.innerText()).not.toMatch(ENGLISH);
    await checkScreen(page, `fare picker (${language})`, `operator-texts-fares-${language}`);
    await page.keyboard.press('Escape');
    await fares.waitFor({ state: 'detached' });
    // The payment method as the server names it in the reader's language.
    await page.getByText(trip.cash, { exact: true }).first().waitFor();

    await openInApp(page, '/messages');
    await page.getByText(words.subject).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(ENGLISH);
    await page.setViewportSize(PHONE);
    await checkScreen(page, `messages (${language})`, `operator-texts-messages-${language}`);
    await closePage(page);
  });

  it('the club’s offers and the ad notice', async () => {
    const page = await newPage(browser(), { locale: words.locale, viewport: PHONE });
    await page.goto(appUrl('guest', '/club'));
    await page.getByText(words.offer).waitFor();
    await page.getByText(words.adNotice).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(ENGLISH);
    await checkScreen(page, `club (${language})`, `operator-texts-club-${language}`);
    await closePage(page);
  });
});

describe('screens that follow what happened', () => {
  it('switching language on the request form re-words the payment method and messages', async () => {
    const client = await freshClient('Lingua switch', PHONES, 'ca');
    await sendMessage(client.id);
    const page = await loggedInPage(browser(), 'panel', client.email, {
      locale: 'ca-ES',
      language: 'ca',
      password: client.password,
      path: '/request',
      viewport: DESKTOP,
    });
    await page.getByText(TRIP_WORDS.ca.cash, { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('es');
    await page.getByText(TRIP_WORDS.es.cash, { exact: true }).first().waitFor();
    expect(await page.getByText(TRIP_WORDS.ca.cash, { exact: true }).count()).toBe(0);

    await openInApp(page, '/messages');
    await page.getByText(WORDS.es.subject).waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ca');
    await page.getByText(WORDS.ca.subject).waitFor();
    await closePage(page);
  });

  it('"Request again" on My trips leads to the new ride', async () => {
    const client = await freshClient('Lingua again', PHONES, 'es');
    const old = await pastTrip(client, 'cash');
    const page = await loggedInPage(browser(), 'panel', client.email, {
      locale: 'es-ES',
      language: 'es',
      password: client.password,
      path: '/history',
      viewport: DESKTOP,
    });
    await page.getByRole('button', { name: TRIP_WORDS.es.details(old.id) }).click();
    const details = page.getByRole('dialog', { name: TRIP_WORDS.es.dialog(old.id) });
    await details.getByRole('button', { name: 'Volver a pedir' }).click();
    const question = page.getByRole('alertdialog', {
      name: `¿Volver a pedir el servicio #${old.id}?`,
    });
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/services\/?$/.test(new URL(response.url()).pathname),
    );
    const confirm = question.getByRole('button', { name: 'Volver a pedir' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await confirm.click();
    const { service } = (await (await created).json()) as { service: { id: number } };
    await page.getByText('Se ha pedido un servicio nuevo').waitFor();
    // The user is taken where a new request leads, with the new ride on screen.
    await page.waitForURL((url) => ['/panel', '/bookings'].includes(url.pathname));
    await expect
      .poll(() => page.getByText(String(service.id)).first().isVisible(), { timeout: 30_000 })
      .toBe(true);
    await closePage(page);
  });

  it('an account removed from the emailed link says it is gone', async () => {
    const client = await freshClient('Lingua removed', PHONES, 'es');
    await callApi('POST', '/customer/remove_account', {
      token: client.token,
      language: 'es',
      body: { password: client.password },
    });
    const email = await waitForMessage(client.email, /remove_account\//);
    const path = /(\/remove_account\/[^\s"<]+)/.exec(email.body)![1]!;
    const page = await loggedInPage(browser(), 'panel', client.email, {
      locale: 'es-ES',
      language: 'es',
      password: client.password,
      path,
      viewport: DESKTOP,
    });
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar mi cuenta' }).click();
    // The session ends with the account: the frame turns into a visitor's and the page
    // still says what happened.
    await page.getByText('Tu cuenta se ha eliminado').waitFor();
    await page.getByRole('link', { name: 'Ir al inicio' }).waitFor();
    await checkScreen(page, 'account removed (es)', 'operator-texts-account-removed');
    await closePage(page);
  });
});

describe('screens as the spec names them', () => {
  it('the entry page shows the grouping’s logo and one language selector at 1440 px', async () => {
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: DESKTOP });
    await page.goto(appUrl('panel', '/'));
    await page.waitForURL((url) => url.pathname === '/before_room');
    const logo = page.getByRole('img', { name: 'Parada Barcelona' }).first();
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toContain('/api/uploads/brand-demo-logo');
    await expect.poll(() => page.getByRole('combobox', { name: 'Idioma' }).count()).toBe(1);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByRole('combobox', { name: 'Idioma' }).count()).toBe(1);
    await closePage(page);
  });

  it('/hotel/pedir_destino asks where the guest goes, unlike /hotel/pedir_ahora', async () => {
    const page = await loggedInPage(browser(), 'hotel', 'hotel@example.com', {
      locale: 'es-ES',
      language: 'es',
      path: '/hotel/pedir_destino',
      viewport: DESKTOP,
    });
    await page
      .getByRole('heading', { name: 'Taxi a un destino para un huésped', level: 1 })
      .waitFor();
    await page.getByRole('combobox', { name: 'Destino', exact: true }).waitFor();
    await page.getByLabel('Habitación o nombre del huésped').fill('Habitación 101');
    await page.getByRole('button', { name: 'Pedir taxi' }).click();
    await page.getByText('Este campo es obligatorio.').waitFor();
    await checkScreen(page, 'hotel, to a destination (es)', 'operator-texts-hotel-destination');

    await openInApp(page, '/hotel/pedir_ahora', { sameHeading: true });
    await page.getByRole('heading', { name: 'Taxi para un huésped', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: /Destino \(opcional\)/ }).waitFor();
    await closePage(page);
  });
});
