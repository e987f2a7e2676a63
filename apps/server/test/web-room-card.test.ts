import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BRAND_PLACEHOLDERS, FIRST_PAINT_VARIANTS, ROOM_CARD_PLACEHOLDERS } from '@parada/core';
import { describeApi } from './helper';

/**
 * The guest app as its build leaves it: the room card's signup drawn with the
 * brand's and the card's placeholders, in each language and drawing.
 */
const root = mkdtempSync(path.join(tmpdir(), 'parada-guest-'));
const dist = path.join(root, 'guest', 'dist');
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>guest</title></head><body><div id="root"></div></body></html>',
);
/** The app's own page: its empty #root, no drawing, no card. */
const isTheAppsPage = (body: string) =>
  body.includes('<div id="root"></div>') &&
  !body.includes('data-prerendered') &&
  !body.includes('parada-room-card') &&
  !body.includes('Welcome to');
const drawn = `<!doctype html><html><head><title>Parada</title></head><body><div id="root" data-prerendered="guest_signup"><p>${BRAND_PLACEHOLDERS.name}</p><h1>Welcome to ${ROOM_CARD_PLACEHOLDERS.hotel}</h1><input value="${ROOM_CARD_PLACEHOLDERS.room}"/></div></body></html>`;
const files: Record<string, Record<string, string>> = {};
for (const language of ['en', 'es', 'ca']) {
  files[language] = {};
  for (const variant of FIRST_PAINT_VARIANTS) {
    const file = `prerendered/guest_signup.${language}.${variant}.html`;
    writeFileSync(path.join(dist, file), drawn);
    files[language][variant] = file;
  }
}
writeFileSync(
  path.join(dist, 'prerendered', 'manifest.json'),
  JSON.stringify([{ name: 'guest_signup', pattern: '^/guests/signup/?$', files, roomCard: true }]),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CARD = /<script type="application\/json" id="parada-room-card">(.*?)<\/script>/;

describeApi(
  "a room card's signup, drawn before the app",
  (h) => {
    const visit = (query: string, host = 'guest.localhost:8000') =>
      h.app.inject({
        method: 'GET',
        url: `/guests/signup?${query}`,
        headers: { host, 'accept-language': 'en' },
      });

    it('fills a valid card in with its hotel and room, and carries the card for the app', async () => {
      const page = await visit('token=demo-hotel-rooms&room=214');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Welcome to Hotel Demo Barcelona</h1>');
      expect(page.body).toContain('<input value="214"/>');
      expect(page.body).not.toContain('__parada_');
      expect(page.headers['cache-control']).toBe('no-cache');
      // What GET guests/hotel answers the app, which its store then holds.
      const hotel = await h.call('GET', '/api/guests/hotel?token=demo-hotel-rooms');
      expect(JSON.parse(CARD.exec(page.body)![1]!)).toEqual({
        token: 'demo-hotel-rooms',
        hotel: hotel.json(),
      });
      // Without a room, the field is drawn empty.
      const noRoom = await visit('token=demo-hotel-rooms');
      expect(noRoom.body).toContain('<input value=""/>');
    });

    it('escapes a hostile room and hotel name, and leaves no placeholder', async () => {
      const hotel = await h.db
        .selectFrom('agrupations')
        .select(['id', 'name'])
        .where('permalink', '=', 'hotel-demo')
        .executeTakeFirstOrThrow();
      const name = `Hotel <b>"Sol"</b> & $& d'Or </script>`;
      await h.db.updateTable('agrupations').set({ name }).where('id', '=', hotel.id).execute();
      try {
        const room = `<img src=x onerror="alert(1)"> & $& '12'`;
        const page = await visit(`token=demo-hotel-rooms&room=${encodeURIComponent(room)}`);
        expect(page.body).toContain(
          '<h1>Welcome to Hotel &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; $&amp; d&#x27;Or &lt;/script&gt;</h1>',
        );
        expect(page.body).toContain(
          '<input value="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; $&amp; &#x27;12&#x27;"/>',
        );
        expect(page.body).not.toContain('<img');
        expect(page.body).not.toContain('__parada_');
        // The carried card cannot close its tag.
        const json = CARD.exec(page.body)![1]!;
        expect(json).not.toContain('<');
        expect(JSON.parse(json).hotel.name).toBe(name);
        // A room that spells a placeholder is shown as typed, not filled.
        const spelled = await visit(
          `token=demo-hotel-rooms&room=${encodeURIComponent(ROOM_CARD_PLACEHOLDERS.hotel)}`,
        );
        expect(spelled.body).toContain(`<input value="${ROOM_CARD_PLACEHOLDERS.hotel}"/>`);
      } finally {
        await h.db
          .updateTable('agrupations')
          .set({ name: hotel.name })
          .where('id', '=', hotel.id)
          .execute();
      }
    });

    it('sends the app, and nothing of any hotel or the drawing, for a card that is not valid', async () => {
      for (const query of [
        'token=nope&room=214',
        `token=${'x'.repeat(500)}&room=214`,
        'room=214',
        'token=&room=214',
      ]) {
        const page = await visit(query);
        expect(page.statusCode).toBe(200);
        expect(isTheAppsPage(page.body)).toBe(true);
      }
      // A card of a hotel of another operator is not valid on this one's site.
      const other = await h.db
        .selectFrom('agrupations')
        .select('id')
        .where('permalink', '=', 'other')
        .executeTakeFirstOrThrow();
      await h.db
        .insertInto('domains')
        .values({ domain: 'guest.other.localhost', agrupation_id: other.id, app: 'guest' })
        .execute();
      try {
        const elsewhere = await visit(
          'token=demo-hotel-rooms&room=214',
          'guest.other.localhost:8000',
        );
        expect(isTheAppsPage(elsewhere.body)).toBe(true);
        expect(elsewhere.body).not.toContain('Hotel Demo');
      } finally {
        await h.db.deleteFrom('domains').where('domain', '=', 'guest.other.localhost').execute();
      }
    });
  },
  { env: { APPS_ROOT: root } },
);
