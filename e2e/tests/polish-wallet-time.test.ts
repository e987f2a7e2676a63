/**
 * In Chromium: the wallet names who receives a transfer (as the server resolves the code) before anything is sent, and the wallet's, tickets' and
 * messages' times read on the grouping's clock (Barcelona's for the demo) whatever zone
 * the browser is in, naming that clock when the browser's own reads otherwise.
 */
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  checkScreen,
  closePage,
  logInWith,
  newPage,
  useBrowser,
  openInApp,
} from '../src/harness';
import { tokenOf } from '../src/accounts';
import { barcelona, barcelonaZoneName, timeIn } from '../src/readings';

const browser = useBrowser();
const SENDER = 'client@example.com';
const RECEIVER = 'client2@example.com';
/** The receiver's display name in the demo seed. */
const RECEIVER_NAME = 'Carles Client';

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the screen must show for a moment: Barcelona's wall clock and its name. */
const shown = (iso: string, language: 'en' | 'es') =>
  `${barcelona(iso, language)} ${barcelonaZoneName(iso)}`;

const RUNS = [
  {
    timezoneId: 'UTC',
    locale: 'en-GB',
    language: 'en',
    viewport: DESKTOP,
    words: {
      send: 'Send money',
      to: 'User code or ID',
      amount: 'Amount (EUR)',
      next: 'Continue',
      confirmTitle: 'Send money?',
      sendButton: /^Send /,
      movements: 'Movements',
      tickets: 'Tickets',
      messages: 'Messages',
    },
  },
  {
    timezoneId: 'America/New_York',
    locale: 'es-ES',
    language: 'es',
    viewport: PHONE,
    words: {
      send: 'Enviar dinero',
      to: 'Código o ID de usuario',
      amount: 'Importe (EUR)',
      next: 'Continuar',
      confirmTitle: '¿Enviar dinero?',
      sendButton: /^Enviar \d/,
      movements: 'Movimientos',
      tickets: 'Incidencias',
      messages: 'Mensajes',
    },
  },
] as const;

describe('the wallet names the receiver, and every time is on the grouping’s clock', () => {
  for (const run of RUNS) {
    it(`in ${run.language}, with the browser in ${run.timezoneId}`, async () => {
      const sender = await tokenOf(SENDER);
      const receiver = await tokenOf(RECEIVER);
      const { code } = await api<{ code: string }>('/purses/', receiver);
      const tag = `${run.language}-${run.viewport.width}`;

      const page = await newPage(browser(), {
        timezoneId: run.timezoneId,
        locale: run.locale,
        viewport: run.viewport,
      });
      // The page's clock really is the browser's zone, not the grouping's.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        run.timezoneId,
      );
      await logInWith(page, 'panel', SENDER, run.language);

      // Bug 3: the confirmation names the receiver as the server resolves the code (typed
      // in lower case, as a user might), before anything can be sent.
      await openInApp(page, '/purses');
      await page.getByTestId('purse-code').waitFor();
      await page.getByRole('button', { name: run.words.send }).click();
      const form = page.getByRole('dialog', { name: run.words.send });
      await form.getByLabel(run.words.to).fill(code.toLowerCase());
      await form.getByLabel(run.words.amount).fill('0,05');
      await form.getByRole('button', { name: run.words.next }).click();
      const confirm = page.getByRole('dialog', { name: run.words.confirmTitle });
      await confirm
        .getByText(`${RECEIVER_NAME} (${code.toLowerCase()})`, { exact: false })
        .waitFor();
      await checkScreen(page, `wallet confirmation (${tag})`, `polish-wallet-confirm-${tag}`);
      await confirm.getByRole('button', { name: run.words.sendButton }).click();
      await confirm.waitFor({ state: 'detached' });

      // Bug 4, wallet: the new movement's time on Barcelona's clock, with its name.
      const { movements } = await api<{ movements: Array<{ created_at: string }> }>(
        '/purses/movements/?limit=1',
        sender,
      );
      const sent = movements[0]!.created_at;
      // The same moment on the browser's own clock, which the screen must NOT show.
      expect(timeIn(run.timezoneId, new Date(sent))).not.toBe(
        timeIn('Europe/Madrid', new Date(sent)),
      );
      await page.getByRole('heading', { name: run.words.movements }).waitFor();
      await page.getByText(shown(sent, run.language), { exact: true }).first().waitFor();
      await checkScreen(page, `wallet (${tag})`, `polish-wallet-movements-${tag}`);

      // Tickets: the list's 'updated' and the ticket's 'opened' times.
      const ticket = await api<{ id: number; created_at: string; updated_at: string }>(
        '/tickets/',
        sender,
        {
          method: 'POST',
          body: JSON.stringify({
            type: 'complaint',
            subject: `Clock check ${tag} ${Date.now()}`,
            body: 'Which clock do you read?',
          }),
        },
      );
      // The send's toast gone first: it would stay over the next screen's top bar (a full
      // page load would drop it, a client-side navigation does not).
      await page
        .locator('[data-scope="toast"][data-part="root"]')
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 });
      await openInApp(page, '/tickets');
      await page.getByRole('heading', { level: 1, name: run.words.tickets }).waitFor();
      await page
        .getByText(shown(ticket.updated_at, run.language), { exact: false })
        .first()
        .waitFor();
      await checkScreen(page, `tickets (${tag})`, `polish-time-tickets-${tag}`);
      await openInApp(page, `/ticket/${ticket.id}`);
      await page
        .getByText(shown(ticket.created_at, run.language), { exact: false })
        .first()
        .waitFor();
      await checkScreen(page, `ticket (${tag})`, `polish-time-ticket-${tag}`);

      // Messages.
      const { messages } = await api<{ messages: Array<{ created_at: string }> }>(
        '/messages/?limit=10',
        sender,
      );
      const message = messages[0];
      if (!message) throw new Error('the demo seed has no message for client@');
      await openInApp(page, '/messages');
      await page.getByRole('heading', { level: 1, name: run.words.messages }).waitFor();
      await page
        .getByText(shown(message.created_at, run.language), { exact: true })
        .first()
        .waitFor();
      await checkScreen(page, `messages (${tag})`, `polish-time-messages-${tag}`);

      await closePage(page);
    });
  }
});
