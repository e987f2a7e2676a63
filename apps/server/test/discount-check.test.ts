import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, fieldMessages, rowCount } from './helper';
import { groupingId, session, tomorrowAt } from './ride-fixtures';

// A discount code is checked on the fare the user chose when it is applied: the fare comes
// back priced with it, or the field says why the code does nothing. Nothing is booked.

describeApi('POST /agrupations/discount', (h) => {
  let client: { token: string; id: number };
  let demo: number;
  let taxi: number;
  let premium: number;
  beforeAll(async () => {
    client = await session(h, 'client@example.com');
    [demo, taxi, premium] = await Promise.all([
      groupingId(h, 'demo'),
      groupingId(h, 'demo-taxi'),
      groupingId(h, 'demo-premium'),
    ]);
  });

  /** Plaça de Catalunya to the Sagrada Família, the fare `chosen_id`, with `locator`. */
  const check = (body: object, language = 'en') =>
    h.call('POST', '/api/agrupations/discount/', {
      token: client.token,
      language,
      body: {
        agrupacion_id: demo,
        origin: { latitude: 41.387, longitude: 2.1701 },
        destination: { latitude: 41.4036, longitude: 2.1744 },
        chosen_id: taxi,
        ...body,
      },
    });

  describe('a code that applies', () => {
    it('gives the chosen fare priced with it, books nothing', async () => {
      const before = await rowCount(h.db, 'services');
      const res = await check({ locator: 'parada10' });
      expect(res.statusCode).toBe(200);
      const { agrupation } = res.json();
      expect(agrupation.id).toBe(taxi);
      expect(agrupation.fare.amount_without_discount).toBeGreaterThan(agrupation.fare.amount);
      expect(agrupation.fare.info).toContain('Discount PARADA10 applied');
      expect(await rowCount(h.db, 'services')).toBe(before);
    });

    it('finds a fare nested under a level, and prices a booking at its scheduled price', async () => {
      const sedan = await groupingId(h, 'demo-premium-sedan');
      const res = await check({
        chosen_id: sedan,
        locator: 'WELCOME5',
        fecha_servicio_diferido: tomorrowAt('11:00'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().agrupation.id).toBe(sedan);
    });
  });

  describe('a code that does nothing', () => {
    it.each([
      ['an unknown code', { locator: 'NOPE42' }, 'es', 'Este código no es válido'],
      ["another operator's code", { locator: 'LONDON10' }, 'ca', 'Aquest codi no és vàlid'],
      ['an empty code', { locator: '' }, 'en', 'This code is not valid'],
    ])('refuses %s with the field message', async (_name, body, language, message) => {
      const res = await check(body, language);
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res).locator).toMatch(new RegExp(`^${message}`));
    });

    it('refuses a code on a choice with no price of its own (a level of fares)', async () => {
      const res = await check({ chosen_id: premium, locator: 'PARADA10' });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res).locator).toBe('This code does not apply to the fare you chose');
    });

    it('refuses a code without a trip to price', async () => {
      const res = await h.call('POST', '/api/agrupations/discount/', {
        token: client.token,
        body: { agrupacion_id: demo, chosen_id: taxi, locator: 'PARADA10' },
      });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res).locator).toBe('This code does not apply to the fare you chose');
    });

    it('answers 401 without a session and 422 for hostile input', async () => {
      const anonymous = await h.call('POST', '/api/agrupations/discount/', {
        body: { agrupacion_id: demo, chosen_id: taxi, locator: 'PARADA10' },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const body of [
        { locator: 'PARADA10', chosen_id: 'x' },
        { locator: "'; drop table x;--" },
        { locator: 'A'.repeat(5_000) },
      ]) {
        expect((await check(body)).statusCode).toBe(422);
      }
    });
  });
});
