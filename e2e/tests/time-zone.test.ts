/**
 * Every time shows on the grouping's clock (Barcelona's for the demo),
 * whatever the browser's zone, and names that clock when the browser's reads otherwise.
 */
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiUrl,
  checkScreen,
  closePage,
  logInWith,
  loggedInPage,
  newPage,
  useBrowser,
  openInApp,
} from '../src/harness';
import { tokenOf } from '../src/accounts';
import { barcelona, barcelonaZoneName } from '../src/readings';

const browser = useBrowser();
const EMAIL = 'client@example.com';

describe('times follow the grouping, not the browser', () => {
  it('the configuration names the grouping zone', async () => {
    const response = await fetch(apiUrl('/configuration/domain/?search=localhost'));
    expect(((await response.json()) as { time_zone: string }).time_zone).toBe('Europe/Madrid');
  });

  it('messages and trips read on Barcelona time in UTC and in New York, and say so', async () => {
    const auth = await tokenOf(EMAIL);
    const listed = await fetch(apiUrl('/messages/?limit=10'), {
      headers: { authorization: `Token ${auth}` },
    });
    const { messages } = (await listed.json()) as { messages: { created_at: string }[] };
    const first = messages[0];
    if (!first) throw new Error('the demo seed has no message for client@');
    const expected = (language: 'en' | 'es') =>
      `${barcelona(first.created_at, language)} ${barcelonaZoneName(first.created_at)}`;

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
      await openInApp(page, '/messages');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByText(expected(locale.slice(0, 2) as 'en' | 'es'), { exact: true })
        .first()
        .waitFor();
      await checkScreen(
        page,
        `messages in ${timezoneId}`,
        `time-zone-messages-${timezoneId.replace('/', '-')}`,
      );
      await closePage(page);
    }

    // In Barcelona's own zone the clock needs no name.
    const local = await loggedInPage(browser(), 'panel', EMAIL, {
      timezoneId: 'Europe/Madrid',
      path: '/messages',
    });
    await local.getByText(barcelona(first.created_at), { exact: true }).first().waitFor();
    expect(await local.getByText(expected('en')).count()).toBe(0);
    await local.context().close();
  });
});
