import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Harness } from '../helper';
import { bookRide, groupingId, ridePayload, session } from '../ride-fixtures';

/**
 * Mass assignment: fields a caller must never set (role, balance, grouping, status, price,
 * owner, `__proto__`) sent along with valid bodies change nothing. Brute force: the
 * account routes stop answering after AUTH_RATE_LIMIT attempts a minute per client.
 */

const ROGUE = {
  kind: 'operator',
  role: 'operator',
  account_kind: 'operator',
  panel: true,
  company: true,
  is_employee: true,
  status: 'active',
  active: true,
  balance: 1_000_000,
  agrupation_id: 999,
  agrupacion_id: 999,
  company_id: 1,
  user_id: 1,
  usuario_id: 1,
  id: 1,
};

const userRow = (h: Harness, email: string) =>
  h.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describeApi('security: mass assignment', (h) => {
  let client: { token: string; id: number };
  beforeAll(async () => {
    client = await session(h, 'client@example.com');
  });

  it('updates a profile and nothing else', async () => {
    const before = await userRow(h, 'client@example.com');
    const response = await h.call('PUT', '/api/customer/update_profile/', {
      token: client.token,
      body: { name: 'Clara Puig', phone: before.phone, email: before.email, ...ROGUE },
    });
    expect(response.statusCode).toBe(200);
    const after = await userRow(h, 'client@example.com');
    expect(after.name).toBe('Clara Puig');
    const { name: _a, updated_at: _b, ...kept } = before as Record<string, unknown>;
    const { name: _c, updated_at: _d, ...now } = after as Record<string, unknown>;
    expect(now).toEqual(kept);
  });

  it('signs up a pending client of the request’s grouping, whatever the body says', async () => {
    const response = await h.call('POST', '/api/customer/signup/', {
      body: {
        name: 'Rogue Signup',
        email: 'rogue@example.com',
        phone: '+34600999111',
        password: 'Rogue-1234',
        password_confirmation: 'Rogue-1234',
        terms_accepted: true,
        ...ROGUE,
      },
    });
    expect(response.statusCode).toBe(201);
    const row = await userRow(h, 'rogue@example.com');
    expect(row).toMatchObject({ kind: 'client', status: 'pending', panel: false });
    expect(row.agrupation_id).toBe(await groupingId(h, 'demo'));
    expect(row.company_id).toBeNull();
  });

  it('prices and opens a ride itself: no status, price, driver or owner from the body', async () => {
    const taxi = await groupingId(h, 'demo-taxi');
    const response = await bookRide(h, client, {
      ...ridePayload(client.id, taxi),
      fare: 0.01,
      price: 0.01,
      fare_cents: 1,
      status_code: 8,
      driver_id: 1,
      user_id: 1,
      company_id: 1,
      root_agrupation_id: 999,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await h.db
      .selectFrom('services')
      .selectAll()
      .where('id', '=', response.json().service.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: client.id, status_code: 1, driver_id: null });
    expect(row.company_id).toBeNull();
    expect(row.fare_cents).toBeGreaterThan(100);
    expect(row.root_agrupation_id).toBe(await groupingId(h, 'demo'));
  });

  it('keeps a company’s new employee and a client’s favorite their own', async () => {
    const company = await session(h, 'company@example.com');
    const employee = await h.call('POST', '/api/customer/employee/', {
      token: company.token,
      body: {
        name: 'Rogue Employee',
        telephone: '+34600999222',
        email: 'rogue-employee@example.com',
        ...ROGUE,
        panel: false,
        active: true,
        servicio_type_id: null,
      },
    });
    expect(employee.statusCode, employee.body).toBe(201);
    // An employee has the panel when the company has it, not when the body says.
    expect(await userRow(h, 'rogue-employee@example.com')).toMatchObject({
      kind: 'employee',
      company_id: company.id,
      panel: true,
    });
    const favorite = await h.call('POST', '/api/favorites/', {
      token: client.token,
      body: {
        favorito: { alias: 'Rogue', direccion: 'Carrer 1', lat: 41.4, lng: 2.17, ...ROGUE },
        ...ROGUE,
      },
    });
    expect(favorite.statusCode).toBe(201);
    const saved = await h.db
      .selectFrom('favorites')
      .selectAll()
      .where('id', '=', favorite.json().id)
      .executeTakeFirstOrThrow();
    expect(saved.user_id).toBe(client.id);
  });

  it('refuses __proto__ and constructor.prototype in any body, polluting nothing', async () => {
    const before = await userRow(h, 'client@example.com');
    for (const payload of [
      '{"name":"Clara","phone":"+34600000001","email":"client@example.com","__proto__":{"kind":"operator"}}',
      '{"name":"Clara","phone":"+34600000001","email":"client@example.com","constructor":{"prototype":{"kind":"operator"}}}',
    ]) {
      const response = await h.app.inject({
        method: 'PUT',
        url: '/api/customer/update_profile/',
        headers: { authorization: `Token ${client.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(({} as Record<string, unknown>).kind).toBeUndefined();
    expect(await userRow(h, 'client@example.com')).toEqual(before);
  });
});

describeApi(
  'security: brute force',
  (h) => {
    it('answers 429 with Retry-After after AUTH_RATE_LIMIT log-in attempts a minute', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await h.call('POST', '/api/authenticate/', {
          body: { username: 'client@example.com', password: `guess-${attempt}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // The right password is no way around it either.
      const right = await h.call('POST', '/api/authenticate/', {
        body: { username: 'client@example.com', password: 'demo1234' },
      });
      expect(right.statusCode).toBe(429);
    });

    it('limits every route that checks a secret: codes, reset links, passwords', async () => {
      const limited = [
        ['PUT', '/api/customer/confirm/', { phone: '+34600000009', code: '000000' }],
        [
          'PUT',
          '/api/customer/password/reset/',
          { code: 'x'.repeat(32), password: 'A-12345678', password_confirmation: 'A-12345678' },
        ],
        ['PUT', '/api/employee/confirm/', { email: 'employee@example.com', code: '000000' }],
        [
          'PUT',
          '/api/employee/password/',
          { token: 'x'.repeat(32), password: 'A-12345678', password_confirmation: 'A-12345678' },
        ],
        [
          'POST',
          '/api/driver/authenticate/',
          { username: 'driver@example.com', password: 'guess' },
        ],
        ['PUT', '/api/customer/remove_account/confirm/', { code: 'x'.repeat(32) }],
      ] as const;
      // Each route counts its own attempts per client address.
      for (const [method, url, body] of limited) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await h.call(method, url, { body })).statusCode);
        }
        expect(statuses.slice(0, 3), url).not.toContain(429);
        expect(statuses[3], url).toBe(429);
      }
    });
  },
  { env: { AUTH_RATE_LIMIT: '3' } },
);
