import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';

/** The hotel routes for companies and employees with panel, the week, the room cards. */
describeApi('hotel settings for companies, the week and the room cards', (h) => {
  let hotel: string;
  beforeAll(async () => {
    hotel = await h.login('hotel@example.com', undefined, 'hotel-demo');
  });

  describe('companies and employees with panel (spec §6)', () => {
    it("get the domain's hotel with their own pick-up, which they can choose", async () => {
      const company = await h.login('company@example.com', undefined, 'hotel-demo');
      const first = await h.call('GET', '/api/hotel/settings', {
        token: company,
        agrupation: 'hotel-demo',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        name: 'Hotel Demo Barcelona',
        pickup_owner: 'account',
        opening_hours: null,
        weekly_hours: null,
        guest_token: '',
      });
      const door = {
        name: 'Acme, Carrer de Pujades 100, Barcelona',
        latitude: 41.4,
        longitude: 2.19,
      };
      const chosen = await h.call('PUT', '/api/hotel/settings', {
        token: company,
        agrupation: 'hotel-demo',
        body: { pickup: door },
      });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().pickup).toEqual(door);
      // Their employees start from the company's saved address.
      const employee = await h.login('employee@example.com', undefined, 'hotel-demo');
      const theirs = await h.call('GET', '/api/hotel/settings', {
        token: employee,
        agrupation: 'hotel-demo',
      });
      expect(theirs.json().pickup).toEqual(door);
      // The kiosk's hours and the room cards stay the hotel's.
      const hours = await h.call('PUT', '/api/hotel/settings', {
        token: company,
        agrupation: 'hotel-demo',
        body: { opening_hours: { opens: '08:00', closes: '20:00' } },
      });
      expect(hours.statusCode).toBe(403);
      const cards = await h.call('POST', '/api/hotel/settings/guest_token', {
        token: company,
        agrupation: 'hotel-demo',
      });
      expect(cards.statusCode).toBe(403);
    });
  });

  describe('the week and the room cards', () => {
    it('keeps hours per weekday with closed days, and 422s a week of the wrong length', async () => {
      const week = [
        { opens: '08:00', closes: '20:00' },
        { opens: '08:00', closes: '20:00' },
        { opens: '08:00', closes: '20:00' },
        { opens: '08:00', closes: '20:00' },
        { opens: '08:00', closes: '02:00' },
        { opens: '10:00', closes: '14:00' },
        null,
      ];
      const set = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        body: { weekly_hours: week },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().weekly_hours).toEqual(week);
      const again = await h.call('GET', '/api/hotel/settings', { token: hotel });
      expect(again.json().weekly_hours).toEqual(week);
      const short = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        body: { weekly_hours: week.slice(0, 6) },
      });
      expect(short.statusCode).toBe(422);
      const cleared = await h.call('PUT', '/api/hotel/settings', {
        token: hotel,
        body: { weekly_hours: null },
      });
      expect(cleared.json().weekly_hours).toBeNull();
    });

    it('regenerates the room-card token, and the old cards stop working', async () => {
      const before = (await h.call('GET', '/api/hotel/settings', { token: hotel })).json();
      const res = await h.call('POST', '/api/hotel/settings/guest_token', { token: hotel });
      expect(res.statusCode).toBe(200);
      const token = res.json().guest_token as string;
      expect(token).not.toBe(before.guest_token);
      expect(token.length).toBeGreaterThan(10);
      const old = await h.call('GET', `/api/guests/hotel?token=${before.guest_token}`);
      expect(old.statusCode).toBe(404);
      const fresh = await h.call('GET', `/api/guests/hotel?token=${token}`);
      expect(fresh.statusCode).toBe(200);
    });
  });
});
