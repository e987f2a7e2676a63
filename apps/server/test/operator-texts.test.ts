import { beforeAll, expect, it } from 'vitest';
import { describeApi, fieldMessages } from './helper';
import { groupingId } from './ride-fixtures';

// The texts an operator writes are stored per language and served in the reader's.
describeApi('operator texts in three languages', (h) => {
  let operator: string;
  let client: string;
  let demo: number;
  beforeAll(async () => {
    [operator, client, demo] = await Promise.all([
      h.login('operator@example.com'),
      h.login('client@example.com'),
      groupingId(h, 'demo'),
    ]);
  });

  const fares = (language: string) =>
    h.call('POST', '/api/agrupations/search/', {
      token: client,
      language,
      body: { agrupacion_id: demo },
    });

  it('serves the seeded fares, extras, club and messages in the reader’s language', async () => {
    const ca = (await fares('ca-ES,ca;q=0.9')).json().agrupations;
    const es = (await fares('es')).json().agrupations;
    const en = (await fares('en')).json().agrupations;
    const van = (list: Array<{ permalink: string; name: string; extras: unknown }>) =>
      list.find((row) => row.permalink === 'demo-van')!;
    expect(van(ca).name).toBe('Furgoneta (fins a 7)');
    expect(van(es).name).toBe('Furgoneta (hasta 7)');
    expect(van(en).name).toBe('Van (up to 7)');
    expect(van(ca).extras).toEqual([
      { show: true, description: 'Rampa per a cadira de rodes i espai per a equipatge gran' },
    ]);

    const club = await h.call('GET', '/api/club/commerces', { language: 'ca' });
    expect(club.json().map((row: { offer: string }) => row.offer)).toContain(
      '10% de descompte a l’esmorzar',
    );
    const messages = await h.call('GET', '/api/messages', { token: client, language: 'es' });
    expect(messages.json().messages.map((row: { subject: string }) => row.subject)).toContain(
      'Tarifas al aeropuerto',
    );
  });

  it('takes a text per language or one for all, and falls back to the default language', async () => {
    const created = await h.call('POST', '/api/admin/commerces/', {
      token: operator,
      body: {
        name: 'Forn de Sant Pere',
        offer: { ca: 'Un croissant de regal', es: 'Un cruasán de regalo' },
        latitude: 41.38,
        longitude: 2.17,
      },
    });
    expect(created.statusCode).toBe(201);
    // The plain field keeps the default language's (es); `texts` keeps each written one.
    expect(created.json()).toMatchObject({
      name: 'Forn de Sant Pere',
      offer: 'Un cruasán de regalo',
      texts: { offer: { ca: 'Un croissant de regal', es: 'Un cruasán de regalo' } },
    });
    const offerIn = async (language: string) =>
      (await h.call('GET', `/api/club/commerces/${created.json().id}`, { language })).json().offer;
    expect(await offerIn('ca')).toBe('Un croissant de regal');
    // No English written: the grouping's default language (es) answers.
    expect(await offerIn('en')).toBe('Un cruasán de regalo');

    // A plain string is one text for every language: the per-language ones go.
    const plain = await h.call('PUT', `/api/admin/commerces/${created.json().id}/`, {
      token: operator,
      body: { offer: 'Croissant' },
    });
    expect(plain.json().texts).toEqual({});
    expect(await offerIn('ca')).toBe('Croissant');
  });

  it('renames a grouping per language and the fare picker follows', async () => {
    const taxi = await groupingId(h, 'demo-taxi');
    const res = await h.call('PUT', `/api/admin/agrupations/${taxi}/`, {
      token: operator,
      body: {
        name: { ca: 'Taxi de ciutat', en: 'City taxi', es: 'Taxi urbano' },
        extras: [{ show: true, description: { ca: 'Mascotes', en: 'Pets', es: 'Mascotas' } }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Taxi urbano', texts: { name: { en: 'City taxi' } } });
    const ca = (await fares('ca')).json().agrupations;
    expect(ca[0]).toMatchObject({
      name: 'Taxi de ciutat',
      extras: [{ show: true, description: 'Mascotes' }],
    });
  });

  it('sends a message per language, each reader getting theirs', async () => {
    const sent = await h.call('POST', '/api/admin/messages/', {
      token: operator,
      body: {
        subject: { ca: 'Nou horari', en: 'New hours', es: 'Nuevo horario' },
        body: { ca: 'Obrim a les 6.', en: 'We open at 6.', es: 'Abrimos a las 6.' },
      },
    });
    expect(sent.statusCode).toBe(201);
    const inCatalan = await h.call('GET', '/api/messages', { token: client, language: 'ca' });
    expect(inCatalan.json().messages[0]).toMatchObject({
      subject: 'Nou horari',
      body: 'Obrim a les 6.',
    });
  });

  it('refuses an object with no language written, or a language it does not know', async () => {
    for (const offer of [{}, { ca: '  ' }, { fr: 'Croissant' }]) {
      const res = await h.call('POST', '/api/admin/commerces/', {
        token: operator,
        body: { name: 'Forn', offer, latitude: 41.38, longitude: 2.17 },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(fieldMessages(res))).toContain('offer');
    }
  });

  it('serves the seeded groupings’ logo and favicon, drawn as SVG', async () => {
    for (const search of ['localhost', 'hotel.localhost', 'other.localhost']) {
      const config = (
        await h.call('GET', `/api/configuration/domain/?search=${search}`, { agrupation: null })
      ).json();
      for (const url of [config.logo, config.favicon]) {
        expect(url).toMatch(/^\/api\/uploads\/brand-/);
        const image = await h.call('GET', url);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toContain('image/svg+xml');
        expect(image.headers['content-security-policy']).toContain("default-src 'none'");
        expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      }
    }
  });
});
