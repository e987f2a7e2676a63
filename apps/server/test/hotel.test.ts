import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';
import { guestSession } from './hotel-fixtures';
import { groupingId, ridePayload, tomorrowAt } from './ride-fixtures';

describeApi('hotel settings and guest rooms', (h) => {
  let hotel: string;
  let client: string;
  beforeAll(async () => {
    [hotel, client] = await Promise.all([
      h.login('hotel@example.com', undefined, 'hotel-demo'),
      h.login('client@example.com'),
    ]);
  });

  describe('GET /hotel/settings', () => {
    it("gives hotel staff their hotel's door, hours, zone, card token and guest domain", async () => {
      const res = await h.call('GET', '/api/hotel/settings/', {
        token: hotel,
        agrupation: 'hotel-demo',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Hotel Demo Barcelona',
        opening_hours: null,
        time_zone: 'Europe/Madrid',
        pickup: { latitude: 41.3925, longitude: 2.1638 },
        guest_token: 'demo-hotel-rooms',
        guest_domain: 'guest.localhost',
      });
    });

    it('is refused to roles without the hotel routes', async () => {
      expect((await h.call('GET', '/api/hotel/settings', { token: client })).statusCode).toBe(403);
      const office = await h.login('office@example.com');
      expect((await h.call('GET', '/api/hotel/settings', { token: office })).statusCode).toBe(403);
      expect((await h.call('GET', '/api/hotel/settings', { token: null })).statusCode).toBe(401);
    });
  });

  describe('PUT /hotel/settings', () => {
    it('sets and clears the opening hours', async () => {
      const set = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        body: { opening_hours: { opens: '22:00', closes: '06:00' } },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().opening_hours).toEqual({ opens: '22:00', closes: '06:00' });
      const cleared = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        body: { opening_hours: null },
      });
      expect(cleared.json().opening_hours).toBeNull();
      expect(cleared.json().pickup).not.toBeNull();
    });

    it('answers 422 with the field for bad hours, equal hours or nothing to change', async () => {
      const bad = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        language: 'en',
        body: { opening_hours: { opens: '25:00', closes: '06:00' } },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('opening_hours.opens');
      const same = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        language: 'en',
        body: { opening_hours: { opens: '08:00', closes: '08:00' } },
      });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors[0]).toEqual({
        field: 'opening_hours.closes',
        message: 'Opening and closing times must be different',
      });
      const empty = await h.call('PUT', '/api/hotel/settings', { token: hotel, body: {} });
      expect(empty.statusCode).toBe(422);
    });
  });

  describe('guest rooms', () => {
    it('names the hotel of a room card, and refuses an unknown card', async () => {
      const ok = await h.call('GET', '/api/guests/hotel?token=demo-hotel-rooms');
      expect(ok.json()).toEqual({
        name: 'Hotel Demo Barcelona',
        logo: expect.stringMatching(/^\/api\/uploads\/brand-hotel-logo/),
      });
      const unknown = await h.call('GET', '/api/guests/hotel?token=nope', { language: 'en' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe(
        'This room link is not valid. Ask the reception for a new one',
      );
    });

    it("refuses a card on another operator's site", async () => {
      const res = await h.call('GET', '/api/guests/hotel?token=demo-hotel-rooms', {
        agrupation: 'other',
      });
      expect(res.statusCode).toBe(404);
    });

    it('signs a guest up into the hotel, logged in at once, and its rides are guest rides', async () => {
      const { token, user } = await guestSession(h, {
        name: 'Ana Guest',
        room: '214',
        phone: '+34 600 999 111',
      });
      expect(user).toMatchObject({
        name: 'Ana Guest',
        exclusive_agrupation: { permalink: 'hotel-demo' },
      });
      const valid = await h.call('GET', '/api/token/valid', { token });
      expect(valid.statusCode).toBe(200);
      expect(valid.json().permissions).toContain('request');
    });

    it("tells a signed-in guest their hotel's door and room, and no one else", async () => {
      const eva = await guestSession(h, { name: 'Eva', room: '118', email: 'eva@example.com' });
      const stay = await h.call('GET', '/api/guests/stay', { token: eva.token });
      expect(stay.statusCode).toBe(200);
      expect(stay.json()).toMatchObject({
        name: 'Hotel Demo Barcelona',
        room: '118',
        pickup: { latitude: 41.3925, longitude: 2.1638 },
      });
      expect((await h.call('GET', '/api/guests/stay', { token: client })).statusCode).toBe(403);
      expect((await h.call('GET', '/api/guests/stay', { token: hotel })).statusCode).toBe(403);
      expect((await h.call('GET', '/api/guests/stay')).statusCode).toBe(401);
    });

    it('answers 422 per field for a bad signup', async () => {
      const res = await h.call('POST', '/api/guests/signup', {
        language: 'en',
        body: { token: 'demo-hotel-rooms', name: '', room: '<b>', terms_accepted: false },
      });
      expect(res.statusCode).toBe(422);
      const fields = res.json().errors.map((error: { field: string }) => error.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'room', 'terms_accepted']));
      const noContact = await h.call('POST', '/api/guests/signup', {
        language: 'en',
        body: { token: 'demo-hotel-rooms', name: 'Ana', room: '214', terms_accepted: true },
      });
      expect(noContact.statusCode).toBe(422);
      expect(noContact.json().errors).toEqual([
        {
          field: 'phone',
          message: 'Give a phone or an email: it is how you get back to your rides',
        },
      ]);
    });
  });

  describe('the same guest on the same room card', () => {
    const card = { token: 'demo-hotel-rooms', room: '305', terms_accepted: true };
    const whoAmI = async (token: string) =>
      (await h.call('GET', '/api/token/valid', { token })).json().user.id as number;
    const codeIn = (text: string | undefined) => /(\d{6})/.exec(text ?? '')?.[1] ?? '';

    it('opens the one account by a code sent by SMS, with the rides booked from it', async () => {
      const person = { ...card, name: 'Marta Soler', phone: '+34611222333' };
      const first = await h.call('POST', '/api/guests/signup', { body: person });
      expect(first.statusCode).toBe(201);
      const firstId = await whoAmI(first.json().token);
      // The apps fill the driver's phone from the session's user on every ride.
      const session = await h.call('GET', '/api/token/valid', { token: first.json().token });
      expect(session.json().user.phone).toBe('+34611222333');
      const hotelId = await groupingId(h, 'hotel-demo');
      const ride = await h.call('POST', '/api/services/', {
        token: first.json().token,
        agrupation: 'hotel-demo',
        body: ridePayload(firstId, hotelId, { fecha_servicio_diferido: tomorrowAt() }),
      });
      expect(ride.statusCode).toBe(201);

      // The second scan, typed a little differently: the same person, so no second account.
      const again = await h.call('POST', '/api/guests/signup', {
        language: 'es',
        body: { ...person, name: ' marta  SOLER ', phone: '+34 611 222 333' },
      });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ code_sent: 'sms' });
      const sms = await h.lastMessage('+34611222333');
      expect(sms?.body).toMatch(/^Hotel Demo Barcelona: tu código para abrir tus viajes es \d{6}$/);

      const signIn = (code: string) =>
        h.call('POST', '/api/guests/signin', {
          language: 'en',
          body: {
            token: card.token,
            room: '305',
            name: 'Marta Soler',
            phone: '+34611222333',
            code,
          },
        });
      const wrong = await signIn(codeIn(sms?.body) === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual([{ field: 'code', message: 'Invalid code' }]);
      const opened = await signIn(codeIn(sms?.body));
      expect(opened.statusCode).toBe(200);
      expect(await whoAmI(opened.json().token)).toBe(firstId);
      const scheduled = await h.call('GET', '/api/services/scheduled', {
        token: opened.json().token,
        agrupation: 'hotel-demo',
      });
      expect(scheduled.json().map((s: { id: number }) => s.id)).toContain(ride.json().service.id);
      // A code opens once.
      expect((await signIn(codeIn(sms?.body))).statusCode).toBe(422);
      const count = await h.db
        .selectFrom('users')
        .select(h.db.fn.countAll<string>().as('n'))
        .where('guest_room', '=', '305')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('sends the code by email to a guest known by email', async () => {
      const person = { ...card, room: '306', name: 'Joan Riera', email: 'joan@example.com' };
      expect((await h.call('POST', '/api/guests/signup', { body: person })).statusCode).toBe(201);
      const again = await h.call('POST', '/api/guests/signup', {
        body: { ...person, phone: '+34611000999' },
      });
      expect(again.json()).toEqual({ code_sent: 'email' });
      const mail = await h.lastMessage('joan@example.com');
      expect(mail?.body).toMatch(/your code to open your rides is \d{6}/);
      // The number only the asker gave received nothing.
      expect(await h.lastMessage('+34611000999')).toBeUndefined();
    });

    it('makes another account for another person, room or contact', async () => {
      const person = { ...card, room: '307', name: 'Pau Vidal', phone: '+34611333444' };
      expect((await h.call('POST', '/api/guests/signup', { body: person })).statusCode).toBe(201);
      for (const other of [
        { ...person, name: 'Pau Vidal Roca' },
        { ...person, room: '308' },
        { ...person, phone: '+34611333445' },
      ]) {
        expect((await h.call('POST', '/api/guests/signup', { body: other })).statusCode).toBe(201);
      }
    });

    it('gives nothing away to a code for someone unknown, and stops after 5 wrong tries', async () => {
      const unknown = await h.call('POST', '/api/guests/signin', {
        body: { ...card, name: 'Nobody', phone: '+34611999000', code: '123456' },
      });
      expect(unknown.statusCode).toBe(422);
      const person = { ...card, room: '309', name: 'Rosa Mir', phone: '+34611444555' };
      await h.call('POST', '/api/guests/signup', { body: person });
      await h.call('POST', '/api/guests/signup', { body: person });
      const code = codeIn((await h.lastMessage('+34611444555'))?.body);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const res = await h.call('POST', '/api/guests/signin', {
          body: { ...person, code: wrong },
        });
        expect(res.statusCode).toBe(422);
      }
      const late = await h.call('POST', '/api/guests/signin', { body: { ...person, code } });
      expect(late.statusCode).toBe(422);
    });
  });
});
