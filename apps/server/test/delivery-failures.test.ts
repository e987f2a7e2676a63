import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type Harness } from './helper';
import { smtpStandIn } from './smtp-stand-in';

/**
 * A provider that refuses (Twilio's 401, an SMTP server that rejects the recipient, no
 * server at all) is a warning in the log with its answer, tried again after a pause, and
 * listed for the operator; sign-up says when its code did not leave. In production the
 * outbox keeps only a hash of what it sent.
 */

const SID = `AC${randomBytes(16).toString('hex')}`;
const TOKEN = randomBytes(16).toString('hex');
/**
 * How many of the next SMS to each number the stand-in refuses with Twilio's 401: counted
 * per number, so one test's retries still on their way never use another test's refusals.
 */
const refusals = new Map<string, number>();
const accepted: string[] = [];
const twilio = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    const to = new URLSearchParams(raw).get('To') ?? '';
    const refuse = refusals.get(to) ?? 0;
    if (refuse > 0) {
      refusals.set(to, refuse - 1);
      response
        .writeHead(401)
        .end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    accepted.push(to);
    response.writeHead(201).end(JSON.stringify({ sid: 'SM1', status: 'queued' }));
  });
});
twilio.keepAliveTimeout = 120_000;
await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
const twilioPort = (twilio.address() as AddressInfo).port;

/** An SMTP server that refuses every recipient, as a mailbox provider does for bad ones. */
const refusing = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
    error.responseCode = 550;
    callback(error);
  },
});
await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
const refusingPort = (refusing.server.address() as AddressInfo).port;

const smtp = smtpStandIn();
const smtpPort = await smtp.listen();

afterAll(async () => {
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
  await new Promise<void>((resolve) => refusing.close(() => resolve()));
  await smtp.close();
});

const SMS = {
  SMS_PROVIDER: 'twilio',
  TWILIO_API_URL: `http://127.0.0.1:${twilioPort}`,
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM: '+15005550006',
};

/** The JSON lines the app logs at warning level and above. */
function logSink() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  };
}

const signup = (h: Harness, phone: string, language = 'en') =>
  h.call('POST', '/api/customer/signup/', {
    language,
    body: {
      name: 'Delivery Client',
      email: `delivery-${phone.slice(1)}@example.com`,
      phone,
      password: 'secret123',
      password_confirmation: 'secret123',
      terms_accepted: true,
    },
  });
const newPhone = () => `+3466${String(Date.now()).slice(-7)}`;
const rowOf = (h: Harness, recipient: string) =>
  h.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const sms = logSink();
