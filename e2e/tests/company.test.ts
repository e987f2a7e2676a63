/**
 * The company screens: employees (create, deactivate with the confirmation naming them,
 * close with the PDF of their services), service types, a support ticket answered by the
 * operator and replied to, and the operator's messages. Accounts: company@ and office@,
 * plus the employees these tests create.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  callApi,
  checkScreen,
  closePage,
  expectAccessible,
  loggedInPage,
  screenshot,
  useBrowser,
} from '../src/harness';
import { tokenOf } from '../src/accounts';

const browser = useBrowser();

/** Unique per run, so a rerun against the same server never meets its own leftovers. */
const run = Date.now().toString(36).slice(-5);

/** The operator's own API (docs/architecture.md, the API beyond the spec), as the support desk would use it. */
async function asOperator(method: string, path: string, body?: unknown): Promise<unknown> {
  return callApi(method, path, { token: await tokenOf('operator@example.com'), body });
}

/** Dialogs slide in: axe reads colours mid-animation, so wait until nothing moves. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

describe('company screens', () => {
  it('creates an employee, deactivates it after naming it, and closes it with its PDF', async () => {
    const page = await loggedInPage(browser(), 'panel', 'company@example.com', {
      viewport: DESKTOP,
      path: '/employee',
    });
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();
    await page.getByRole('cell', { name: 'Eva Employee', exact: true }).waitFor();
    await expectAccessible(page, 'employees');

    // The new blank row sits on top of the table and checks its fields before sending.
    await page.getByRole('button', { name: 'New employee' }).click();
    const form = page.getByRole('form', { name: 'New employee' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required.').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, 'employees, new row with errors');

    const name = `Nora Test ${run}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(`nora-${run}@example.com`);
    await form.getByLabel('Phone').fill(`+3469${String(Date.now()).slice(-7)}`);
    await form.getByLabel('Service type').selectOption({ label: 'Airport transfer' });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Employee ${name} has been created`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Invitation sent').waitFor();
    await screenshot(page, 'company-employees');

    // Deactivate from the keyboard: the switch asks first, naming the employee.
    await page.getByLabel(`${name} is active`).focus();
    await page.keyboard.press('Space');
    const question = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
    await question.waitFor();
    await settled(page);
    await expectAccessible(page, 'employees, deactivate question');
    await question.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, `Employee ${name} deactivated`).waitFor();
    await expect(page.getByLabel(`${name} is active`).isChecked()).resolves.toBe(false);

    // A pending employee has no password to reset: the menu says why it cannot send one.
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    const reset = page.getByRole('menuitem', { name: /Send a password reset link/ });
    await reset.getByText('Once they activate the invitation: they have no password yet').waitFor();
    await expect(reset.getAttribute('aria-disabled')).resolves.toBe('true');

    // Close: the PDF of their services downloads first, then the account moves to closed.
    await page.getByRole('menuitem', { name: 'Close account' }).click();
    const closing = page.getByRole('alertdialog', { name: `Close the account of ${name}?` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      closing.getByRole('button', { name: 'Close account' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('services.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await toast(page, 'The action was successful').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Closed' }).click();
    const closed = page.getByRole('list', { name: 'Closed employees' });
    await closed.getByText(name, { exact: true }).waitFor();
    await expectAccessible(page, 'employees, closed');
    await closePage(page);
  });

  it('shows employees as cards on a phone, with the new blank card first', async () => {
    const page = await loggedInPage(browser(), 'panel', 'company@example.com', {
      viewport: PHONE,
      path: '/employee',
    });
    const list = page.getByRole('list', { name: 'Employees of your company' });
    await list.getByText('Eva Employee').waitFor();
    await checkScreen(page, 'employees (phone)', 'company-employees');
    await page.getByRole('button', { name: 'New employee' }).click();
    await page.getByRole('form', { name: 'New employee' }).waitFor();
    await screenshot(page, 'company-employees-new');
    await closePage(page);
  });

  it('adds a service type, switches it off and deletes it', async () => {
    const page = await loggedInPage(browser(), 'panel', 'company@example.com', {
      viewport: PHONE,
      path: '/service_type',
    });
    await page.getByRole('heading', { level: 1, name: 'Service types' }).waitFor();
    await page.getByText('Client meeting', { exact: true }).waitFor();
    await expectAccessible(page, 'service types');

    const name = `Night shift ${run}`;
    await page.getByLabel('New service type').fill(name);
    await page.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Service type created').waitFor();
    const item = page.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    await expect(page.getByLabel('New service type').inputValue()).resolves.toBe('');

    await page.getByLabel(`${name} is active`).focus();
    await page.keyboard.press('Space');
    await toast(page, 'Service type updated').waitFor();
    await item.getByText('Inactive').waitFor();
    await screenshot(page, 'company-service-types');

    await item.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await question.waitFor();
    await settled(page);
    await expectAccessible(page, 'service types, delete question');
    await question.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'The action was successful').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'company-service-types');
    await closePage(page);
  });

  it('files a ticket, reads the operator’s answer and replies in the thread', async () => {
    const page = await loggedInPage(browser(), 'panel', 'office@example.com', {
      viewport: DESKTOP,
      path: '/tickets',
    });
    await page.getByRole('heading', { level: 1, name: 'Support tickets' }).waitFor();
    await page.getByText('You have no tickets yet.').waitFor();
    await expectAccessible(page, 'tickets, empty');

    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ticket' });
    const subject = `Receipts ${run}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Nothing is sent until the type is chosen and the message is long enough.
    await dialog.getByText('This field is required.').waitFor();
    // Longer than the text prompt's minimum of 10 (spec §2), so at least 11.
    await dialog.getByText('Write at least 11 characters').waitFor();
    await settled(page);
    await expectAccessible(page, 'tickets, new ticket with errors');
    await dialog.getByLabel('Type').selectOption({ label: 'Question' });
    await dialog.getByLabel('Message').fill('Could you email monthly receipts to accounts?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/ticket\/\d+$/);
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The support desk answers through the operator API and asks for an answer back.
    await asOperator('PUT', `/admin/tickets/${id}`, {
      state: 'waiting_answer',
      reply: 'Of course. Which address should we use?',
    });
    await page.reload();
    await page.getByText('Of course. Which address should we use?').waitFor();
    await page.getByText('Waiting for your answer', { exact: true }).waitFor();
    await checkScreen(page, 'ticket, waiting for the answer', 'company-ticket');

    // The reply goes through the text prompt: sent only once longer than 10 characters.
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Reply to support' });
    await prompt.getByLabel('Your reply').fill('Use this.');
    await expect(prompt.getByRole('button', { name: 'Send reply' }).isDisabled()).resolves.toBe(
      true,
    );
    await prompt.getByText('2 more characters').waitFor();
    await checkScreen(page, 'ticket, reply prompt', 'company-ticket-reply-prompt');
    await prompt.getByLabel('Your reply').fill('Please use accounts@office.example.');
    await prompt.getByRole('button', { name: 'Send reply' }).click();
    // The toast says what happened: the reply went to support.
    await page.getByText('Your reply has been sent').waitFor();
    await page.getByText('Please use accounts@office.example.').waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await prompt.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'All tickets' }).click();
    await page.getByRole('link', { name: subject }).waitFor();
    await screenshot(page, 'company-tickets');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: subject }).click();
    await page.getByText('Please use accounts@office.example.').waitFor();
    await checkScreen(page, 'ticket (phone)', 'company-ticket');
    await closePage(page);
  });

  it('shows the operator’s messages and marks one read when opened', async () => {
    const users = (await asOperator('GET', '/admin/users')) as { id: number; email: string }[];
    const office = users.find((user) => user.email === 'office@example.com');
    expect(office).toBeDefined();
    const subject = `Holiday rates ${run}`;
    await asOperator('POST', '/admin/messages', {
      usuario_id: office!.id,
      subject,
      body: 'Rides on public holidays carry a supplement from next month.',
    });

    const page = await loggedInPage(browser(), 'panel', 'office@example.com', {
      viewport: PHONE,
      path: '/messages',
    });
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const message = page.getByRole('button', { name: new RegExp(subject) });
    await message.waitFor();
    await page.getByText('1 unread').waitFor();
    await checkScreen(page, 'messages', 'company-messages');

    await message.click();
    await page.getByText('Rides on public holidays carry a supplement').waitFor();
    await page.getByText('All read').waitFor();
    await expect(message.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.setViewportSize(DESKTOP);
    await checkScreen(page, 'messages, opened', 'company-messages');
    await closePage(page);
  });
});
