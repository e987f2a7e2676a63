/**
 * The account's life cycle in the panel, by a new user: sign up, the SMS code, profile and
 * password, recovery by the emailed link (in Catalan), the content pages, and two
 * groupings' branding on their own domains. Only accounts made here are used.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  appOrigin,
  appUrl,
  checkScreen,
  closePage,
  expectAccessible,
  newPage,
  openInApp,
  screenshot,
  useBrowser,
  waitForMessage,
} from '../src/harness';

const browser = useBrowser();

/** A person nobody else's test uses: unique email and Spanish mobile for this run. */
function newPerson(tag: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return {
    name: `Marta ${tag}`,
    email: `auth-${tag}-${unique}@example.com`,
    phone: `+346${unique}`,
    password: 'Passw0rd-auth',
  };
}

const activationCode = async (phone: string) => {
  const sms = await waitForMessage(phone, /\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
};

/** An active account made through the API, for the flows that start from one. */
async function activeAccount(tag: string) {
  const person = newPerson(tag);
  const signup = await fetch(apiUrl('/customer/signup/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: person.name,
      email: person.email,
      phone: person.phone,
      password: person.password,
      password_confirmation: person.password,
      terms_accepted: true,
    }),
  });
  expect(signup.status).toBe(201);
  const confirm = await fetch(apiUrl('/customer/confirm/'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: person.phone, code: await activationCode(person.phone) }),
  });
  expect(confirm.status).toBe(200);
  return person;
}

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * axe on the screen as it rests: the pointer leaves the button it just clicked, whose
 * hover shade is the theme's business, not this screen's.
 */
async function expectAccessibleAtRest(page: Page, screen: string) {
  await page.mouse.move(0, 0);
  await expectAccessible(page, screen);
}