describeApi(
  'delivery: an SMS provider that refuses',
  (h) => {
    let operator: string;
    beforeAll(async () => {
      operator = await h.login('operator@example.com');
    });

    it('says at sign-up that the code could not be sent, and resending says it too', async () => {
      const phone = newPhone();
      refusals.set(phone, 1);
      const res = await signup(h, phone, 'es');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        phone,
        code_sent: false,
        message:
          'No hemos podido enviar el código por SMS. Revisa el teléfono y vuelve a pedirlo en un momento',
      });
      await h.app.ctx.outbox.drain();
      // The retry after the pause went through.
      await expect.poll(() => accepted.includes(phone), { timeout: 15_000 }).toBe(true);
      refusals.set(phone, 10);
      const resend = await h.call('PUT', '/api/customer/resend_activation_code/', {
        body: { phone },
      });
      expect(resend.statusCode).toBe(503);
      expect(resend.json().error).toMatch(/could not send the code/);
      const sent = await signup(h, newPhone());
      expect(sent.json()).toMatchObject({
        code_sent: true,
        message: 'We have sent you a code by SMS',
      });
    });

    it('logs each failure as a warning with the answer, retries, and lists what was never sent', async () => {
      sms.lines.length = 0;
      const phone = newPhone();
      refusals.set(phone, 3);
      await h.app.ctx.outbox.sms(h.db, phone, 'Parada: test');
      await h.app.ctx.outbox.drain();
      await expect.poll(async () => (await rowOf(h, phone)).attempts, { timeout: 15_000 }).toBe(3);
      const row = await rowOf(h, phone);
      expect(row).toMatchObject({ delivered_at: null, attempts: 3 });
      expect(row.error).toBe('SMS provider answered 401: Authenticate');
      const warnings = sms.lines.filter((line) => line.outbox_id === row.id);
      expect(warnings.map((line) => [line.level, line.attempt, line.provider_answer])).toEqual([
        [40, 1, 'SMS provider answered 401: Authenticate'],
        [40, 2, 'SMS provider answered 401: Authenticate'],
        [40, 3, 'SMS provider answered 401: Authenticate'],
      ]);
      expect(warnings.at(-1)?.msg).toMatch(/given up/);
      expect(accepted).not.toContain(phone);

      const listed = await h.call('GET', '/api/admin/delivery_failures/', { token: operator });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().failures[0]).toMatchObject({
        id: row.id,
        channel: 'sms',
        recipient: phone,
        error: 'SMS provider answered 401: Authenticate',
        attempts: 3,
      });
      // A delivered message is not a failure, even after failed attempts.
      const delivered = await h.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', 'in', accepted)
        .where('delivered_at', 'is not', null)
        .execute();
      expect(delivered.length).toBeGreaterThan(0);
      const listedIds = listed.json().failures.map((failure: { id: number }) => failure.id);
      for (const { id } of delivered) expect(listedIds).not.toContain(id);
      // Another operator does not run this server's providers.
      const other = await h.login('operator-other@example.com', undefined, 'other');
      const refused = await h.call('GET', '/api/admin/delivery_failures/', {
        token: other,
        agrupation: 'other',
      });
      expect(refused.statusCode).toBe(403);
    });
  },
  {
    env: { ...SMS, LOG_LEVEL: 'warn' },
    build: { deliveryRetryDelaysMs: [20, 40], logStream: sms.stream },
  },
);

const mail = logSink();
describeApi(
  'delivery: an SMTP server that refuses, or is not there',
  (h) => {
    it('records and logs the server answer for the email', async () => {
      mail.lines.length = 0;
      await h.call('POST', '/api/customer/password/recover/', {
        body: { email: 'client@example.com' },
      });
      await expect
        .poll(async () => (await rowOf(h, 'client@example.com')).attempts, { timeout: 15_000 })
        .toBe(2);
      const row = await rowOf(h, 'client@example.com');
      expect(row.delivered_at).toBeNull();
      expect(row.error).toMatch(/550.*Mailbox unavailable/);
      const warnings = mail.lines.filter((line) => line.outbox_id === row.id);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]?.provider_answer).toMatch(/550/);
    });
  },
  {
    env: { SMTP_URL: `smtp://127.0.0.1:${refusingPort}`, LOG_LEVEL: 'warn' },
    build: { deliveryRetryDelaysMs: [20], logStream: mail.stream },
  },
);

describeApi(
  'delivery: no SMTP server listening',
  (h) => {
    it('records the refused connection', async () => {
      await h.call('POST', '/api/customer/password/recover/', {
        body: { email: 'client@example.com' },
      });
      await h.app.ctx.outbox.drain();
      const row = await rowOf(h, 'client@example.com');
      expect(row.delivered_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED/);
    });
  },
  { env: { SMTP_URL: 'smtp://127.0.0.1:1' }, build: { deliveryRetryDelaysMs: [] } },
);

describeApi(
  'production outbox: no secret kept readable',
  (h) => {
    it('keeps a hash of the reset email, and sends the link itself', async () => {
      await h.call('POST', '/api/customer/password/recover/', {
        body: { email: 'client@example.com' },
      });
      await h.app.ctx.outbox.drain();
      const sent = smtp.received.find((item) => item.to.includes('client@example.com'));
      const link = /reset_password\/([A-Za-z0-9_-]+)/.exec(sent?.raw ?? '')?.[1];
      expect(link).toBeDefined();
      const row = await rowOf(h, 'client@example.com');
      expect(row.delivered_at).not.toBeNull();
      expect(row.body).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(row.body).not.toContain(link);
    });

    it('keeps a hash of the activation SMS', async () => {
      const phone = newPhone();
      expect((await signup(h, phone)).json().code_sent).toBe(true);
      const row = await rowOf(h, phone);
      expect(row.body).toMatch(/^sha256:[0-9a-f]{64}$/);
    });
  },
  { env: { ...SMS, NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } },
);
