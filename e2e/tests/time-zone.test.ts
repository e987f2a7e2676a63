/**
 * Issue #20 bug 4: every time shows on the grouping's clock (Barcelona's for the demo),
 * whatever the browser's zone, and names that clock when the browser's reads otherwise.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  apiUrl,
  appUrl,
  expectAccessible,
  expectNoConsoleErrors,
  logIn,
  logInWith,
  newPage,
  screenshot,
  useBrowser,
} from '../src/harness';

const browser = useBrowser();
const EMAIL = 'client@example.com';

async function token(): Promise<string> {
  const response = await fetch(apiUrl('/authenticate/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** 'YYYY-MM-DD HH:mm' on Barcelona's clock, as the spec's mask writes it. */
function barcelona(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The short name Barcelona's clock has at that moment (CET in winter, CEST in summer). */
function barcelonaZoneName(iso: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

describe('times follow the grouping, not the browser', () => {
  it('the configuration names the grouping zone', async () => {
    const response = await fetch(apiUrl('/configuration/domain/?search=localhost'));
    expect(((await response.json()) as { time_zone: string }).time_zone).toBe('Europe/Madrid');
  });

  it('messages and trips read on Barcelona time in UTC and in New York, and say so', async () => {
    const auth = await token();
    const listed = await fetch(apiUrl('/messages/?limit=10'), {
      headers: { authorization: `Token ${auth}` },
    });
    const { messages } = (await listed.json()) as { messages: { created_at: string }[] };
    const first = messages[0];
    if (!first) throw new Error('the demo seed has no message for client@');
    const expected = `${barcelona(first.created_at)} ${barcelonaZoneName(first.created_at)}`;

    const runs = [
      { timezoneId: 'UTC', locale: 'en-GB', viewport: DESKTOP, title: 'Messages' },
      { timezoneId: 'America/New_York', locale: 'es-ES', viewport: PHONE, title: 'Mensajes' },
    ] as const;
    for (const { timezoneId, locale, viewport, title } of runs) {
      const page = await newPage(browser(), { timezoneId, locale, viewport });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      await logInWith(page, 'panel', EMAIL, locale.slice(0, 2) as 'en' | 'es');
      await page.goto(appUrl('panel', '/messages'));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(expected, { exact: true }).first().waitFor();
      await expectAccessible(page, `messages in ${timezoneId}`);
      await screenshot(page, `time-zone-messages-${timezoneId.replace('/', '-')}`);
      expectNoConsoleErrors(page);
      await page.context().close();
    }

    // In Barcelona's own zone the clock needs no name.
    const local = await newPage(browser(), { timezoneId: 'Europe/Madrid' });
    await logIn(local, 'panel', EMAIL);
    await local.goto(appUrl('panel', '/messages'));
    await local.getByText(barcelona(first.created_at), { exact: true }).first().waitFor();
    expect(await local.getByText(expected).count()).toBe(0);
    await local.context().close();
  });
});
