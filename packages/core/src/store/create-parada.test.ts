import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/create-api';
import { authActions } from '../features/auth/slice';
import { configActions } from '../features/config/slice';
import { makeRide, makeSession, makeSiteConfiguration } from '../testing/factories';
import { createParada } from './create-parada';
import { loadSessionSagas } from './session-loader';
import { memoryStorage, STORAGE_KEYS } from './storage';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  agrupation: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let routes: Record<string, (response: ServerResponse) => void> = {};

const reply = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  // The session's chunk compiles a dozen modules on first import: not the clock under test.
  await loadSessionSagas();
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry: Seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        agrupation: request.headers['app-agrupation'] as string | undefined,
        body,
      };
      seen.push(entry);
      const route = routes[`${entry.method} ${entry.url.split('?')[0]}`];
      (route ?? reply(200, {}))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  routes = {};
});

const parada = (storage = memoryStorage()) =>
  createParada({ baseUrl, storage, reload: vi.fn(), saveFile: vi.fn(), random: () => 0.1 });

/** The demo hotel's configuration as GET configuration/domain answers it. */
const HOTEL_SITE = makeSiteConfiguration({
  site_domain: 'hotel.localhost',
  agrupacion_id: 9,
  permalink: 'hotel-demo',
  name: 'Hotel',
  title: 'Hotel',
});