/**
 * Console errors apart from the browser's own line for a 4xx answer: these tests provoke
 * refusals on purpose (a wrong code, a used link), and the screen shows them.
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/status of 4\d\d/.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return () => expect(errors).toEqual([]);
}

async function logInWith(page: Page, email: string, password: string, words = ENGLISH) {
  await page.goto(appUrl('panel', '/login'));
  await page.getByRole('textbox', { name: words.username }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/panel');
}

const ENGLISH = { username: 'Email or phone', submit: 'Log in' };
const CATALAN = { username: 'Correu electrònic o telèfon', submit: 'Entra' };

describe('account life cycle', () => {
  it('signs up with the terms accepted, activates with the SMS code and edits the profile', async () => {
    const person = newPerson('signup');
    const page = await newPage(browser(), { viewport: PHONE });
    const expectCleanConsole = watchConsole(page);
    await page.goto(appUrl('panel', '/login'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    // Nothing typed: every required field says so, and nothing is sent.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('You must accept the terms of use and the privacy policy').waitFor();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(3);
    await expectAccessibleAtRest(page, 'register (errors)');

    await page.getByRole('textbox', { name: 'Full name' }).fill(person.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill(person.phone);
    await page.locator('input[name="password"]').fill(person.password);
    await page.locator('input[name="password_confirmation"]').fill(person.password);
    // Chakra's checkbox input is visually hidden: a user clicks its box.
    await page.locator('label:has(input[name="terms_accepted"]) [data-part="control"]').click();
    expect(
      await page.getByRole('checkbox', { name: /I accept the terms of use/ }).isChecked(),
    ).toBe(true);
    await checkScreen(page, 'register', 'auth-register');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/activate_account/'));
    await page.getByText(`sent by SMS to ${person.phone}`).waitFor();
    // A wrong code is refused with the spec's message.
    await page.getByRole('textbox', { name: 'Activation code' }).fill('000000');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Invalid code').waitFor();
    await expectAccessibleAtRest(page, 'activate_account (refused)');
    await screenshot(page, 'auth-activate');
    await page
      .getByRole('textbox', { name: 'Activation code' })
      .fill(await activationCode(person.phone));
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.waitForURL((url) => url.pathname === '/panel');

    await openInApp(page, '/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe(person.name);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${person.name} Puig`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Data updated').waitFor();

    // The avatar: a real PNG, shown at once.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Profile picture' }).first().waitFor();

    const passwords = page.locator('form', { has: page.locator('input[name="current_password"]') });
    await passwords.locator('input[name="current_password"]').fill('not-my-password1');
    await passwords.locator('input[name="password"]').fill('N3w-password');
    await passwords.locator('input[name="password_confirmation"]').fill('N3w-password');
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await passwords.getByText('The current password is not correct').waitFor();
    await passwords.locator('input[name="current_password"]').fill(person.password);
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await passwords.getByText('Password updated').waitFor();
    await expectAccessibleAtRest(page, 'profile');
    await screenshot(page, 'auth-profile');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'auth-profile');

    // The drawer shows the new name; the new password logs in after logging out.
    await page.getByText(`${person.name} Puig`).first().waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/before_room');
    await logInWith(page, person.email, 'N3w-password');
    expectCleanConsole();
    await page.context().close();
  });

  it('recovers a password through the emailed link, in Catalan', async () => {
    const person = await activeAccount('reset');
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: DESKTOP });
    const expectCleanConsole = watchConsole(page);
    await page.goto(appUrl('panel', '/login'));
    await page.getByRole('link', { name: 'Has oblidat la contrasenya?' }).click();
    await page.getByRole('heading', { name: 'Recupera la contrasenya' }).waitFor();
    await page.getByRole('textbox', { name: 'Correu electrònic' }).fill('no-es-un-correu');
    await page.getByRole('button', { name: "Envia l'enllaç" }).click();
    await page.getByText('Correu electrònic no vàlid').waitFor();
    await page.getByRole('textbox', { name: 'Correu electrònic' }).fill(person.email);
    await page.getByRole('button', { name: "Envia l'enllaç" }).click();
    await page.getByRole('status').filter({ hasText: 'enllaç' }).waitFor();
    await expectAccessibleAtRest(page, 'recover_password (ca)');
    await screenshot(page, 'auth-recover-ca');

    const email = await waitForMessage(person.email, /\/reset_password\//);
    const link = /https?:\/\/\S+\/reset_password\/\S+/.exec(email.body)![0];
    const resetPath = new URL(link).pathname;
    await page.goto(`${appOrigin('panel')}${resetPath}`);
    await page.getByRole('heading', { name: 'Restableix la contrasenya' }).waitFor();
    await page.locator('input[name="password"]').fill('Un4-altra-clau');
    await page.locator('input[name="password_confirmation"]').fill('Un4-altra-cla');
    await page.getByRole('button', { name: 'Desa la contrasenya' }).click();
    await page.getByText('Les contrasenyes no coincideixen').waitFor();
    await page.locator('input[name="password_confirmation"]').fill('Un4-altra-clau');
    await page.getByRole('button', { name: 'Desa la contrasenya' }).click();
    await page.getByRole('link', { name: 'Inicia la sessió amb la contrasenya nova' }).waitFor();
    await expectAccessibleAtRest(page, 'reset_password (ca)');
    await screenshot(page, 'auth-reset-ca');

    // The link works once, even opened again elsewhere.
    const again = await newPage(browser(), { locale: 'ca-ES', viewport: PHONE });
    await again.goto(`${appOrigin('panel')}${resetPath}`);
    await again.locator('input[name="password"]').fill('Un4-altra-clau2');
    await again.locator('input[name="password_confirmation"]').fill('Un4-altra-clau2');
    await again.getByRole('button', { name: 'Desa la contrasenya' }).click();
    await again.getByRole('alert').getByText('Codi no vàlid').waitFor();
    await again.context().close();

    await logInWith(page, person.email, 'Un4-altra-clau', CATALAN);
    expectCleanConsole();
    await page.context().close();
  });

  it('logs in with what was typed and pressed before the app had loaded, in Catalan', async () => {
    const person = await activeAccount('early');
    const page = await newPage(browser(), { locale: 'ca-ES', viewport: PHONE });
    // The app's modules wait until the form has been filled and sent: what the visitor did
    // on the prerendered page must reach the app when it takes over.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(appUrl('panel', '/login'));
    await page.getByRole('textbox', { name: CATALAN.username }).fill(person.email);
    await page.locator('input[name="password"]').fill(person.password);
    await page.getByRole('button', { name: CATALAN.submit, exact: true }).click();
    expect(await page.locator('#root[data-live]').count()).toBe(0);
    // Held, not sent as HTML: no password in the address.
    expect(path(page)).toBe('/login');
    expect(page.url()).not.toContain(encodeURIComponent(person.password));
    openGate();
    await page.waitForURL((url) => url.pathname === '/panel');
    await closePage(page);
  });

  it('shows help, conditions and privacy to visitors, and a 404 for an unknown page', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    // /about is who runs the service, with its pages: not the conditions.
    await page.goto(appUrl('panel', '/about'));
    await page.getByRole('heading', { name: 'About Parada Barcelona', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Terms and conditions' }).waitFor();
    expect(await page.locator('article').count()).toBe(0);
    await checkScreen(page, '/about', 'auth-about');
    const pages = [
      ['/help', 'help'],
      ['/content/usuario_info', 'content-help'],
      ['/content/condiciones_generales', 'content-conditions'],
      ['/content/politica_privacidad', 'content-privacy'],
    ] as const;
    for (const [pathname, name] of pages) {
      await page.goto(appUrl('panel', pathname));
      // The page's own title (the operator's text) is its article's h1.
      await page.locator('article h1').waitFor();
      await page.getByText(/Last updated on \d{1,2} \w{3} \d{4}/).waitFor();
      expect((await page.locator('article').innerText()).length).toBeGreaterThan(40);
      await checkScreen(page, pathname, `auth-${name}`);
    }
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'auth-content-privacy');
    await page.goto(appUrl('panel', '/content/no_such_page'));
    await page.getByText('Oops! Nothing here...').waitFor();
    expect(path(page)).toBe('/not_found');
    await closePage(page);
  });
});

describe('branding by domain', () => {
  it("shows each grouping's own title, colours and logo on its log-in page", async () => {
    const brandOf = async (origin: string, name: string) => {
      const page = await newPage(browser(), { viewport: DESKTOP });
      await page.goto(`${origin}/login`);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await page.waitForFunction(() => document.title !== '');
      await checkScreen(page, `login on ${origin}`, `auth-branding-${name}`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `auth-branding-${name}`);
      const brand = {
        title: await page.title(),
        button: await page
          .getByRole('button', { name: 'Log in' })
          .evaluate((element) => getComputedStyle(element).backgroundColor),
        // The tab shows the grouping's own drawing, which the server serves.
        icon: await page
          .waitForFunction(() => {
            const href = document.querySelector('link[rel=icon]')?.getAttribute('href') ?? '';
            return href.startsWith('/api/uploads/') ? href : null;
          })
          .then(async (handle) => String(await handle.jsonValue())),
      };
      // Fetched as the tab does, from the page's own origin.
      const type = await page.evaluate(
        async (href) => (await fetch(href)).headers.get('content-type'),
        brand.icon,
      );
      expect(type).toContain('image/svg+xml');
      await closePage(page);
      return brand;
    };
    const demo = await brandOf(appOrigin('panel'), 'demo');
    const other = await brandOf(
      appOrigin('panel').replace('localhost', 'other.localhost'),
      'other',
    );
    expect(other.title).not.toBe(demo.title);
    expect(other.button).not.toBe(demo.button);
    expect(demo.icon).toContain('brand-demo-favicon');
    expect(other.icon).toContain('brand-other-favicon');
  });
});
