/**
 * Google and Facebook sign-in end to end in Chromium, against the local stand-in
 * (src/social-stand-in.ts) that serves the SDKs' scripts, signs Google ID tokens with a test
 * key and answers the Graph API's /me. The buttons, their scripts and the policy's third
 * origins exist only where the grouping has client ids (here other.localhost, set through
 * the admin API and cleared after). Also the sign-up's email check as the field is left.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  appOrigin,
  callApi,
  checkScreen,
  closePage,
  expectAccessible,
  newPage,
  resize,
  useBrowser,
} from '../src/harness';
import { tokenOf } from '../src/accounts';
import { nextSignIn } from '../src/social-stand-in';

const browser = useBrowser();
const OTHER = appOrigin('panel').replace('localhost', 'other.localhost');
const GOOGLE_CLIENT_ID = 'parada-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '424242';

async function operatorCall(method: string, path: string, body?: unknown): Promise<unknown> {
  const token = await tokenOf('operator-other@example.com', 'other');
  return callApi(method, path, { token, agrupation: 'other', body });
}

async function setSocialIds(ids: {
  google_client_id: string | null;
  facebook_app_id: string | null;
}) {
  const groupings = (await operatorCall('GET', '/admin/agrupations')) as {
    id: number;
    permalink: string;
  }[];
  const other = groupings.find((grouping) => grouping.permalink === 'other');
  if (!other) throw new Error('the seed has no "other" grouping');
  await operatorCall('PUT', `/admin/agrupations/${other.id}`, ids);
}

/** Every request the page makes to the stand-in, to show what loads where. */
function standInRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(inject('socialOrigin')))
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Whose session the page holds, asked of the server with the token it stored. */
async function signedInEmail(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('parada.token'));
  const session = await fetch(apiUrl('/token/valid/'), {
    headers: { authorization: `Token ${token}`, 'app-agrupation': 'other' },
  });
  return ((await session.json()) as { user: { email: string } }).user.email;
}

describe('social sign-in', () => {
  beforeAll(async () => {
    await setSocialIds({ google_client_id: GOOGLE_CLIENT_ID, facebook_app_id: FACEBOOK_APP_ID });
  });
  afterAll(async () => {
    await setSocialIds({ google_client_id: null, facebook_app_id: null });
  });

  it('a grouping without client ids offers no provider, loads nothing and allows no third origin', async () => {
    const page = await newPage(browser(), { viewport: DESKTOP });
    const requests = standInRequests(page);
    const response = await page.goto(`${appOrigin('panel')}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain(inject('socialOrigin'));
    expect(policy).not.toMatch(/google|facebook|frame-src/);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /Google|Facebook/ }).count()).toBe(0);
    expect(requests).toEqual([]);

    await closePage(page);
  });

  it('Google: a new person signs up in Catalan, accepts the privacy policy and lands on home', async () => {
    const page = await newPage(browser(), { viewport: PHONE, locale: 'ca-ES' });
    const requests = standInRequests(page);
    const response = await page.goto(`${OTHER}/login`);
    // The grouping with ids allows the stand-in's origin, in its own policy only.
    expect(response?.headers()['content-security-policy']).toContain(
      `script-src 'self' ${inject('socialOrigin')}`,
    );
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    await google.waitFor();
    await page.getByRole('button', { name: 'Continua amb Facebook' }).waitFor();
    await expect
      .poll(() => requests)
      .toEqual(expect.arrayContaining(['/gsi/client', '/fb/sdk.js']));
    await page.getByRole('group', { name: 'Entra amb un altre compte' }).waitFor();

    const email = `nova.${randomInt(1e6)}@example.com`;
    await nextSignIn(inject('socialOrigin'), {
      provider: 'google',
      identity: { sub: `g-${randomInt(1e9)}`, email, name: 'Núria Puig', email_verified: true },
    });
    await google.click();
    // A new account: the provider showed no terms, so the privacy policy comes first.
    await page.waitForURL(/\/renew_privacy$/);
    await page.getByText('He llegit i accepto la política de privacitat').click();
    await page.getByRole('button', { name: 'Accepta i continua' }).click();
    await page.waitForURL(/\/panel$/);
    expect(await signedInEmail(page)).toBe(email);
    await closePage(page);
  });

  it('Facebook: an existing client signs in and lands on home; a refused token says so', async () => {
    const page = await newPage(browser(), { viewport: DESKTOP });
    // The refusal is provoked: the browser's own line for its 401 is the one error allowed.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${OTHER}/login`);
    const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
    await expect.poll(() => facebook.isEnabled()).toBe(true);

    await nextSignIn(inject('socialOrigin'), { provider: 'facebook', refuse: true });
    await facebook.click();
    await page.getByRole('alert').getByText('Could not sign in with this account').waitFor();
    await expectAccessible(page, 'login, refused provider token');

    await nextSignIn(inject('socialOrigin'), {
      provider: 'facebook',
      identity: { id: `fb-${randomInt(1e9)}`, email: 'other@example.com', name: 'Oliver Other' },
    });
    await facebook.click();
    await page.waitForURL(/\/panel$/);
    expect(await signedInEmail(page)).toBe('other@example.com');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('register says at once when an email is taken (es)', async () => {
    const page = await newPage(browser(), { viewport: PHONE, locale: 'es-ES' });
    await page.goto(`${OTHER}/register`);
    await page.getByRole('button', { name: 'Sign up with Google' }).waitFor();
    const email = page.locator('input[name="email"]');
    await email.fill('other@example.com');
    await email.blur();
    await page.getByText('Este correo electrónico ya está registrado').waitFor();
    await checkScreen(page, 'register, email taken (es)', 'social-register-taken-es');
    // Another address clears the message as it is typed; a free one brings none back.
    await email.fill(`libre.${randomInt(1e6)}@example.com`);
    expect(await page.getByText('Este correo electrónico ya está registrado').count()).toBe(0);
    await email.blur();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Este correo electrónico ya está registrado').count()).toBe(0);
    await closePage(page);
  });

  it('log-in and sign-up with the providers at 390 and 1440 px, in English and Catalan', async () => {
    const words = {
      en: { login: 'Log in', register: 'Sign up', facebook: 'Continue with Facebook' },
      ca: { login: 'Entra', register: "Registra't", facebook: 'Continua amb Facebook' },
    } as const;
    for (const [language, locale] of [
      ['en', 'en-GB'],
      ['ca', 'ca-ES'],
    ] as const) {
      // One page per language: each screen loaded once, then looked at in both widths (the
      // providers' buttons are drawn once their SDKs are ready; a resize only lays them out).
      const page = await newPage(browser(), { viewport: PHONE, locale });
      for (const screen of ['login', 'register'] as const) {
        await page.goto(`${OTHER}/${screen}`);
        const widths =
          page.viewportSize()?.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
        for (const viewport of widths) {
          await resize(page, viewport);
          await page.getByRole('button', { name: words[language][screen], exact: true }).waitFor();
          await expect
            .poll(() => page.getByRole('button', { name: words[language].facebook }).isEnabled())
            .toBe(true);
          await page.getByRole('button', { name: /with Google$/ }).waitFor();
          await checkScreen(
            page,
            `${screen} with providers (${language}, ${viewport.width})`,
            `social-${screen}-${language}`,
          );
        }
      }
      await closePage(page);
    }
  });
});
