import { beforeAll, expect, it } from 'vitest';
import { describeApi, rowCount } from './helper';

/** Bodies no form would send: wrong types, nesting, nulls, huge and odd values. */
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { name: null, email: ['a@b.c'], phone: { $gt: '' }, password: 12345678 },
  { username: 'x'.repeat(10_000), password: 'y'.repeat(10_000) },
  { id: 1e20, agrupation_id: -1, parent_id: '1 OR 1=1', usuario_id: 2 ** 31 },
  { active: 'yes', state: 'closed', type: 'praise', language: 'xx', format: 'exe' },
  { body: '<script>alert(1)</script>', subject: '\u0000', title: '\u202e' },
  { related_ids: [1, 'a', null], fare: { flag_fall: 'NaN' }, zone: { type: 'square' } },
  { latitude: 'north', longitude: Infinity, website: 'javascript:alert(1)' },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
];

const ROUTES: Array<[string, string, 'client' | 'company' | 'operator' | null]> = [
  ['POST', '/api/authenticate/', null],
  ['POST', '/api/customer/signup/', null],
  ['PUT', '/api/customer/confirm/', null],
  ['PUT', '/api/customer/resend_activation_code/', null],
  ['POST', '/api/customer/available/email/', null],
  ['POST', '/api/customer/password/recover/', null],
  ['PUT', '/api/customer/password/reset/', null],
  ['PUT', '/api/customer/update_password/1/', 'client'],
  ['PUT', '/api/customer/update_profile/', 'client'],
  ['PUT', '/api/customer/renew_privacy/', 'client'],
  ['POST', '/api/customer/remove_account/', 'client'],
  ['PUT', '/api/customer/remove_account/confirm/', null],
  ['POST', '/api/customer/google_login/', null],
  ['POST', '/api/customer/facebook_login/', null],
  ['POST', '/api/customer/employee/', 'company'],
  ['PUT', '/api/customer/employee/99999999999/', 'company'],
  ['PUT', '/api/employee/confirm/', null],
  ['PUT', '/api/employee/password/', null],
  ['POST', '/api/service_types/', 'company'],
  ['PUT', '/api/service_types/1/', 'company'],
  ['POST', '/api/tickets/', 'client'],
  ['POST', '/api/tickets/1/replies/', 'client'],
  ['POST', '/api/admin/agrupations/', 'operator'],
  ['PUT', '/api/admin/agrupations/1/', 'operator'],
  ['PUT', '/api/admin/agrupations/1/related/', 'operator'],
  ['PUT', '/api/admin/agrupations/1/fare/', 'operator'],
  ['POST', '/api/admin/domains/', 'operator'],
  ['PUT', '/api/admin/content/usuario_info/', 'operator'],
  ['POST', '/api/admin/commerces/', 'operator'],
  ['PUT', '/api/admin/tickets/1/', 'operator'],
  ['POST', '/api/admin/messages/', 'operator'],
];

const HOSTILE_QUERIES = [
  '/api/service_types/?limit=-1&offset=abc',
  '/api/service_types/?limit=1e309',
  '/api/messages/?unread_only=maybe&limit=[]',
  '/api/tickets/?state=%00',
  '/api/configuration/domain/?search=' + 'a'.repeat(5000),
  '/api/configuration/domain/?search[]=x',
  '/api/content/%2e%2e%2fetc',
  '/api/club/commerces/1e99/',
  '/api/tickets/-5/',
  '/api/uploads/%00/',
];

describeApi('hostile input', (h) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.client = await h.login('client@example.com');
    tokens.company = await h.login('company@example.com');
    tokens.operator = await h.login('operator@example.com');
  });

  it('answers every odd body without a 500, creating no account', async () => {
    const before = await rowCount(h.db, 'users');
    for (const [method, url, role] of ROUTES) {
      for (const body of HOSTILE_BODIES) {
        const res = await h.app.inject({
          method: method as 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'app-agrupation': 'demo',
            ...(role ? { authorization: `Token ${tokens[role]}` } : {}),
          },
          payload: JSON.stringify(body),
        });
        // A body that happens to be valid (plain text with angle brackets) may succeed.
        if (res.statusCode >= 500) {
          throw new Error(
            `${method} ${url} with ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`,
          );
        }
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('error');
      }
    }
    const after = await rowCount(h.db, 'users');
    expect(after).toBe(before);
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold, as an invalid field', async () => {
    const res = await h.call('POST', '/api/tickets/', {
      token: tokens.client,
      body: { type: 'other', subject: 'Hi\u0000there', body: 'A perfectly normal text.' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'subject', message: 'Invalid value' }]);
  });

  it('answers odd query strings and paths with a 4xx, never a 500', async () => {
    for (const url of HOSTILE_QUERIES) {
      const res = await h.call('GET', url, { token: tokens.company });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('ignores a forged or oversized App-Agrupation and Authorization header', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/content/usuario_info/',
      headers: { 'app-agrupation': "' OR 1=1 --", authorization: 'Token ' + 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(200);
    const valid = await h.app.inject({
      method: 'GET',
      url: '/api/token/valid/',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(valid.statusCode).toBe(401);
  });
});
