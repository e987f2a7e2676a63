/**
 * A session alone cannot take an account, in the panel and in Catalan: the profile lists
 * where the account is signed in and signs out the others; a new email asks for the
 * password, and the old address's link undoes it and ends every session.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  appUrl,
  expectAccessible,
  newPage,
  openInApp,
  screenshot,
  useBrowser,
  waitForMessage,
} from '../src/harness';

const browser = useBrowser();

const PASSWORD = 'Passw0rd-sessions';

/** An active account made through the API, with a unique email and phone. */
async function activeAccount() {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const person = {
    name: 'Jordi Sessions',
    email: `sessions-${unique}@example.com`,
    phone: `+346${unique}`,
  };
  const call = (method: string, path: string, body: unknown, headers = {}) =>
    fetch(apiUrl(path), {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signup = await call('POST', '/customer/signup/', {
    ...person,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms_accepted: true,
  });
  expect(signup.status).toBe(201);
  const sms = await waitForMessage(person.phone, /\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
  expect((await call('PUT', '/customer/confirm/', { phone: person.phone, code })).status).toBe(200);
  return person;
}

/** A session opened elsewhere (a phone app), used once so the server knows its device. */
async function otherSession(email: string) {
  const agent = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/129.0 Mobile' };
  const login = await fetch(apiUrl('/authenticate/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...agent },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const valid = () =>
    fetch(apiUrl('/token/valid/'), { headers: { Authorization: `Token ${token}`, ...agent } });
  expect((await valid()).status).toBe(200);
  return valid;
}

async function logIn(page: Page, email: string) {
  await page.goto(appUrl('panel', '/login'));
  await page.getByRole('textbox', { name: 'Correu electrònic o telèfon' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entra', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/panel');
}

describe('account security in the profile', () => {
  it('lists the sessions and signs out everywhere else', async () => {
    const person = await activeAccount();
    const stillValid = await otherSession(person.email);
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: PHONE });
    await logIn(page, person.email);
    await openInApp(page, '/profile');
    const sessions = page.getByRole('list', { name: 'On has iniciat la sessió' });
    // This browser, the phone app, and the activation's own session (no device named).
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(3);
    await sessions.getByText('Aquest dispositiu').waitFor();
    await sessions.getByText('Chrome a Linux').waitFor();
    await sessions.getByText('Chrome a Android').waitFor();
    await sessions.getByText('Dispositiu desconegut').waitFor();
    await sessions.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'profile sessions');
    await screenshot(page, 'account-sessions');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'account-sessions');

    await page.getByRole('button', { name: 'Tanca les altres sessions' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Vols tancar les altres sessions?').waitFor();
    await dialog.getByRole('button', { name: 'Tanca les altres sessions' }).click();
    await page.getByText("S'han tancat totes les altres sessions").waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await page.getByText('Només has iniciat la sessió aquí.').waitFor();
    expect((await stillValid()).status).toBe(401);
    await page.context().close();
  });

  it('asks the password for a new email, and the old address undoes it', async () => {
    const person = await activeAccount();
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: PHONE });
    await logIn(page, person.email);
    await openInApp(page, '/profile');
    const details = page.locator('form', { has: page.locator('input[name="email"]') });
    const email = details.getByRole('textbox', { name: 'Correu electrònic' });
    await expect.poll(() => email.inputValue()).toBe(person.email);
    expect(await details.locator('input[name="current_password"]').count()).toBe(0);

    const stolen = `lladre-${person.email}`;
    await email.fill(stolen);
    const password = details.locator('input[name="current_password"]');
    await details.getByText('Avisarem la teva adreça actual').waitFor();
    await details.getByRole('button', { name: 'Desa els canvis' }).click();
    await details
      .getByText('Escriu la teva contrasenya actual per canviar el correu o el telèfon')
      .first()
      .waitFor();
    await password.fill('no-es-la-meva');
    await details.getByRole('button', { name: 'Desa els canvis' }).click();
    await details.getByText('La contrasenya no és correcta').first().waitFor();
    await expectAccessible(page, 'profile (password asked)');
    await screenshot(page, 'account-contact-password');
    await password.fill(PASSWORD);
    await details.getByRole('button', { name: 'Desa els canvis' }).click();
    await details.getByText('Dades actualitzades').waitFor();
    expect(await password.count()).toBe(0);

    // The old address gets the link; opening it puts the email back and ends this session.
    const notice = await waitForMessage(person.email, /undo_contact_change\//);
    const link = /\/undo_contact_change\/[A-Za-z0-9_-]+/.exec(notice.body)![0];
    const undo = await newPage(browser(), { locale: 'ca-ES', viewport: DESKTOP });
    await undo.goto(appUrl('panel', link));
    await undo.getByRole('heading', { name: 'Desfés el canvi de correu o telèfon' }).waitFor();
    await expectAccessible(undo, 'undo_contact_change');
    await screenshot(undo, 'account-undo-contact');
    await undo.setViewportSize(PHONE);
    await screenshot(undo, 'account-undo-contact');
    await undo.getByRole('button', { name: 'Desfés el canvi' }).click();
    await undo.getByText(/El teu correu i el teu telèfon tornen a ser els d'abans/).waitFor();
    await undo.getByRole('link', { name: 'Ves a iniciar la sessió' }).waitFor();
    await undo.context().close();

    await page.reload();
    await page.waitForURL((url) => url.pathname !== '/profile');
    await logIn(page, person.email);
    await page.context().close();
  });
});
