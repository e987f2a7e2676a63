import { expect, it } from 'vitest';
import { DEMO_PASSWORD, describeApi } from '../helper';
import { balanceOf, walletUsers } from '../money-fixtures';

/**
 * An outside security audit's findings 4–10: each answer it got, and the one it must
 * get now. Findings 1–3 (production mode) are test/reliability/production.test.ts.
 */

describeApi(
  'security: the audit findings',
  (h) => {
    it('4: one Idempotency-Key debits once, however the grouping header is spelled', async () => {
      const [payer, payee] = await walletUsers(h, 2, 1000);
      const body = { to: payee!.code, amount: 1 };
      const answers = [];
      for (const grouping of ['demo', 'Demo', null, 'demo-taxi']) {
        answers.push(
          await h.call('POST', '/api/purses/transfer/', {
            token: payer!.token,
            body,
            agrupation: grouping,
            headers: { 'idempotency-key': 'audit-4-transfer' },
          }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json().movement.id)).size).toBe(1);
      expect(await balanceOf(h.db, payer!.walletId)).toBe(900);
    });

    it('5: the three 500s are 422s', async () => {
      const client = await h.login('client@example.com');
      const company = await h.login('company@example.com');
      const rides = await h.call('GET', '/api/v2/services/?status=2147483648', {
        token: client,
      });
      expect(rides.statusCode).toBe(422);
      const employees = await h.call('GET', '/api/customer/employees/', { token: company });
      const id = employees.json().employees?.[0]?.id ?? employees.json()[0]?.id;
      expect(id).toBeTypeOf('number');
      const update = await h.call('PUT', `/api/customer/employee/${id}/`, {
        token: company,
        body: { password_confirmation: '' },
      });
      expect(update.statusCode).toBe(422);
      const statement = await h.call('GET', '/api/customer/statements/?month=9999-12&format=csv', {
        token: company,
      });
      expect(statement.statusCode).toBe(422);
    });

    it('8: the OpenAPI document declares the errors of every route and every $ref resolves', async () => {
      const res = await h.call('GET', '/api/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
        components?: { schemas?: Record<string, unknown> };
      };
      const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
      for (const [, name] of refs) expect(doc.components?.schemas).toHaveProperty(name!);
      expect(res.body).not.toContain('schema0');
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          for (const status of ['400', '401', '404', '422', '429', '500']) {
            expect(operation.responses, `${method} ${path}`).toHaveProperty(status);
          }
        }
      }
    });

    it("9: Fastify's early errors answer in our shape, translated, with headers, no echo", async () => {
      const badEscape = await h.call('GET', '/api/services/%ff/', { language: 'ca' });
      expect(badEscape.statusCode).toBe(400);
      expect(badEscape.json()).toEqual({ error: "No s'ha pogut llegir la petició" });
      expect(badEscape.headers['x-content-type-options']).toBe('nosniff');
      expect(badEscape.body).not.toContain('%ff');

      const long = `/api/admin/content/${'a'.repeat(300)}/`;
      const tooLong = await h.call('PUT', long, { language: 'en', body: {} });
      expect(tooLong.statusCode).toBe(414);
      expect(tooLong.json()).toEqual({ error: 'The address is too long' });
      expect(tooLong.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(tooLong.body).not.toContain('aaaa');

      const big = await h.app.inject({
        method: 'POST',
        url: '/api/authenticate/',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ error: 'The request is too large' });
    });

    it('9: a method the path does not take is a 405 naming the ones it does', async () => {
      const client = await h.login('client@example.com');
      const res = await h.call('DELETE', '/api/purses/', { token: client, language: 'en' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.json()).toEqual({ error: 'This action is not available at this address' });
      const unknown = await h.call('POST', '/api/nothing/here/');
      expect(unknown.statusCode).toBe(404);
    });

    it('10: tokens and personal data are never cached', async () => {
      const login = await h.call('POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const profile = await h.call('GET', '/api/customer/update_profile/', {
        token: login.json().token,
      });
      expect(profile.headers['cache-control']).toBe('no-store');
    });

    it('10: a name with a bidi override or a zero-width character is refused', async () => {
      const client = await h.login('client2@example.com');
      for (const name of ['Ana\u202egnp.exe', 'Ad\u200bmin']) {
        const res = await h.call('PUT', '/api/customer/update_profile/', {
          token: client,
          body: { name, phone: '+34600000002', email: 'client2@example.com' },
          language: 'en',
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toContainEqual({
          field: 'name',
          message: 'Remove the invisible or control characters',
        });
      }
    });

    it('10: repeated failures slow one account down, and only for seconds', async () => {
      const attempt = (password: string) =>
        h.call('POST', '/api/authenticate/', {
          body: { username: 'employee2@example.com', password },
        });
      for (let failure = 0; failure < 6; failure += 1) {
        expect((await attempt('wrong-password')).statusCode).toBe(401);
      }
      // Even the right password waits: the attempt is not checked at all.
      const slowed = await attempt(DEMO_PASSWORD);
      expect(slowed.statusCode).toBe(429);
      const wait = Number(slowed.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Another account is not slowed by this one's failures.
      expect(
        (
          await h.call('POST', '/api/authenticate/', {
            body: { username: 'employee3@example.com', password: 'wrong-password' },
          })
        ).statusCode,
      ).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
      // The success cleared the count: a typo now is an ordinary 401.
      expect((await attempt('wrong-password')).statusCode).toBe(401);
      expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
    });
  },
  { env: { AUTH_RATE_LIMIT: '1000' } },
);
