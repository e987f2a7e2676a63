import { describe, expect, it } from 'vitest';
import {
  BRAND_PLACEHOLDERS,
  DRAWN_STATE_ID,
  drawnStateTag,
  FIRST_PAINT_CONFIGURATION_ID,
  fillPage,
  firstPaintConfigurationTag,
  firstPaintVariantOf,
  isPrerenderedVisit,
  prerenderedAttributes,
  readFirstPaintConfiguration,
  readDrawnState,
  readPrerenderedRecord,
  readRoomCard,
  ROOM_CARD_ID,
  ROOM_CARD_PLACEHOLDERS,
  roomCardOf,
  roomCardTag,
} from './first-paint';
import type { DomainConfiguration } from './schemas';

const signup = {
  screen: 'guest_signup',
  language: 'ca',
  pattern: '^/guests/signup/?$',
  query: ['token', '!room'],
};
const visit = (url: string, language = 'ca', signedIn = false) => ({
  url: new URL(url, 'https://parada.example'),
  language,
  signedIn,
});

describe('isPrerenderedVisit', () => {
  it('takes the visit the page was drawn for', () => {
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc'))).toBe(true);
  });

  it('refuses a stored session, another language, route or query', () => {
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc', 'ca', true))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc', 'en'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/other?token=abc'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token='))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc&room=12'))).toBe(false);
    expect(isPrerenderedVisit(null, visit('/guests/signup?token=abc'))).toBe(false);
  });
});

describe('isPrerenderedVisit, a signed-in screen the server drew', () => {
  const history = {
    screen: 'signed-in',
    language: 'es',
    pattern: '^/history(?:/(?<permalink>[^/]+))?/?$',
    query: [],
    signedIn: true,
  };

  it('takes the signed-in visit it was drawn for, whatever its query', () => {
    expect(isPrerenderedVisit(history, visit('/history', 'es', true))).toBe(true);
    expect(isPrerenderedVisit(history, visit('/history/acme?page=2', 'es', true))).toBe(true);
  });

  it('refuses a visit without a session, in another language or on another route', () => {
    expect(isPrerenderedVisit(history, visit('/history', 'es', false))).toBe(false);
    expect(isPrerenderedVisit(history, visit('/history', 'ca', true))).toBe(false);
    expect(isPrerenderedVisit(history, visit('/panel', 'es', true))).toBe(false);
  });
});

describe('the record on #root', () => {
  /** The dataset a browser makes of the attributes (`data-session` has no value). */
  const datasetOf = (attributes: string) =>
    Object.fromEntries(
      [...attributes.matchAll(/data-(\w+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]),
    );

  it('reads back what the build wrote', () => {
    expect(readPrerenderedRecord(datasetOf(prerenderedAttributes(signup)))).toEqual(signup);
    expect(readPrerenderedRecord({})).toBeNull();
  });

  it('reads back a signed-in screen the server drew', () => {
    const drawn = { screen: 'signed-in', language: 'ca', pattern: '^/panel/?$', query: [] };
    const attributes = prerenderedAttributes({ ...drawn, signedIn: true });
    expect(attributes).toContain(' data-session');
    expect(readPrerenderedRecord(datasetOf(attributes))).toEqual({ ...drawn, signedIn: true });
  });
});

describe("a drawn screen's state in its page", () => {
  it('reads back what the server wrote, and no markup can close its tag', () => {
    const state = { auth: { token: null, user: { name: '</script><script>alert(1)</script>' } } };
    const tag = drawnStateTag(state);
    expect(tag).not.toContain('</script><script>');
    const json = /<script[^>]*>(.*)<\/script>$/.exec(tag)![1]!;
    const document = {
      getElementById: (id: string) => (id === DRAWN_STATE_ID ? { textContent: json } : null),
    };
    expect(readDrawnState(document)).toEqual(state);
  });
});

describe("the grouping's brand in a prerendered page", () => {
  const brand = { name: `Taxis <b>"Sol"</b> & $& d'Or`, logo: 'https://cdn.example/l.png?a=1&b=2' };

  it('fills the placeholders with escaped text, as React writes it', () => {
    const page = `<h1>${BRAND_PLACEHOLDERS.name}</h1><img src="${BRAND_PLACEHOLDERS.logo}" alt="${BRAND_PLACEHOLDERS.name}">`;
    expect(fillPage(page, brand)).toBe(
      '<h1>Taxis &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; $&amp; d&#x27;Or</h1>' +
        '<img src="https://cdn.example/l.png?a=1&amp;b=2" alt="Taxis &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; $&amp; d&#x27;Or">',
    );
  });

  it('picks the drawing that fits the configuration', () => {
    expect(firstPaintVariantOf({ logo: null })).toBe('named');
    expect(firstPaintVariantOf({ logo: brand.logo })).toBe('logo');
  });

  it('carries the configuration without its links and sign-in, in a tag no value can close', () => {
    const configuration = {
      name: '</script><script>alert(1)</script>',
      social_sign_in: { google: null, facebook: null },
    } as unknown as DomainConfiguration;
    const tag = firstPaintConfigurationTag(configuration);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const text = /<script[^>]*>(.*)<\/script>/.exec(tag)![1]!;
    const read = readFirstPaintConfiguration({
      getElementById: (id) => (id === FIRST_PAINT_CONFIGURATION_ID ? { textContent: text } : null),
    });
    expect(read).toEqual({
      name: configuration.name,
      facebook_link: null,
      linkedin_link: null,
      twitter_link: null,
    });
    expect(readFirstPaintConfiguration({ getElementById: () => null })).toBeNull();
  });
});

describe("a room card's signup in a prerendered page", () => {
  const brand = { name: 'Taxis Sol', logo: null };
  const page = `<p>${BRAND_PLACEHOLDERS.name}</p><h1>${ROOM_CARD_PLACEHOLDERS.hotel}</h1><input value="${ROOM_CARD_PLACEHOLDERS.room}">`;

  it("fills the card's hotel and room escaped, in one pass", () => {
    const card = {
      hotel: { name: `H <&> "d'Or" $&` },
      room: `<b>2</b> ${BRAND_PLACEHOLDERS.name}`,
    };
    expect(fillPage(page, brand, card)).toBe(
      '<p>Taxis Sol</p><h1>H &lt;&amp;&gt; &quot;d&#x27;Or&quot; $&amp;</h1>' +
        '<input value="&lt;b&gt;2&lt;/b&gt; __parada_brand_name__">',
    );
    // Without a card, its placeholders are not the brand's to fill.
    expect(fillPage(page, brand)).toContain(ROOM_CARD_PLACEHOLDERS.room);
  });

  it('reads the card and room from the query as the app does', () => {
    expect(roomCardOf('?token=a%26b&room=2%201')).toEqual({ token: 'a&b', room: '2 1' });
    expect(roomCardOf('room=1&room=2')).toEqual({ token: '', room: '1' });
    expect(roomCardOf('')).toEqual({ token: '', room: '' });
  });

  it('carries the card in a tag no value can close', () => {
    const card = { token: 't</script>', hotel: { name: '</script><b>', logo: null } };
    const tag = roomCardTag(card);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const text = /<script[^>]*>(.*)<\/script>/.exec(tag)![1]!;
    expect(
      readRoomCard({
        getElementById: (id) => (id === ROOM_CARD_ID ? { textContent: text } : null),
      }),
    ).toEqual(card);
    expect(readRoomCard({ getElementById: () => ({ textContent: '{' }) })).toBeNull();
  });
});