describe('createParada over real HTTP', () => {
  it('validates a stored token with the Token and App-Agrupation headers, then polls services', async () => {
    routes['GET /api/token/valid/'] = reply(200, makeSession({ auth_token: 'abc' }));
    routes['GET /api/services/in_process/list/'] = reply(200, [makeRide()]);
    routes['GET /api/services/scheduled/'] = reply(200, []);
    const { store } = parada(
      memoryStorage({ [STORAGE_KEYS.token]: 'abc', [STORAGE_KEYS.grouping]: 'demo' }),
    );
    store.dispatch(authActions.appStarted());
    await vi.waitFor(() => expect(store.getState().rides.listsStatus).toBe('loaded'));
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/token/valid/',
      authorization: 'Token abc',
      agrupation: 'demo',
    });
    expect(store.getState().rides.inProcess).toHaveLength(1);
    store.dispatch(authActions.logoutRequested());
    await vi.waitFor(() => expect(store.getState().auth.session).toBe('anonymous'));
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/logout/',
      authorization: 'Token abc',
    });
  });

  it('a 401 during the session ends it with the spec message', async () => {
    routes['GET /api/token/valid/'] = reply(200, makeSession({ auth_token: 'abc' }));
    routes['GET /api/services/in_process/list/'] = reply(401, { error: 'Invalid token' });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'abc' });
    const { store } = parada(storage);
    store.dispatch(authActions.appStarted());
    await vi.waitFor(() =>
      expect(store.getState().auth.expiredMessage).toBe(
        'Session Expired! Please login again to continue.',
      ),
    );
    expect(store.getState().auth.token).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('with a kept session, asks for the lists beside the token check, and ends a revoked one as the check does', async () => {
    const kept = makeSession({ auth_token: 'abc' });
    let checkAnswered = Infinity;
    let listAsked = Infinity;
    routes['GET /api/token/valid/'] = (response) =>
      setTimeout(() => {
        checkAnswered = Date.now();
        reply(401, { error: 'Invalid token' })(response);
      }, 300);
    routes['GET /api/services/in_process/list/'] = (response) => {
      listAsked = Date.now();
      reply(401, { error: 'Invalid token' })(response);
    };
    routes['GET /api/services/scheduled/'] = reply(401, { error: 'Invalid token' });
    const storage = memoryStorage({
      [STORAGE_KEYS.token]: 'abc',
      [STORAGE_KEYS.session]: JSON.stringify({ version: 1, session: kept }),
    });
    const { store } = parada(storage);
    store.dispatch(authActions.appStarted());
    await vi.waitFor(() =>
      expect(seen.map((entry) => entry.url)).toContain('/api/services/in_process/list/'),
    );
    await vi.waitFor(() => expect(store.getState().auth.session).toBe('anonymous'), {
      timeout: 2000,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.map((entry) => entry.url).indexOf('/api/token/valid/')).toBe(0);
    expect(listAsked).toBeLessThan(checkAnswered);
    // As when the check alone refuses the token: no 'Session Expired!' on the way out.
    expect(store.getState().auth).toMatchObject({ token: null, user: null, expiredMessage: null });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('loads the configuration by site domain and sends its permalink from then on', async () => {
    routes['GET /api/configuration/domain/'] = reply(200, HOTEL_SITE);
    const storage = memoryStorage();
    const { store, api } = parada(storage);
    store.dispatch(
      configActions.requested({ siteDomain: 'hotel.localhost', hostname: 'localhost' }),
    );
    await vi.waitFor(() => expect(store.getState().config.status).toBe('loaded'));
    expect(seen[0]?.url).toBe('/api/configuration/domain/?search=hotel.localhost');
    // Log-out lands with the site domain the visitor named.
    expect(storage.getItem(STORAGE_KEYS.siteDomain)).toBe('hotel.localhost');
    await api.content.get('usuario_info');
    expect(seen[1]).toMatchObject({ url: '/api/content/usuario_info/', agrupation: 'hotel-demo' });
  });

  it('finds the site by its hostname without naming it for log-out', async () => {
    routes['GET /api/configuration/domain/'] = reply(200, HOTEL_SITE);
    const storage = memoryStorage();
    const { store } = parada(storage);
    store.dispatch(configActions.requested({ siteDomain: null, hostname: 'hotel.localhost' }));
    await vi.waitFor(() => expect(store.getState().config.status).toBe('loaded'));
    expect(seen[0]?.url).toBe('/api/configuration/domain/?search=hotel.localhost');
    expect(storage.getItem(STORAGE_KEYS.siteDomain)).toBeNull();
  });
});

/** Every call of spec §7 and docs/architecture.md, the API beyond the spec: method and path as the server receives them. */
const CALLS: [string, (api: Api) => Promise<unknown>, string, string][] = [
  [
    'authenticate',
    (a) => a.auth.authenticate({ username: 'a@b.es', password: 'x' }),
    'POST',
    '/api/authenticate/',
  ],
  ['token/valid', (a) => a.auth.validateToken(), 'GET', '/api/token/valid/'],
  ['signup', (a) => a.auth.signup({} as never), 'POST', '/api/customer/signup/'],
  [
    'confirm',
    (a) => a.auth.confirm({ phone: '+34600000000', code: '123456' }),
    'PUT',
    '/api/customer/confirm/',
  ],
  [
    'employee confirm',
    (a) => a.auth.confirmEmployee({ email: 'a@b.es', code: '123456' }),
    'PUT',
    '/api/employee/confirm/',
  ],
  [
    'resend',
    (a) => a.auth.resendActivationCode({ phone: '+34600000000' }),
    'PUT',
    '/api/customer/resend_activation_code/',
  ],
  [
    'update password',
    (a) => a.auth.updatePassword(7, {} as never),
    'PUT',
    '/api/customer/update_password/7/',
  ],
  [
    'employee password',
    (a) => a.auth.setEmployeePassword({} as never),
    'PUT',
    '/api/employee/password/',
  ],
  [
    'email available',
    (a) => a.auth.isEmailAvailable({ value: 'a@b.es' }),
    'POST',
    '/api/customer/available/email/',
  ],
  [
    'facebook',
    (a) => a.auth.facebookLogin({ token: 't' }),
    'POST',
    '/api/customer/facebook_login/',
  ],
  ['google', (a) => a.auth.googleLogin({ token: 't' }), 'POST', '/api/customer/google_login/'],
  ['profile', (a) => a.auth.getProfile(), 'GET', '/api/customer/update_profile/'],
  [
    'processed',
    (a) => a.services.listProcessed({ start_date: '2026-11-01', status: 8, limit: 10, offset: 0 }),
    'GET',
    '/api/v2/services/?start_date=2026-11-01&status=8&limit=10&offset=0',
  ],
  ['in process', (a) => a.services.listInProcess(), 'GET', '/api/services/in_process/list/'],
  ['scheduled', (a) => a.services.listScheduled(), 'GET', '/api/services/scheduled/'],
  ['create', (a) => a.services.create({} as never, 'k'), 'POST', '/api/services/'],
  ['cancel', (a) => a.services.cancel(5), 'PUT', '/api/service/5/cancel/'],
  ['update', (a) => a.services.update(5, { service: {} }), 'PUT', '/api/service/5/update/'],
  [
    'pdf',
    (a) => a.services.downloadPdf({ employee_id: 3 }),
    'GET',
    '/api/services/?format=pdf&limit=10&offset=0&employee_id=3',
  ],
  ['stream ticket', (a) => a.services.streamTicket(), 'POST', '/api/services/events/ticket/'],
  ['share', (a) => a.services.share(5), 'POST', '/api/service/5/share/'],
  ['revoke share', (a) => a.services.revokeShare(5), 'DELETE', '/api/service/5/share/'],
  [
    'shared trip',
    (a) => a.services.shared('t'.repeat(24)),
    'GET',
    `/api/services/shared/?token=${'t'.repeat(24)}`,
  ],
  ['service types', (a) => a.rideTypes.list(), 'GET', '/api/service_types/?limit=100&offset=0'],
  ['new service type', (a) => a.rideTypes.create({ name: 'VIP' }), 'POST', '/api/service_types/'],
  [
    'edit service type',
    (a) => a.rideTypes.update(2, { name: 'VIP' }),
    'PUT',
    '/api/service_types/2/',
  ],
  ['delete service type', (a) => a.rideTypes.remove(2), 'DELETE', '/api/service_types/2/'],
  ['employees', (a) => a.employees.list(), 'GET', '/api/customer/employees/'],
  ['closed employees', (a) => a.employees.listClosed(), 'GET', '/api/customer/employees/closed/'],
  ['new employee', (a) => a.employees.create({} as never), 'POST', '/api/customer/employee/'],
  [
    'edit employee',
    (a) => a.employees.update(4, { active: false }),
    'PUT',
    '/api/customer/employee/4/',
  ],
  ['delete employee', (a) => a.employees.remove(4), 'DELETE', '/api/customer/employee/4/'],
  ['close employee', (a) => a.employees.close(4), 'PUT', '/api/customer/employee/4/close/'],
  [
    'reset employee password',
    (a) => a.employees.resetPassword(4),
    'PUT',
    '/api/customer/employee/4/reset_password/',
  ],
  [
    'payment methods',
    (a) => a.payments.list(3),
    'GET',
    '/api/customer/payment_methods/?agrupacion_id=3',
  ],
  [
    'default method',
    (a) => a.payments.setDefault({ id: 1, agrupacion_id: 3 }),
    'PUT',
    '/api/customer/default_payment_method/',
  ],
  [
    'enable method',
    (a) => a.payments.enable({ id: 1, agrupacion_id: 3 }),
    'PUT',
    '/api/customer/payment_methods/',
  ],
  [
    'remove method',
    (a) => a.payments.remove({ id: 1, agrupacion_id: 3 }),
    'DELETE',
    '/api/customer/payment_methods/',
  ],
  ['favorites', (a) => a.addresses.listFavorites(), 'GET', '/api/favorites/'],
  [
    'new favorite',
    (a) =>
      a.addresses.createFavorite({ favorito: { alias: 'Casa', direccion: 'x', lat: 1, lng: 2 } }),
    'POST',
    '/api/favorites/',
  ],
  [
    'reverse',
    (a) => a.addresses.reverse({ position: { latitude: 41.38, longitude: 2.17 } }),
    'POST',
    '/api/geocode/reverse/',
  ],
  [
    'search',
    (a) => a.addresses.search({ address: 'Sants', agrupacion_id: 3 }),
    'POST',
    '/api/geocode/search/',
  ],
  ['fares', (a) => a.groupings.search({ agrupacion_id: 3 }), 'POST', '/api/agrupations/search/'],
  [
    'configuration',
    (a) => a.config.byDomain('localhost'),
    'GET',
    '/api/configuration/domain/?search=localhost',
  ],
  ['tickets', (a) => a.tickets.list(), 'GET', '/api/tickets/'],
  [
    'reply',
    (a) => a.tickets.reply(8, { body: 'Thanks a lot!' }),
    'POST',
    '/api/tickets/8/replies/',
  ],
  ['messages', (a) => a.messages.list(), 'GET', '/api/messages/'],
  ['purse', (a) => a.purses.get(), 'GET', '/api/purses/'],
  [
    'transfer',
    (a) => a.purses.transfer({ to: 'ABC123', amount: 5 } as never, 'k'),
    'POST',
    '/api/purses/transfer/',
  ],
  ['commerces', (a) => a.club.list(), 'GET', '/api/club/commerces/'],
];

describe('the typed calls', () => {
  it.each(CALLS)('%s', async (_name, call, method, url) => {
    await call(parada().api);
    expect(seen[0]).toMatchObject({ method, url });
  });

  it('sends the POST /services body as given', async () => {
    const payload = {
      usuario_id: 1,
      agrupacion_id: 3,
      tipo_aplicacion_cliente_id: 26,
      estado: 1,
      tip: 0,
    };
    await parada().api.services.create(payload as never, 'key-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(payload);
  });
});
