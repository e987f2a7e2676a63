import { describe, expect, it } from 'vitest';
import { describeApi } from './helper';

// The language switch in the drawer and the profile keeps the choice on the
// account, for every kind of user who signs in, so it follows them to another device.
describeApi('the language a user chose', (h) => {
  const valid = async (token: string) =>
    (await h.call('GET', '/api/token/valid/', { token })).json().user.language;

  describe('kept on the account', () => {
    it.each([
      ['client@example.com', 'ca'],
      ['company@example.com', 'en'],
      ['employee@example.com', 'ca'],
      ['hotel@example.com', 'en'],
    ])('%s chooses %s and finds it at the next sign-in', async (email, language) => {
      const token = await h.login(email);
      const switched = await h.call('PUT', '/api/customer/update_profile/', {
        token,
        body: { language },
        // The page the switch is on speaks another language: the choice is the body's.
        language: 'es',
      });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().language).toBe(language);
      // Another device: a new session of the same account answers the kept choice.
      const again = await h.login(email);
      expect(again).not.toBe(token);
      expect(await valid(again)).toBe(language);
      expect(
        (await h.call('GET', '/api/customer/update_profile/', { token: again })).json().language,
      ).toBe(language);
    });

    it('keeps the last choice only', async () => {
      const token = await h.login('office@example.com');
      for (const language of ['ca', 'es', 'en']) {
        const switched = await h.call('PUT', '/api/customer/update_profile/', {
          token,
          body: { language },
        });
        expect(switched.statusCode).toBe(200);
      }
      expect(await valid(await h.login('office@example.com'))).toBe('en');
    });
  });

  describe('hostile requests', () => {
    it('refuses a switch without a session', async () => {
      const res = await h.call('PUT', '/api/customer/update_profile/', {
        body: { language: 'ca' },
      });
      expect(res.statusCode).toBe(401);
    });

    it.each([['fr'], ['EN'], [''], [7], [null], [['ca']], [{ code: 'ca' }]])(
      'refuses %j as a language with a 4xx and keeps the one chosen',
      async (language) => {
        const token = await h.login('client@example.com');
        await h.call('PUT', '/api/customer/update_profile/', {
          token,
          body: { language: 'ca' },
        });
        const res = await h.call('PUT', '/api/customer/update_profile/', {
          token,
          body: { language },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(await valid(token)).toBe('ca');
      },
    );
  });
});
