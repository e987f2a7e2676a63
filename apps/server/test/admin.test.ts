import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, fieldMessages } from './helper';

describeApi('admin API', (h) => {
  let operator: string;
  let otherOperator: string;
  let client: string;
  let company: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    [operator, otherOperator, client, company] = await Promise.all([
      h.login('operator@example.com'),
      h.login('operator-other@example.com', undefined, 'other'),
      h.login('client@example.com'),
      h.login('company@example.com'),
    ]);
    const rows = await h.db.selectFrom('agrupations').select(['id', 'permalink']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.permalink, row.id]));
  });

  describe('access', () => {
    it('answers 403 to non-operators and 401 without a token', async () => {
      expect((await h.call('GET', '/api/admin/agrupations/', { token: client })).statusCode).toBe(
        403,
      );
      expect((await h.call('GET', '/api/admin/agrupations/', { token: company })).statusCode).toBe(
        403,
      );
      expect((await h.call('GET', '/api/admin/agrupations/')).statusCode).toBe(401);
      for (const url of ['/api/admin/users/', '/api/admin/tickets/', '/api/admin/domains/']) {
        expect((await h.call('GET', url, { token: client })).statusCode).toBe(403);
      }
      const message = { subject: 'Hi', body: 'Spam to everyone' };
      expect(
        (await h.call('POST', '/api/admin/messages/', { token: company, body: message }))
          .statusCode,
      ).toBe(403);
      const body = { parent_id: 1, permalink: 'x', name: 'x' };
      expect(
        (await h.call('POST', '/api/admin/agrupations/', { token: client, body })).statusCode,
      ).toBe(403);
    });
  });

  describe('groupings', () => {
    it("lists only the operator's own tree", async () => {
      const res = await h.call('GET', '/api/admin/agrupations/', { token: operator });
      expect(res.statusCode).toBe(200);
      const permalinks = res.json().map((g: { permalink: string }) => g.permalink);
      expect(permalinks).toEqual(
        expect.arrayContaining(['demo', 'demo-premium-limo', 'hotel-demo']),
      );
      expect(permalinks).not.toContain('other');
      const demo = res.json().find((g: { permalink: string }) => g.permalink === 'demo');
      expect(demo.related_ids).toEqual([ids['demo-taxi'], ids['demo-van'], ids['demo-premium']]);
    });

    it('creates a grouping with its colours, links, fare and zone', async () => {
      const res = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: {
          parent_id: ids.demo,
          permalink: 'demo-airport',
          name: 'Airport shuttle',
          main_color: '0a0b0c',
          facebook_link: 'https://facebook.com/airport',
          fare: {
            flag_fall: 500,
            per_km: 100,
            minimum: 1500,
            scheduled_supplement: 0,
            discount_percent: 5,
          },
          zone: { type: 'circle', center: { latitude: 41.29, longitude: 2.07 }, radius_km: 5 },
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        permalink: 'demo-airport',
        main_color: '#0a0b0c',
        secondary_color: '#15aeb4',
        currency: 'EUR',
        fare: { flag_fall: 500 },
        zone: { type: 'circle', radius_km: 5 },
      });
    });

    it('refuses bad colours, non-https links, a taken permalink and a foreign parent', async () => {
      const bad = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: {
          parent_id: ids.demo,
          permalink: 'demo-x',
          name: 'X',
          main_color: 'red',
          twitter_link: 'javascript:alert(1)',
        },
      });
      expect(bad.statusCode).toBe(422);
      expect(fieldMessages(bad)).toMatchObject({
        main_color: 'Enter a valid colour (#rrggbb)',
        twitter_link: 'Enter a valid https link',
      });
      const taken = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: { parent_id: ids.demo, permalink: 'other', name: 'Clash' },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors[0]).toEqual({
        field: 'permalink',
        message: 'This value is already in use',
      });
      const foreign = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: { parent_id: ids.other, permalink: 'sneaky', name: 'Sneaky' },
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors[0].field).toBe('parent_id');
    });

    it("updates its own grouping and answers 404 for another operator's", async () => {
      const res = await h.call('PUT', `/api/admin/agrupations/${ids['demo-van']}/`, {
        token: operator,
        body: { name: 'Minivan', max_num_passengers: 6 },
      });
      expect(res.json()).toMatchObject({ name: 'Minivan', max_num_passengers: 6 });
      const foreign = await h.call('PUT', `/api/admin/agrupations/${ids.other}/`, {
        token: operator,
        body: { name: 'Mine now' },
      });
      expect(foreign.statusCode).toBe(404);
      const config = await h.call('GET', '/api/configuration/domain/?search=other.localhost');
      expect(config.json().name).toBe('Other Cabs London');
    });

    it('refuses a parent below the grouping itself', async () => {
      const res = await h.call('PUT', `/api/admin/agrupations/${ids['demo-premium']}/`, {
        token: operator,
        body: { parent_id: ids['demo-premium-sedan'] },
      });
      expect(res.statusCode).toBe(422);
    });

    it('sets the related groupings and the fare', async () => {
      const related = await h.call('PUT', `/api/admin/agrupations/${ids['hotel-demo']}/related/`, {
        token: operator,
        body: { related_ids: [ids['demo-premium'], ids['demo-taxi']] },
      });
      expect(related.json().related_ids).toEqual([ids['demo-premium'], ids['demo-taxi']]);
      const foreign = await h.call('PUT', `/api/admin/agrupations/${ids['hotel-demo']}/related/`, {
        token: operator,
        body: { related_ids: [ids['other-cab']] },
      });
      expect(foreign.statusCode).toBe(422);
      const fare = await h.call('PUT', `/api/admin/agrupations/${ids['demo-premium']}/fare/`, {
        token: operator,
        body: {
          fare: {
            flag_fall: 1000,
            per_km: 200,
            minimum: 3000,
            scheduled_supplement: 500,
            discount_percent: 0,
          },
        },
      });
      expect(fare.json().fare).toMatchObject({ flag_fall: 1000 });
      const cleared = await h.call('PUT', `/api/admin/agrupations/${ids['demo-premium']}/fare/`, {
        token: operator,
        body: { fare: null },
      });
      expect(cleared.json().fare).toBeNull();
      const negative = await h.call('PUT', `/api/admin/agrupations/${ids['demo-premium']}/fare/`, {
        token: operator,
        body: {
          fare: {
            flag_fall: -1,
            per_km: 0,
            minimum: 0,
            scheduled_supplement: 0,
            discount_percent: 0,
          },
        },
      });
      expect(negative.statusCode).toBe(422);
    });

    it('deletes an empty grouping but not one in use, each change in the audit log', async () => {
      const created = await h.call('POST', '/api/admin/agrupations/', {
        token: operator,
        body: { parent_id: ids.demo, permalink: 'demo-temp', name: 'Temp' },
      });
      const id = created.json().id;
      const related = await h.call('PUT', `/api/admin/agrupations/${id}/related/`, {
        token: operator,
        body: { related_ids: [ids['demo-taxi']] },
      });
      expect(related.statusCode, related.body).toBe(200);
      expect(
        (await h.call('DELETE', `/api/admin/agrupations/${id}/`, { token: operator })).statusCode,
      ).toBe(200);
      const log = (
        await h.call('GET', `/api/console/audit/?object_type=grouping&object_id=${id}`, {
          token: operator,
        })
      ).json() as Array<{ action: string; before: unknown; after: unknown }>;
      expect(log.map((entry) => entry.action)).toEqual([
        'grouping.delete',
        'grouping.related',
        'grouping.create',
      ]);
      expect(log[1]).toMatchObject({
        before: { related_ids: [] },
        after: { related_ids: [ids['demo-taxi']] },
      });
      expect(log[0]).toMatchObject({ before: { permalink: 'demo-temp' }, after: null });
      const inUse = await h.call('DELETE', `/api/admin/agrupations/${ids['hotel-demo']}/`, {
        token: operator,
      });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().error).toBe('It cannot be deleted while it is in use');
    });

    it('keeps a grouping its rides name, with no users or children of its own', async () => {
      const row = await h.db
        .selectFrom('services')
        .select('services.agrupation_id')
        .where('services.agrupation_id', 'not in', (eb) =>
          eb
            .selectFrom('users')
            .select('users.agrupation_id')
            .where('users.agrupation_id', 'is not', null),
        )
        .where('services.agrupation_id', 'not in', (eb) =>
          eb
            .selectFrom('agrupations')
            .select('agrupations.parent_id')
            .where('agrupations.parent_id', 'is not', null),
        )
        .where('services.agrupation_id', '!=', ids.demo!)
        .where('services.root_agrupation_id', '=', ids.demo!)
        .executeTakeFirstOrThrow();
      const answer = await h.call('DELETE', `/api/admin/agrupations/${row.agrupation_id}/`, {
        token: operator,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('It cannot be deleted while it is in use');
      const kept = await h.db
        .selectFrom('agrupations')
        .select('id')
        .where('id', '=', row.agrupation_id)
        .executeTakeFirst();
      expect(kept).toBeDefined();
    });
  });

  describe('domains', () => {
    it('adds a domain that then configures the site, and removes it', async () => {
      const created = await h.call('POST', '/api/admin/domains/', {
        token: operator,
        body: { domain: 'Taxi.Example.com', agrupation_id: ids['hotel-demo'], app: 'hotel' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().domain).toBe('taxi.example.com');
      const config = await h.call('GET', '/api/configuration/domain/?search=taxi.example.com');
      expect(config.json()).toMatchObject({ permalink: 'hotel-demo', app: 'hotel' });
      const dup = await h.call('POST', '/api/admin/domains/', {
        token: operator,
        body: { domain: 'taxi.example.com', agrupation_id: ids.demo, app: 'panel' },
      });
      expect(dup.statusCode).toBe(422);
      const removed = await h.call('DELETE', `/api/admin/domains/${created.json().id}/`, {
        token: operator,
      });
      expect(removed.statusCode).toBe(200);
    });

    it("lists its own domains and cannot remove another operator's", async () => {
      const mine = await h.call('GET', '/api/admin/domains/', { token: operator });
      expect(mine.json().map((d: { domain: string }) => d.domain)).not.toContain('other.localhost');
      const theirs = await h.call('GET', '/api/admin/domains/', { token: otherOperator });
      const id = theirs.json().find((d: { domain: string }) => d.domain === 'other.localhost').id;
      expect(
        (await h.call('DELETE', `/api/admin/domains/${id}/`, { token: operator })).statusCode,
      ).toBe(404);
    });
  });

  describe('content', () => {
    it('stores a page, serves it sanitized, and Markdown rendered', async () => {
      const put = await h.call('PUT', '/api/admin/content/usuario_info/', {
        token: operator,
        body: {
          language: 'en',
          title: 'Help',
          body: '<p onclick="x()">Call us</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
      });
      expect(put.statusCode).toBe(200);
      const served = await h.call('GET', '/api/content/usuario_info/', { language: 'en' });
      expect(served.json().body).toBe('<p>Call us</p><a rel="noopener noreferrer">x</a>');
      await h.call('PUT', '/api/admin/content/usuario_info/', {
        token: operator,
        body: {
          language: 'ca',
          title: 'Ajuda',
          format: 'markdown',
          body: '# Ajuda\n\n**Truca** [web](https://example.com)',
        },
      });
      const md = await h.call('GET', '/api/content/usuario_info/', { language: 'ca' });
      expect(md.json().body).toContain('<h1>Ajuda</h1>');
      expect(md.json().body).toContain('<strong>Truca</strong>');
      expect(md.json().body).toContain('href="https://example.com"');
    });

    it('asks users to renew privacy when the privacy text changes', async () => {
      const before = await h.call('GET', '/api/token/valid/', { token: client });
      expect(before.json().user.renew_privacy).toBe(false);
      await h.call('PUT', '/api/admin/content/politica_privacidad/', {
        token: operator,
        body: { language: 'es', title: 'Privacidad', body: '<p>Nueva política</p>' },
      });
      const after = await h.call('GET', '/api/token/valid/', { token: client });
      expect(after.json().user.renew_privacy).toBe(true);
      await h.call('PUT', '/api/customer/renew_privacy/', {
        token: client,
        body: { terms_accepted: true },
      });
      const renewed = await h.call('GET', '/api/token/valid/', { token: client });
      expect(renewed.json().user.renew_privacy).toBe(false);
    });

    it('lists a page in every language for the operator', async () => {
      const res = await h.call('GET', '/api/admin/content/condiciones_generales/', {
        token: operator,
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .map((page: { language: string }) => page.language)
          .sort(),
      ).toEqual(['ca', 'en', 'es']);
      const foreign = await h.call(
        'GET',
        `/api/admin/content/condiciones_generales/?agrupation_id=${ids.other}`,
        { token: operator },
      );
      expect(foreign.statusCode).toBe(404);
    });

    it("refuses another operator's grouping and a bad language", async () => {
      const foreign = await h.call(
        'PUT',
        `/api/admin/content/usuario_info/?agrupation_id=${ids.other}`,
        {
          token: operator,
          body: { language: 'en', title: 'Hijack', body: 'x' },
        },
      );
      expect(foreign.statusCode).toBe(404);
      const bad = await h.call('PUT', '/api/admin/content/usuario_info/', {
        token: operator,
        body: { language: 'fr', title: 'Aide', body: 'x' },
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('commerces', () => {
    it('creates, updates and deletes a commerce the club then shows', async () => {
      const created = await h.call('POST', '/api/admin/commerces/', {
        token: operator,
        body: {
          name: 'Gelateria',
          offer: 'Free topping',
          latitude: 41.38,
          longitude: 2.17,
          website: 'https://gelato.example',
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      const club = await h.call('GET', '/api/club/commerces/');
      expect(club.json().map((c: { id: number }) => c.id)).toContain(id);
      const hidden = await h.call('PUT', `/api/admin/commerces/${id}/`, {
        token: operator,
        body: { active: false },
      });
      expect(hidden.json().active).toBe(false);
      expect((await h.call('GET', `/api/club/commerces/${id}/`)).statusCode).toBe(404);
      expect(
        (await h.call('DELETE', `/api/admin/commerces/${id}/`, { token: operator })).statusCode,
      ).toBe(200);
    });

    it("validates coordinates and links, and leaves another operator's commerces alone", async () => {
      const bad = await h.call('POST', '/api/admin/commerces/', {
        token: operator,
        body: { name: 'Bad', latitude: 123, longitude: 2, website: 'http://insecure.example' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['latitude', 'website']),
      );
      const theirs = await h.call('GET', '/api/admin/commerces/', { token: otherOperator });
      const id = theirs.json()[0].id;
      expect(
        (
          await h.call('PUT', `/api/admin/commerces/${id}/`, {
            token: operator,
            body: { name: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await h.call('DELETE', `/api/admin/commerces/${id}/`, { token: operator })).statusCode,
      ).toBe(404);
    });
  });

  describe('tickets', () => {
    it('lists the tickets of its groupings, answers and moves their state', async () => {
      const list = await h.call('GET', '/api/admin/tickets/', { token: operator });
      expect(list.json().total).toBeGreaterThanOrEqual(1);
      const id = list.json().tickets[0].id;
      const res = await h.call('PUT', `/api/admin/tickets/${id}/`, {
        token: operator,
        body: { state: 'approved', reply: 'Sent to your email address.' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toBe('approved');
      expect(res.json().replies.at(-1)).toMatchObject({
        author: 'operator',
        body: 'Sent to your email address.',
      });
      const seen = await h.call('GET', `/api/tickets/${id}/`, { token: client });
      expect(seen.json().state).toBe('approved');
      const bad = await h.call('PUT', `/api/admin/tickets/${id}/`, {
        token: operator,
        body: { state: 'closed' },
      });
      expect(bad.statusCode).toBe(422);
    });

    it("answers 404 to another operator's tickets", async () => {
      const list = await h.call('GET', '/api/admin/tickets/', { token: operator });
      const id = list.json().tickets[0].id;
      expect(
        (await h.call('GET', `/api/admin/tickets/${id}/`, { token: otherOperator })).statusCode,
      ).toBe(404);
      // Theirs is only their own client's.
      const theirs = (await h.call('GET', '/api/admin/tickets/', { token: otherOperator })).json();
      expect(theirs.tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual([
        'Receipts by email',
      ]);
    });
  });

  describe('messages', () => {
    /** The id of the user `email` as GET /admin/users lists it to `operator`. */
    const userListedTo = async (operatorToken: string, email: string) =>
      (await h.call('GET', '/api/admin/users/', { token: operatorToken }))
        .json()
        .find((u: { email: string }) => u.email === email).id as number;

    it('sends to one user of its groupings, who then sees it unread', async () => {
      const client2 = await userListedTo(operator, 'client2@example.com');
      const res = await h.call('POST', '/api/admin/messages/', {
        token: operator,
        body: { usuario_id: client2, subject: 'Hello', body: 'A message for you.' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ sent: 1 });
      const token = await h.login('client2@example.com');
      const inbox = await h.call('GET', '/api/messages/', { token });
      expect(inbox.json().messages[0]).toMatchObject({ subject: 'Hello', read: false });
    });

    it("broadcasts to every customer of its groupings and refuses another operator's user", async () => {
      const all = await h.call('POST', '/api/admin/messages/', {
        token: operator,
        body: { subject: 'News', body: 'Something for everyone.' },
      });
      expect(all.json().sent).toBeGreaterThan(5);
      const otherClient = await userListedTo(otherOperator, 'other@example.com');
      const res = await h.call('POST', '/api/admin/messages/', {
        token: operator,
        body: { usuario_id: otherClient, subject: 'Hi', body: 'Not yours.' },
      });
      expect(res.statusCode).toBe(422);
      const otherToken = await h.login('other@example.com', undefined, 'other');
      expect((await h.call('GET', '/api/messages/', { token: otherToken })).json().total).toBe(0);
    });
  });
});
