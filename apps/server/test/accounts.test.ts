import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, describeApi, fieldMessages, type Harness, rowCount } from './helper';

const newClient = (suffix: string) => ({
  name: 'New Client',
  email: `new-${suffix}@example.com`,
  phone: `+3461${suffix.padStart(7, '0').slice(-7)}`,
  password: 'secret123',
  password_confirmation: 'secret123',
  terms_accepted: true,
});

/** Signs up and confirms a fresh client; returns its token and credentials. */
async function freshClient(h: Harness, suffix: string) {
  const body = newClient(suffix);
  const signup = await h.call('POST', '/api/customer/signup/', { body });
  expect(signup.statusCode).toBe(201);
  const sms = await h.lastMessage(body.phone);
  const code = /(\d{6})/.exec(sms!.body)![1]!;
  const confirmed = await h.call('PUT', '/api/customer/confirm/', {
    body: { phone: body.phone, code },
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    ...body,
    token: confirmed.json<{ token: string }>().token,
    id: confirmed.json<{ user: { id: number } }>().user.id,
  };
}

describeApi('accounts', (h) => {
  describe('POST /authenticate', () => {
    it('logs in by email or by phone, with or without the trailing slash', async () => {
      const byEmail = await h.call('POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: DEMO_PASSWORD },
      });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(byEmail.json().user).toMatchObject({ name: 'Clara Client', company: false });
      const byPhone = await h.call('POST', '/api/authenticate', {
        body: { username: '+34 600 000 001', password: DEMO_PASSWORD },
      });
      expect(byPhone.statusCode).toBe(200);
    });

    it('refuses a wrong password with the same message as an unknown user', async () => {
      const wrong = await h.call('POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: 'nope' },
      });
      const unknown = await h.call('POST', '/api/authenticate/', {
        body: { username: 'nobody@example.com', password: 'nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('speaks the Accept-Language of the request, falling back to es', async () => {
      const body = { username: 'client@example.com', password: 'nope' };
      const say = async (language: string) =>
        (await h.call('POST', '/api/authenticate/', { body, language })).json().error;
      expect(await say('ca-ES,ca;q=0.9')).toBe('Usuari o contrasenya incorrectes');
      expect(await say('es')).toBe('Usuario o contraseña incorrectos');
      expect(await say('de-DE')).toBe('Usuario o contraseña incorrectos');
    });

    it('answers 422 with the field list when fields are missing', async () => {
      const res = await h.call('POST', '/api/authenticate/', {
        body: { username: 'client@example.com' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'This field is required.',
        errors: [{ field: 'password', message: 'This field is required.' }],
      });
    });

    it('answers 400, not 500, to a body that is not JSON', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/authenticate/',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    });

    it("does not log into another operator's account", async () => {
      const res = await h.call('POST', '/api/authenticate/', {
        body: { username: 'other@example.com', password: DEMO_PASSWORD },
        agrupation: 'demo',
      });
      expect(res.statusCode).toBe(401);
      await expect(h.login('other@example.com', DEMO_PASSWORD, 'other')).resolves.toBeTruthy();
    });
  });

  describe('GET /token/valid', () => {
    it('returns the user, its flags and the permissions of its role', async () => {
      const token = await h.login('company@example.com');
      const res = await h.call('GET', '/api/token/valid/', { token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.auth_token).toBe(token);
      expect(body.user).toMatchObject({
        company: true,
        panel: true,
        is_employee: false,
        employee: null,
      });
      expect(body.permissions).toContain('employee');
      expect(body.permissions).toContain('hotel_home');
    });

    it('shows an employee under its company name with its own name apart', async () => {
      const token = await h.login('employee@example.com');
      const body = (await h.call('GET', '/api/token/valid/', { token })).json();
      expect(body.user).toMatchObject({
        name: 'Acme Logistics',
        employee: { name: 'Eva Employee' },
        is_employee: true,
      });
      expect(body.permissions).not.toContain('employee');
      expect(body.permissions).toContain('hotel_home');
    });

    it('binds hotel staff to their hotel grouping', async () => {
      const token = await h.login('hotel@example.com');
      const body = (await h.call('GET', '/api/token/valid/', { token })).json();
      expect(body.exclusive_agrupation).toMatchObject({ permalink: 'hotel-demo' });
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await h.call('GET', '/api/token/valid/')).statusCode).toBe(401);
      const res = await h.call('GET', '/api/token/valid/', { token: 'x'.repeat(43) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Session Expired! Please login again to continue.' });
    });
  });

  describe('POST /logout', () => {
    it('revokes the token at once and only that one', async () => {
      const first = await h.login('client2@example.com');
      const second = await h.login('client2@example.com');
      expect((await h.call('POST', '/api/logout/', { token: first })).statusCode).toBe(200);
      expect((await h.call('GET', '/api/token/valid/', { token: first })).statusCode).toBe(401);
      expect((await h.call('GET', '/api/token/valid/', { token: second })).statusCode).toBe(200);
    });
  });

  describe('signup, confirm and resend', () => {
    it('creates a pending client, texts a 6-digit code and activates it', async () => {
      const body = newClient('1001');
      const res = await h.call('POST', '/api/customer/signup/', { body });
      expect(res.statusCode).toBe(201);
      const blocked = await h.call('POST', '/api/authenticate/', {
        body: { username: body.email, password: body.password },
      });
      expect(blocked.statusCode).toBe(403);
      const sms = await h.lastMessage(body.phone);
      const code = /(\d{6})/.exec(sms!.body)![1]!;
      const wrong = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone: body.phone, code: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('Invalid code');
      const ok = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone: body.phone, code },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.name).toBe('New Client');
      const again = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone: body.phone, code },
      });
      expect(again.json().error).toBe('Invalid code');
    });

    it('requires terms and privacy, and writes nothing on any error', async () => {
      const before = await rowCount(h.db, 'users');
      const res = await h.call('POST', '/api/customer/signup/', {
        body: { ...newClient('1002'), terms_accepted: false, email: 'bad' },
      });
      expect(res.statusCode).toBe(422);
      const messages = res
        .json()
        .errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          'email: Invalid email',
          'terms_accepted: You must accept the terms of use and the privacy policy',
        ]),
      );
      const taken = await h.call('POST', '/api/customer/signup/', {
        body: { ...newClient('1003'), email: 'client@example.com' },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors[0].field).toBe('email');
      expect(await rowCount(h.db, 'users')).toBe(before);
    });

    it('keeps one of two simultaneous sign-ups with the same email, never a 500', async () => {
      const body = newClient('1006');
      const statuses = await Promise.all([
        h.call('POST', '/api/customer/signup/', { body }),
        h.call('POST', '/api/customer/signup/', { body: { ...body, phone: '+34619999006' } }),
      ]).then((responses) => responses.map((res) => res.statusCode).sort());
      expect(statuses[0]).toBe(201);
      expect([409, 422]).toContain(statuses[1]);
    });

    it('checks the password confirmation and the phone', async () => {
      const res = await h.call('POST', '/api/customer/signup/', {
        body: { ...newClient('1004'), password_confirmation: 'different1', phone: 'abc' },
      });
      expect(fieldMessages(res)).toMatchObject({
        phone: 'Enter a valid phone number',
        password_confirmation: 'Password does not match',
      });
    });

    it('resends a fresh code that replaces the old one', async () => {
      const body = newClient('1005');
      await h.call('POST', '/api/customer/signup/', { body });
      const first = /(\d{6})/.exec((await h.lastMessage(body.phone))!.body)![1];
      const res = await h.call('PUT', '/api/customer/resend_activation_code/', {
        body: { phone: body.phone },
      });
      expect(res.statusCode).toBe(200);
      const second = /(\d{6})/.exec((await h.lastMessage(body.phone))!.body)![1]!;
      if (first !== second) {
        const old = await h.call('PUT', '/api/customer/confirm/', {
          body: { phone: body.phone, code: first },
        });
        expect(old.statusCode).toBe(422);
      }
      const ok = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone: body.phone, code: second },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('rejects a code that is not 6 digits', async () => {
      const res = await h.call('PUT', '/api/customer/confirm/', {
        body: { phone: '+34600000001', code: '12' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('code');
    });
  });

  describe('POST /customer/available/email', () => {
    it('tells whether an email is free, case-insensitively', async () => {
      const taken = await h.call('POST', '/api/customer/available/email/', {
        body: { value: 'Client@Example.com' },
      });
      expect(taken.json()).toEqual({ available: false });
      const free = await h.call('POST', '/api/customer/available/email/', {
        body: { value: 'free@example.com' },
      });
      expect(free.json()).toEqual({ available: true });
      const bad = await h.call('POST', '/api/customer/available/email/', {
        body: { value: 'nope' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('Invalid email');
    });
  });

  describe('password recovery', () => {
    it('emails a link, resets once with it and ends every session', async () => {
      const client = await freshClient(h, '2001');
      const res = await h.call('POST', '/api/customer/password/recover/', {
        body: { email: client.email },
      });
      expect(res.statusCode).toBe(200);
      const mail = await h.lastMessage(client.email);
      const code = /\/reset_password\/([A-Za-z0-9_-]+)\/localhost$/m.exec(mail!.body)![1]!;
      const bad = await h.call('PUT', '/api/customer/password/reset/', {
        body: { code: 'x'.repeat(43), password: 'newpass123', password_confirmation: 'newpass123' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('Invalid code');
      const ok = await h.call('PUT', '/api/customer/password/reset/', {
        body: { code, password: 'newpass123', password_confirmation: 'newpass123' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await h.call('GET', '/api/token/valid/', { token: client.token })).statusCode).toBe(
        401,
      );
      await expect(h.login(client.email, 'newpass123')).resolves.toBeTruthy();
      const reused = await h.call('PUT', '/api/customer/password/reset/', {
        body: { code, password: 'other1234', password_confirmation: 'other1234' },
      });
      expect(reused.json().error).toBe('Invalid code');
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const res = await h.call('POST', '/api/customer/password/recover/', {
        body: { email: 'ghost@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(await h.lastMessage('ghost@example.com')).toBeUndefined();
    });
  });

  describe('PUT /customer/update_password/:id', () => {
    it('changes the own password and ends every other session at once', async () => {
      const client = await freshClient(h, '3001');
      const otherSession = await h.login(client.email, client.password);
      const res = await h.call('PUT', `/api/customer/update_password/${client.id}/`, {
        token: client.token,
        body: {
          current_password: client.password,
          password: 'changed123',
          password_confirmation: 'changed123',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password updated' });
      const valid = (token: string) => h.call('GET', '/api/token/valid/', { token });
      expect((await valid(otherSession)).statusCode).toBe(401);
      expect((await valid(client.token)).statusCode).toBe(200);
      await expect(h.login(client.email, 'changed123')).resolves.toBeTruthy();
    });

    it("answers 404 for another user's id and 422 for a wrong current password", async () => {
      const client = await freshClient(h, '3002');
      const body = (current: string, password = 'changed123') => ({
        current_password: current,
        password,
        password_confirmation: password,
      });
      const other = await h.call('PUT', '/api/customer/update_password/1/', {
        token: client.token,
        body: body(client.password),
      });
      expect(other.statusCode).toBe(404);
      const wrong = await h.call('PUT', `/api/customer/update_password/${client.id}/`, {
        token: client.token,
        body: body('wrong-one1'),
      });
      expect(wrong.statusCode).toBe(422);
      // The current password is what was wrong, not the new one (spec §8's text is for a
      // failed update).
      expect(wrong.json().error).toBe('The current password is not correct');
      const inCatalan = await h.call('PUT', `/api/customer/update_password/${client.id}/`, {
        token: client.token,
        language: 'ca',
        body: body('wrong-one1'),
      });
      expect(fieldMessages(inCatalan).current_password).toBe(
        'La contrasenya actual no és correcta',
      );
      const weak = await h.call('PUT', `/api/customer/update_password/${client.id}/`, {
        token: client.token,
        body: body(client.password, 'short'),
      });
      expect(weak.json().errors[0]).toEqual({
        field: 'password',
        message: 'Enter a valid password',
      });
    });
  });

  describe('profile', () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (token: string, content: Buffer, name = 'image') => {
      const boundary = '----parada-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return h.app.inject({
        method: 'POST',
        url: '/api/customer/update_profile/image/',
        headers: {
          authorization: `Token ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'accept-language': 'en',
        },
        payload,
      });
    };

    it('reads and updates name, phone and email', async () => {
      const client = await freshClient(h, '4001');
      const res = await h.call('PUT', '/api/customer/update_profile/', {
        token: client.token,
        body: {
          name: 'Renamed',
          phone: '+34 611 999 001',
          email: client.email,
          current_password: client.password,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Renamed', phone: '+34611999001' });
      const read = await h.call('GET', '/api/customer/update_profile/', { token: client.token });
      expect(read.json()).toMatchObject({ name: 'Renamed', phone: '+34611999001' });
      const taken = await h.call('PUT', '/api/customer/update_profile/', {
        token: client.token,
        body: {
          name: 'Renamed',
          phone: '+34611999001',
          email: 'client@example.com',
          current_password: client.password,
        },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual([
        { field: 'email', message: 'This email is already registered' },
      ]);
      const missing = await h.call('PUT', '/api/customer/update_profile/', {
        token: client.token,
        body: { name: '' },
      });
      expect(missing.statusCode).toBe(422);
    });

    it('stores an avatar image, serves it, and refuses what is not an image', async () => {
      const client = await freshClient(h, '4002');
      const res = await upload(client.token, PNG);
      expect(res.statusCode).toBe(200);
      const avatar = res.json().avatar as string;
      expect(avatar).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
      const served = await h.app.inject({ method: 'GET', url: avatar });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const guessed = await h.app.inject({ method: 'GET', url: '/api/uploads/1' });
      expect(guessed.statusCode).toBe(404);
      const bad = await upload(client.token, Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('Upload an image (PNG, JPEG, GIF or WebP)');
    });

    it("stores a company's image as its logo", async () => {
      const token = await h.login('office@example.com');
      const res = await upload(token, PNG);
      expect(res.json()).toMatchObject({ company: true, avatar: null });
      expect(res.json().logo).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    });

    it('refuses an image over the size limit with 413', async () => {
      const client = await freshClient(h, '4003');
      const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
      const res = await upload(client.token, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('The file is too large');
    });

    it('answers 401 without a token', async () => {
      expect((await h.call('GET', '/api/customer/update_profile/')).statusCode).toBe(401);
      expect((await upload('z'.repeat(43), PNG)).statusCode).toBe(401);
    });
  });

  describe('privacy renewal and account removal', () => {
    it('renews the privacy acceptance', async () => {
      const client = await freshClient(h, '5001');
      const bad = await h.call('PUT', '/api/customer/renew_privacy/', {
        token: client.token,
        body: { terms_accepted: false },
      });
      expect(bad.statusCode).toBe(422);
      const ok = await h.call('PUT', '/api/customer/renew_privacy/', {
        token: client.token,
        body: { terms_accepted: true },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('removes an account by its emailed code and ends its sessions', async () => {
      const client = await freshClient(h, '5002');
      const wrongPassword = await h.call('POST', '/api/customer/remove_account/', {
        token: client.token,
        body: { password: 'not-it-123' },
      });
      expect(wrongPassword.statusCode).toBe(422);
      const asked = await h.call('POST', '/api/customer/remove_account/', {
        token: client.token,
        body: { password: client.password },
      });
      expect(asked.statusCode).toBe(200);
      const code = /\/remove_account\/([A-Za-z0-9_-]+)/.exec(
        (await h.lastMessage(client.email))!.body,
      )![1]!;
      const bad = await h.call('PUT', '/api/customer/remove_account/confirm/', {
        body: { code: 'y'.repeat(43) },
      });
      expect(bad.json().error).toBe('Invalid code');
      const ok = await h.call('PUT', '/api/customer/remove_account/confirm/', { body: { code } });
      expect(ok.statusCode).toBe(200);
      expect((await h.call('GET', '/api/token/valid/', { token: client.token })).statusCode).toBe(
        401,
      );
      const login = await h.call('POST', '/api/authenticate/', {
        body: { username: client.email, password: client.password },
      });
      expect(login.statusCode).toBe(401);
    });
  });
});

describeApi(
  'rate limits',
  (h) => {
    it('answers 429 with Retry-After, even when X-Forwarded-For changes', async () => {
      const attempt = (ip: string) =>
        h.call('POST', '/api/authenticate/', {
          body: { username: 'client@example.com', password: 'wrong' },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(401);
      const limited = await attempt('10.0.0.99');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    });
  },
  { env: { AUTH_RATE_LIMIT: '3' } },
);

/** A stand-in for Google's JWKS endpoint and Facebook's Graph /me, with keys made here. */
const providers = {
  server: undefined as Server | undefined,
  url: '',
  privateKey: undefined as Awaited<ReturnType<typeof generateKeyPair>>['privateKey'] | undefined,
};
const { publicKey, privateKey } = await generateKeyPair('RS256');
providers.privateKey = privateKey;
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
providers.server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/jwks') return res.end(JSON.stringify({ keys: [jwk] }));
  if (url.pathname === '/app') {
    // Graph's /app with a user token: the app the token was issued for.
    const token = url.searchParams.get('access_token');
    if (token === 'fb-good') return res.end(JSON.stringify({ id: 'parada-fb-test' }));
    if (token === 'fb-other-app') return res.end(JSON.stringify({ id: 'another-site' }));
    res.statusCode = 400;
    return res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
  }
  if (url.pathname === '/me') {
    const token = url.searchParams.get('access_token');
    if (token === 'fb-other-app')
      return res.end(
        JSON.stringify({ id: 'fb-999', name: 'Else Where', email: 'else@example.com' }),
      );
    if (token === 'fb-good')
      return res.end(JSON.stringify({ id: 'fb-123', name: 'Face Book', email: 'fb@example.com' }));
    res.statusCode = 400;
    return res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
  }
  res.statusCode = 404;
  res.end('{}');
});
await new Promise<void>((resolve) => providers.server!.listen(0, '127.0.0.1', resolve));
providers.url = `http://127.0.0.1:${(providers.server.address() as AddressInfo).port}`;

const googleToken = (claims: Record<string, unknown>, issuer = 'https://accounts.google.com') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience('parada-test')
    .setSubject(String(claims.sub ?? 'g-1'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(providers.privateKey!);

describeApi(
  'social login',
  (h) => {
    it('signs in with a Google ID token signed by the configured JWKS', async () => {
      const idToken = await googleToken({
        sub: 'g-1',
        email: 'google@example.com',
        email_verified: true,
        name: 'Goo Gle',
      });
      const res = await h.call('POST', '/api/customer/google_login/', {
        body: { token: idToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: 'Goo Gle',
        email: 'google@example.com',
        renew_privacy: true,
      });
      const again = await h.call('POST', '/api/customer/google_login/', {
        body: { token: idToken },
      });
      expect(again.json().user.id).toBe(res.json().user.id);
    });

    it('links a Google identity to the existing account with that email', async () => {
      const idToken = await googleToken({
        sub: 'g-2',
        email: 'client2@example.com',
        email_verified: true,
      });
      const res = await h.call('POST', '/api/customer/google_login/', {
        body: { token: idToken },
      });
      expect(res.json().user.name).toBe('Carles Client');
    });

    it('refuses a token from another issuer or with a forged signature', async () => {
      const wrongIssuer = await googleToken(
        { sub: 'g-3', email: 'x@example.com', email_verified: true },
        'https://evil.example',
      );
      expect(
        (await h.call('POST', '/api/customer/google_login/', { body: { token: wrongIssuer } }))
          .statusCode,
      ).toBe(401);
      const good = await googleToken({ sub: 'g-3', email: 'x@example.com', email_verified: true });
      const [header, , signature] = good.split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: 'https://accounts.google.com', aud: 'parada-test', exp: 9e9 })).toString('base64url')}.${signature}`;
      const res = await h.call('POST', '/api/customer/google_login/', {
        body: { token: forged },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Could not sign in with this account');
    });

    it('signs in with a Facebook token the verification URL accepts', async () => {
      const ok = await h.call('POST', '/api/customer/facebook_login/', {
        body: { token: 'fb-good' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe('fb@example.com');
      const bad = await h.call('POST', '/api/customer/facebook_login/', {
        body: { token: 'fb-bad' },
      });
      expect(bad.statusCode).toBe(401);
    });

    it("refuses a Facebook token issued for another site's app, though /me accepts it", async () => {
      const res = await h.call('POST', '/api/customer/facebook_login/', {
        body: { token: 'fb-other-app' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Could not sign in with this account');
    });
  },
  {
    env: {
      GOOGLE_JWKS_URL: `${providers.url}/jwks`,
      GOOGLE_CLIENT_ID: 'parada-test',
      FACEBOOK_VERIFY_URL: `${providers.url}/me`,
      FACEBOOK_APP_ID: 'parada-fb-test',
    },
  },
);

afterAll(() => new Promise<void>((resolve) => providers.server!.close(() => resolve())));
