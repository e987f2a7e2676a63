/** The panel's frame: the guards, logging in and out, the 404 page, a refused password. */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  appUrl,
  closePage,
  expectAccessible,
  newPage,
  useBrowser,
} from '../src/harness';

const browser = useBrowser();

describe('panel shell', () => {
  it('logs a client in, keeps it out of company routes, and logs out after asking', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('panel', '/panel'));
    // Not logged in: the guard sends the visitor to the entry page, which leads to the form.
    await page.getByRole('heading', { level: 1, name: /^Welcome to / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/before_room');
    await page.getByRole('main').getByRole('link', { name: 'Help' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();

    await page.getByLabel('Email or phone').fill('client@example.com');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/panel');
    await page.getByRole('navigation').first().waitFor();

    // Employees are a company's page: a client lands on the 404.
    await page.goto(appUrl('panel', '/employee'));
    await page.getByText('Oops! Nothing here...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/not_found');
    await expectAccessible(page, 'not_found');

    await page.getByRole('navigation').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome to / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/before_room');
    await closePage(page);
  });

  it('shows the server error for a wrong password, in Catalan', async () => {
    const page = await newPage(browser(), { locale: 'ca-ES' });
    await page.goto(appUrl('panel', '/login'));
    await page.getByRole('heading', { name: 'Inicia la sessió' }).waitFor();
    await page.getByLabel('Correu electrònic o telèfon').fill('client@example.com');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page, 'login (ca, refused)');
    await page.context().close();
  });
});
