/**
 * A wallet recharge by card through Stripe, in Chromium: a server of its own runs
 * with PAYMENTS=stripe against the local stand-in of Stripe's API (the server tests' one),
 * the panel sends the browser to the stand-in's 3-D Secure page, the "bank" approves and
 * its signed webhook credits the wallet, and the page the browser comes back to says so.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../apps/server/test/stripe-stand-in';
import {
  DESKTOP,
  PHONE,
  checkScreen,
  closePage,
  newPage,
  screenshot,
  useBrowser,
} from '../src/harness';
import { freePort, startServer, type RunningServer } from '../src/server';

const browser = useBrowser();
const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

let stripe: StripeStandIn;
let port: number;
let server: RunningServer | undefined;

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  // The stand-in must know where to send its webhooks before the server starts.
  port = await freePort();
  stripe.webhookUrl = `http://127.0.0.1:${port}/api/gateway/stripe/webhook`;
  server = await startServer(
    inject('seededDataDir'),
    {
      SIM_DRIVERS: 'false',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    port,
  );
});

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** The wallet's balance in cents, as the API tells the same user. */
async function balance(token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/purses/`, {
    headers: { authorization: `Token ${token}` },
  });
  return Math.round(((await response.json()) as { balance: number }).balance * 100);
}

it('recharges through the bank page of 3-D Secure and shows the credit on return (es, 390 px)', async () => {
  const login = await fetch(`http://127.0.0.1:${port}/api/authenticate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client@example.com', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const start = await balance(token);

  const page = await newPage(browser(), { locale: 'es-ES', viewport: PHONE });
  const origin = `http://localhost:${port}`;

  await page.goto(`${origin}/login`);
  await page.getByLabel('Correo electrónico o teléfono').fill('client@example.com');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !/\/login/.test(url.pathname));

  await page.goto(`${origin}/purses`);
  await page.getByRole('heading', { level: 1, name: 'Monedero' }).waitFor();
  await page.getByRole('button', { name: 'Recargar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Recargar con una tarjeta' });
  // A real provider: no sandbox notice.
  expect(await dialog.getByText('Entorno de pruebas').count()).toBe(0);
  await dialog.getByLabel('Importe (EUR)').fill('15');
  await dialog.getByLabel('Número de la tarjeta').fill('4000 0025 0000 3155');
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/39');
  await dialog.getByLabel('Código de seguridad (CVC)').fill('123');
  await dialog.getByRole('button', { name: 'Pagar' }).click();

  // The bank's page is the provider's site, not ours.
  await page.waitForURL((url) => url.origin === stripe.url && url.pathname.startsWith('/3ds/'));
  expect(await balance(token)).toBe(start);
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await page.waitForURL((url) => url.origin === origin && url.pathname === '/purses');
  const outcome = page.getByTestId('recharge-return');
  await outcome.filter({ hasText: 'Pago confirmado' }).waitFor();
  // The reference is read once and leaves the address.
  expect(new URL(page.url()).search).toBe('');
  expect(await balance(token)).toBe(start + 1500);
  await checkScreen(page, 'purses (back from the bank)', 'stripe-recharge-return');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'stripe-recharge-return');
  await closePage(page);
});
