import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from './helper';

/**
 * SMS through an HTTP provider (self sign-up could never be activated
 * in production). A local stand-in speaks Twilio's Messages resource: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, basic auth, a form body with To, From
 * and Body, answered 201 with the message; a wrong credential gets Twilio's 401 error.
 */

const SID = `AC${randomBytes(16).toString('hex')}`;
const TOKEN = randomBytes(16).toString('hex');
const sent: Array<{ To: string; From: string; Body: string }> = [];

const standIn = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
      response
        .writeHead(404)
        .end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }));
      return;
    }
    if (request.headers.authorization !== expected) {
      response
        .writeHead(401)
        .end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(raw)) as (typeof sent)[number];
    sent.push(form);
    response.writeHead(201).end(
      JSON.stringify({
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: SID,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
      }),
    );
  });
});
// A socket the server closes at Node's 5 s keep-alive limit, just as the next test's client
// reuses it, fails that fetch ("fetch failed") before the provider can answer: on a loaded
// machine the pause between two tests passes 5 s. Twilio keeps connections far longer.
standIn.keepAliveTimeout = 120_000;
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const port = (standIn.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const provider = (authToken: string) => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_API_URL: `http://127.0.0.1:${port}`,
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: authToken,
  TWILIO_FROM: '+15005550006',
});

describeApi(
  'SMS through a Twilio-shaped provider',
  (h) => {
    it('delivers the activation code to the provider, and the code activates the account', async () => {
      const phone = `+3462${String(Date.now()).slice(-7)}`;
      const signup = await h.call('POST', '/api/customer/signup/', {
        body: {
          name: 'Sms Client',
          email: `sms-${phone.slice(1)}@example.com`,
          phone,
          password: 'secret123',
          password_confirmation: 'secret123',
          terms_accepted: true,
        },
      });
      expect(signup.statusCode).toBe(201);
      await h.app.ctx.outbox.drain();
      const message = sent.find((item) => item.To === phone);
      expect(message?.From).toBe('+15005550006');
      const code = /(\d{6})/.exec(message?.Body ?? '')?.[1];
      expect(code).toBeDefined();
      const confirmed = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone, code },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toHaveProperty('token');
      const row = await h.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).not.toBeNull();
      expect(row.error).toBeNull();
    });
  },
  { env: provider(TOKEN) },
);

describeApi(
  'SMS provider refusing the credentials',
  (h) => {
    it('records the provider error on the message', async () => {
      const phone = `+3463${String(Date.now()).slice(-7)}`;
      await h.app.ctx.outbox.sms(h.db, phone, 'Parada: test');
      await h.app.ctx.outbox.drain();
      const row = await h.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).toBeNull();
      expect(row.error).toContain('401');
    });
  },
  { env: provider('wrong-token') },
);
