import { domainConfigurationSchema } from '@parada/core';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../helper';
import { groupingId } from '../ride-fixtures';

/**
 * Hostile branding: an operator (or a stolen operator session) trying to put script URLs,
 * CSS or markup into a grouping's look is refused on save, and whatever sits in the
 * database already (an older version, a manual edit) never reaches the apps through
 * GET configuration/domain as anything but a safe value.
 */

const HOSTILE: Array<[string, unknown]> = [
  ['logo', 'javascript:alert(1)'],
  ['logo', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['logo', '//evil.example/logo.png'],
  ['favicon', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['favicon', 'http://evil.example/favicon.ico'],
  ['facebook_link', 'javascript:alert(1)'],
  ['twitter_link', 'data:text/html,<script>alert(1)</script>'],
  ['linkedin_link', 'http://evil.example'],
  ['main_color', 'red;background:url(javascript:alert(1))'],
  ['main_color', '#fff} body{display:none'],
  ['secondary_color', 'expression(alert(1))'],
  ['menu_text_color', 'var(--x)'],
  ['top_text_color', '#12345g'],
  ['name', '<img src=x onerror=alert(1)>'],
  ['name', 'Parada <script>alert(1)</script>'],
  ['title', '<b>Bold</b> title'],
  ['analytics_id', "G-1'); alert(1); ('"],
];

describeApi('security: hostile branding', (h) => {
  let operator = '';
  let taxi = 0;
  beforeAll(async () => {
    operator = await h.login('operator@example.com');
    taxi = await groupingId(h, 'demo-taxi');
  });

  it('refuses each hostile value on save with a 422 naming the field', async () => {
    const before = await h.db
      .selectFrom('agrupations')
      .selectAll()
      .where('id', '=', taxi)
      .executeTakeFirstOrThrow();
    const accepted: string[] = [];
    for (const [field, value] of HOSTILE) {
      const response = await h.call('PUT', `/api/admin/agrupations/${taxi}/`, {
        token: operator,
        body: { [field]: value },
      });
      if (response.statusCode !== 422 || !response.body.includes(field)) {
        accepted.push(`${field}=${String(value)}: ${response.statusCode}`);
      }
      const created = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: {
          parent_id: before.parent_id,
          permalink: 'hostile',
          name: 'Hostile',
          [field]: value,
        },
      });
      if (created.statusCode !== 422) accepted.push(`new ${field}=${String(value)}`);
    }
    expect(accepted).toEqual([]);
    const after = await h.db
      .selectFrom('agrupations')
      .selectAll()
      .where('id', '=', taxi)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('accepts the safe forms of the same fields', async () => {
    const response = await h.call('PUT', `/api/admin/agrupations/${taxi}/`, {
      token: operator,
      body: {
        logo: 'https://cdn.example.com/logo.png',
        favicon: '/files/favicon.ico',
        facebook_link: 'https://facebook.com/parada',
        main_color: '#0a7',
        name: 'Parada Taxi & Co',
        title: 'Taxis "24h"',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('sends the apps only safe values, whatever the database holds', async () => {
    const demo = await groupingId(h, 'demo');
    const before = await h.db
      .selectFrom('agrupations')
      .select(['logo', 'favicon', 'main_color', 'secondary_color', 'facebook_link', 'name'])
      .where('id', '=', demo)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('agrupations')
      .set({
        logo: 'javascript:alert(1)',
        favicon: 'data:image/svg+xml,<svg onload=alert(1)>',
        main_color: 'red;background:url(javascript:alert(1))',
        secondary_color: '</style><script>alert(1)</script>',
        facebook_link: 'javascript:alert(1)',
        name: '<img src=x onerror=alert(1)>',
      })
      .where('id', '=', demo)
      .execute();
    try {
      const response = await h.call('GET', '/api/configuration/domain/?search=localhost', {
        agrupation: null,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // The wire schema the apps parse with: https or same-origin images, hex colours.
      expect(domainConfigurationSchema.safeParse(body).success).toBe(true);
      expect(response.body).not.toMatch(/javascript:|data:|<script|<svg|url\(/i);
      expect(body).toMatchObject({
        logo: null,
        favicon: null,
        main_color: null,
        secondary_color: null,
        facebook_link: null,
      });
      // A name is text: the apps render it as text (React escapes it), never as markup.
      expect(typeof body.name).toBe('string');
    } finally {
      await h.db.updateTable('agrupations').set(before).where('id', '=', demo).execute();
    }
  });
});
