import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';

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
      expect(ok.json()).toEqual({ name: 'Hotel Demo Barcelona', logo: null });
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
      const res = await h.call('POST', '/api/guests/signup', {
        body: {
          token: 'demo-hotel-rooms',
          name: 'Ana Guest',
          room: '214',
          phone: '+34 600 999 111',
          terms_accepted: true,
        },
      });
      expect(res.statusCode).toBe(201);
      const { token, user } = res.json();
      expect(user).toMatchObject({
        name: 'Ana Guest',
        exclusive_agrupation: { permalink: 'hotel-demo' },
      });
      const valid = await h.call('GET', '/api/token/valid', { token });
      expect(valid.statusCode).toBe(200);
      expect(valid.json().permissions).toContain('request');
    });

    it('answers 422 per field for a bad signup', async () => {
      const res = await h.call('POST', '/api/guests/signup', {
        language: 'en',
        body: { token: 'demo-hotel-rooms', name: '', room: '<b>', terms_accepted: false },
      });
      expect(res.statusCode).toBe(422);
      const fields = res.json().errors.map((error: { field: string }) => error.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'room', 'terms_accepted']));
    });
  });
});
