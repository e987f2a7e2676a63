/**
 * The account screens: favorites, payment method and the wallet, through the
 * real server. Favorites and payment methods use a client registered here; the wallet
 * transfer goes between company@ and office@, which no other test uses for money.
 */
import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  appUrl,
  checkScreen,
  closePage,
  expectAccessible,
  expectNoConsoleErrors,
  openInApp,
  resize,
  signedInStorage,
  loggedInPage,
  newPage,
  screenshot,
  useBrowser,
  waitForMessage,
} from '../src/harness';

const browser = useBrowser();
const PASSWORD = 'Account2026';

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new client, signed up and activated with the code the outbox holds, as a user would. */
async function newClient(name: string): Promise<string> {
  const suffix = `${Date.now()}${randomInt(1000)}`;
  const email = `account-${suffix}@example.com`;
  const phone = `+3469${String(randomInt(10_000_000)).padStart(7, '0')}`;
  await api('POST', '/customer/signup/', {
    name,
    email,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms_accepted: true,
  });
  const sms = await waitForMessage(phone, /\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  await api('PUT', '/customer/confirm/', { phone, code });
  return email;
}

/**
 * Console errors other than the browser's own line for the refusals a test provokes on
 * purpose (a declined card is a 402, a transfer beyond the balance a 422).
 */
function unexpectedErrors(page: Page, refused: number[]): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (!(status && refused.includes(Number(status)) && text.startsWith('Failed to load resource')))
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return () => errors;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Waits for a dialog's opening animation to end, so axe measures the colours a user sees. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons loop for ever; only the finite ones are transitions.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The balance on screen, in cents ('€1,234.50' → 123450). */
async function balanceCents(page: Page): Promise<number> {
  const text = await page.getByTestId('purse-balance').innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

describe('account screens', () => {
  // The first page of a run pays for a cold server and browser on a busy machine.
  beforeAll(async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('panel', '/login'));
    await page.getByLabel('Email or phone').waitFor({ timeout: 120_000 });
    await page.context().close();
  });

  it('adds favorites from the search and the map, names, defaults, renames and deletes them', async () => {
    const email = await newClient('Marta Vidal');
    const page = await loggedInPage(browser(), 'panel', email, {
      viewport: DESKTOP,
      password: PASSWORD,
      path: '/favorite',
    });
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
    await page.getByText('You have no favorites yet').waitFor();
    await expectAccessible(page, 'favorites (empty)');

    // From the address search.
    await page.getByRole('button', { name: 'Add favorite' }).click();
    const dialog = page.getByRole('dialog', { name: 'New favorite' });
    await dialog.getByRole('combobox', { name: 'Address' }).fill('Sagrada Fam');
    const option = dialog
      .getByRole('option')
      .filter({ hasText: /Sagrada Fam/ })
      .first();
    await option.click();
    await dialog.getByText(/Chosen place: .*Sagrada Fam/).waitFor();
    await dialog.getByLabel('Name').fill('Home');
    await dialog.getByText('Use as my default address').click();
    await settled(dialog);
    await checkScreen(page, 'favorites (new, from search)', 'account-favorite-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Data successfully registered').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const home = page.getByRole('listitem').filter({ hasText: 'Home' });
    await home.getByText('Default', { exact: true }).waitFor();

    // From the map: a tap names the point by reverse geocoding.
    await page.getByRole('button', { name: 'Add favorite' }).click();
    await dialog.getByRole('region', { name: /Trip map/ }).waitFor();
    // Without a name and a place the form says what is missing, before any call.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required.').first().waitFor();
    const map = dialog.locator('.leaflet-container');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.getByText(/^Chosen place: /).waitFor();
    await dialog.getByLabel('Name').fill('Office');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const office = page.getByRole('listitem').filter({ hasText: 'Office' });
    await office.waitFor();

    // One default at a time.
    await page.getByRole('button', { name: 'Make Office the default' }).click();
    await office.getByText('Default', { exact: true }).waitFor();
    await home.getByRole('button', { name: 'Make Home the default' }).waitFor();
    expect(await home.getByText('Default', { exact: true }).count()).toBe(0);

    // Rename, then delete after the question.
    await page.getByRole('button', { name: 'Edit Home' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit favorite' });
    await editDialog.getByLabel('Name').fill('Casa');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Casa' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete favorite' });
    await question.getByText('Delete “Casa” from your favorites?').waitFor();
    await settled(question);
    await expectAccessible(page, 'favorites (delete question)');
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Casa' }).waitFor({ state: 'detached' });

    // The server kept exactly that.
    await page.reload();
    await office.getByText('Default', { exact: true }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Casa' }).count()).toBe(0);
    await checkScreen(page, 'favorites', 'account-favorites');
    // On a phone, the page as that reload left it: Casa was deleted, Office is the default.
    await resize(page, PHONE);
    await page.getByText('Office').first().waitFor();
    await checkScreen(page, 'favorites (phone)', 'account-favorites');
    await closePage(page);
  });

  it('makes another payment method the default and enables one more', async () => {
    const email = await newClient('Pau Ferrer');
    const page = await loggedInPage(browser(), 'panel', email, {
      viewport: PHONE,
      password: PASSWORD,
      path: '/payment-method',
    });
    await page.getByRole('heading', { level: 1, name: 'Payment method' }).waitFor();
    const cash = page.getByRole('listitem').filter({ hasText: 'Cash' });
    const wallet = page.getByRole('listitem').filter({ hasText: 'Wallet' });
    await cash.getByText('Default', { exact: true }).waitFor();
    await expectAccessible(page, 'payment method');

    await page.getByRole('button', { name: 'Change the default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment method' });
    await dialog.getByLabel('Use Wallet as default').check({ force: true });
    await page.getByText('Data updated').first().waitFor();
    await settled(dialog);
    await expectAccessible(page, 'payment method dialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await wallet.getByText('Default', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Enable Card' }).click();
    await page
      .getByRole('region', { name: 'Your payment methods' })
      .or(page.locator('section[aria-labelledby="payment-yours"]'))
      .getByText('Card', { exact: true })
      .waitFor();

    // On a loaded machine token/valid often answers before the domain's configuration,
    // which names the grouping whose methods the page lists: here it always does.
    await page.route('**/api/configuration/domain/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.reload();
    await wallet.getByText('Default', { exact: true }).waitFor();
    await page.unroute('**/api/configuration/domain/**');
    expect(await cash.getByText('Default', { exact: true }).count()).toBe(0);
    await screenshot(page, 'account-payment-method');

    // The same reloaded page at 1440 px.
    await resize(page, DESKTOP);
    await page.getByRole('listitem').filter({ hasText: 'Wallet' }).getByText('Default').waitFor();
    await screenshot(page, 'account-payment-method');
    await closePage(page);
  });

  it('recharges by card and sends money: the sender sees it drop, the receiver rise', async () => {
    const receiver = await loggedInPage(browser(), 'panel', 'office@example.com', {
      viewport: PHONE,
      path: '/purses',
    });
    await receiver.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    const code = (await receiver.getByTestId('purse-code').innerText()).trim();
    const receiverBefore = await balanceCents(receiver);
    await receiver.getByRole('img', { name: `QR code for ${code}` }).waitFor();
    await checkScreen(receiver, 'purses (phone)', 'account-purses');

    const sender = await newPage(browser(), {
      viewport: DESKTOP,
      storageState: await signedInStorage('panel', 'company@example.com'),
    });
    const senderErrors = unexpectedErrors(sender, [402, 422]);
    await sender.goto(appUrl('panel', '/purses'));
    await sender.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await sender.getByTestId('purse-code').waitFor();
    const start = await balanceCents(sender);

    // Recharge 20.00 with the sandbox's approving card; a declined card says so first.
    await sender.getByRole('button', { name: 'Recharge' }).click();
    const recharge = sender.getByRole('dialog', { name: 'Recharge with a card' });
    await recharge.getByLabel('Amount (EUR)').fill('20');
    await recharge.getByLabel('Card number').fill('4000 0000 0000 0002');
    await recharge.getByLabel('Expiry (MM/YY)').fill('12/39');
    await recharge.getByLabel('Security code (CVC)').fill('123');
    await recharge.getByRole('button', { name: 'Pay' }).click();
    await recharge.getByRole('alert').filter({ hasText: 'The card was declined' }).waitFor();
    await recharge.getByLabel('Card number').fill('4242 4242 4242 4242');
    await settled(recharge);
    await expectAccessible(sender, 'purses (recharge)');
    await recharge.getByRole('button', { name: 'Pay' }).click();
    await sender
      .getByText(`${euros(2000)} added to your balance`)
      .first()
      .waitFor();
    await expect.poll(() => balanceCents(sender)).toBe(start + 2000);
    const before = start + 2000;

    // Send 12,50 to the receiver's code, typed through the scanner's fallback.
    await sender.getByRole('button', { name: 'Send money' }).click();
    const send = sender.getByRole('dialog', { name: 'Send money' });
    await send.getByRole('button', { name: 'Continue' }).click();
    await send.getByText('This field is required.').first().waitFor();
    await send.getByRole('button', { name: 'Scan a QR code' }).click();
    await send.getByLabel('User code', { exact: true }).fill(code);
    await send.getByRole('button', { name: 'Use code' }).click();
    await expect.poll(() => send.getByLabel('User code or ID').inputValue()).toBe(code);
    await send.getByLabel('Amount (EUR)').fill('12,50');
    await settled(send);
    await checkScreen(sender, 'purses (send)', 'account-purses-send');
    await send.getByRole('button', { name: 'Continue' }).click();
    const confirm = sender.getByRole('dialog', { name: 'Send money?' });
    // The receiver is named as the server resolves the code, before anything is sent.
    await confirm.getByText(`Send ${euros(1250)} to Office Supplies SL (${code})?`).waitFor();
    await checkScreen(sender, 'purses (confirm with the name)', 'account-purses-confirm');
    await confirm.getByRole('button', { name: `Send ${euros(1250)}` }).click();
    await sender
      .getByText(`${euros(1250)} sent`)
      .first()
      .waitFor();
    await expect.poll(() => balanceCents(sender)).toBe(before - 1250);
    await sender
      .getByText(/^Sent to /)
      .first()
      .waitFor();
    await checkScreen(sender, 'purses', 'account-purses');

    // A code nobody has: the form says so and nothing can be sent.
    await sender.getByRole('button', { name: 'Send money' }).click();
    await send.getByLabel('User code or ID').fill('ZZZZZZZZ');
    await send.getByLabel('Amount (EUR)').fill('1');
    await send.getByRole('button', { name: 'Continue' }).click();
    await send.getByText('You do not have enough balance / Customer is invalid').waitFor();
    expect(await sender.getByRole('button', { name: /^Send / }).count()).toBe(0);
    await send.getByRole('button', { name: 'Cancel' }).click();

    // More than the balance: the spec's one refusal, and nothing moves.
    await sender.getByRole('button', { name: 'Send money' }).click();
    await send.getByLabel('User code or ID').fill(code);
    await send.getByLabel('Amount (EUR)').fill('999999');
    await send.getByRole('button', { name: 'Continue' }).click();
    await sender.getByRole('button', { name: /^Send / }).click();
    await send
      .getByRole('alert')
      .filter({ hasText: 'You do not have enough balance / Customer is invalid' })
      .waitFor();
    await send.getByRole('button', { name: 'Cancel' }).click();
    expect(await balanceCents(sender)).toBe(before - 1250);

    await receiver.reload();
    await receiver.getByTestId('purse-balance').waitFor();
    await expect.poll(() => balanceCents(receiver)).toBe(receiverBefore + 1250);
    await receiver
      .getByText(/^Received from /)
      .first()
      .waitFor();
    await screenshot(receiver, 'account-purses-received');

    // A card that needs the bank's second step credits only once it is confirmed.
    await receiver.getByRole('button', { name: 'Recharge' }).click();
    const stepped = receiver.getByRole('dialog', { name: 'Recharge with a card' });
    await stepped.getByLabel('Amount (EUR)').fill('5');
    await stepped.getByLabel('Card number').fill('4000 0025 0000 3155');
    await stepped.getByLabel('Expiry (MM/YY)').fill('12/39');
    await stepped.getByLabel('Security code (CVC)').fill('123');
    await stepped.getByRole('button', { name: 'Pay' }).click();
    const bank = receiver.getByRole('dialog', { name: 'Confirm with your bank' });
    await bank.getByRole('button', { name: 'Confirm payment' }).waitFor();
    expect(await balanceCents(receiver)).toBe(receiverBefore + 1250);
    await settled(bank);
    await expectAccessible(receiver, 'purses (bank step)');
    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await receiver
      .getByText(`${euros(500)} added to your balance`)
      .first()
      .waitFor();
    await expect.poll(() => balanceCents(receiver)).toBe(receiverBefore + 1750);
    expect(senderErrors()).toEqual([]);
    expectNoConsoleErrors(receiver);
    await sender.context().close();
    await receiver.context().close();
  });

  it('speaks Catalan on the account screens', async () => {
    const page = await loggedInPage(browser(), 'panel', 'office@example.com', {
      viewport: PHONE,
      locale: 'ca-ES',
      path: '/purses',
    });
    await page.getByRole('heading', { level: 1, name: 'Moneder' }).waitFor();
    await page.getByRole('button', { name: 'Envia diners' }).click();
    const send = page.getByRole('dialog', { name: 'Envia diners' });
    await send.getByRole('button', { name: 'Continua' }).click();
    await send.getByText('Aquest camp és obligatori.').first().waitFor();
    await send.getByLabel("Codi o ID d'usuari").fill('x');
    await send.getByRole('button', { name: 'Continua' }).click();
    await send
      .getByText(/codi d'usuari/i)
      .first()
      .waitFor();
    await settled(send);
    await checkScreen(page, 'purses (ca, send)', 'account-purses-send-ca');
    await send.getByRole('button', { name: 'Cancel·la' }).click();
    await openInApp(page, '/favorite');
    await page.getByRole('heading', { level: 1, name: 'Preferits' }).waitFor();
    await page.getByRole('button', { name: 'Afegeix un preferit' }).waitFor();
    await openInApp(page, '/payment-method');
    await page.getByRole('heading', { level: 1, name: 'Mètode de pagament' }).waitFor();
    await page.getByText('Els teus mètodes de pagament').waitFor();
    // The built-in methods' names come from the server in the page's language.
    await page.getByRole('listitem').filter({ hasText: 'Efectiu' }).first().waitFor();
    expect(await page.getByText('Cash', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'payment method (ca)');
    await closePage(page);
  });
});
