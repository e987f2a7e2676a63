import { beforeAll, expect, it } from 'vitest';
import { describeApi, listen } from '../helper';
import {
  fillPath,
  ROLES,
  routeInventory,
  signIn,
  signInAll,
  streamStatus,
  type Caller,
  type Role,
  type RouteKey,
} from './fixtures';

/**
 * What each caller gets from each route, with ids that exist nowhere (the id swaps are
 * another file): 'ok' a 2xx; 'in' past the guard (any answer but 401, 403 or a 5xx:
 * an empty body is a 422, an absent id a 404); 401 and 403 as such; 'stream' an event
 * stream opened (2xx over real HTTP). Columns: anonymous, client, company (with panel),
 * employee (with panel), hotel staff, operator.
 */
type Expect = 'ok' | 'in' | 'stream' | 401 | 403;
type Row = readonly [Expect, Expect, Expect, Expect, Expect, Expect];

const PUBLIC_OK: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const PUBLIC_IN: Row = ['in', 'in', 'in', 'in', 'in', 'in'];
const SIGNED_OK: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'in', 'in', 'in', 'in', 'in'];
const OPERATOR_OK: Row = [401, 403, 403, 403, 403, 'ok'];
const OPERATOR_IN: Row = [401, 403, 403, 403, 403, 'in'];
const COMPANY_OK: Row = [401, 403, 'ok', 403, 403, 403];
const COMPANY_IN: Row = [401, 403, 'in', 403, 403, 403];
const DRIVER_ONLY: Row = [401, 401, 401, 401, 401, 401];
/** Spec §6 route names, as core's ALLOWED_ROUTES gives them to these roles. */
const TICKETS_OK: Row = [401, 'ok', 'ok', 403, 403, 'ok'];
const TICKETS_IN: Row = [401, 'in', 'in', 403, 403, 'in'];
const FAVORITES_IN: Row = [401, 'in', 'in', 'in', 403, 403];
const PURSES_OK: Row = [401, 'ok', 'ok', 'ok', 403, 403];
const PURSES_IN: Row = [401, 'in', 'in', 'in', 403, 403];
const PAYMENT_IN: Row = [401, 'in', 'in', 403, 403, 403];

const NONE = 2_147_480_000;
const PARAMS = {
  id: NONE,
  content_key: 'usuario_info',
  action: 'accept',
  gateway: 'sandbox',
  reference: `rch_${'0'.repeat(40)}`,
  key: 'k'.repeat(32),
};

interface Entry {
  expect: Row;
  /** The URL to call when the route's own needs more than its path (a query, a file). */
  url?: string;
  /** Log in anew for this call: the route ends the session it is called with. */
  fresh?: boolean;
  /** Under the other grouping's header, where a caller gets less than at home. */
  abroad?: Row;
}

const MATRIX: Record<RouteKey, Entry> = {
  // The OpenAPI document and its page, and the built apps: public by design.
  'GET /api/docs': { expect: PUBLIC_OK },
  // A redirect to the page's own folder.
  'GET /api/docs/static/index.html': { expect: PUBLIC_IN },
  'GET /api/docs/static/swagger-initializer.js': { expect: PUBLIC_OK },
  'GET /api/docs/static/*': { expect: PUBLIC_OK, url: '/api/docs/static/index.css' },
  'GET /api/docs/json': { expect: PUBLIC_OK },
  'GET /api/docs/yaml': { expect: PUBLIC_OK },
  // The API's own address and its health check: public, for people and probes.
  'GET /api': { expect: PUBLIC_OK, url: '/api/' },
  'GET /api/health': { expect: PUBLIC_OK },
  'GET /*': { expect: PUBLIC_IN, url: '/' },
  // The installable app's manifest and icons, by the site's domain.
  'GET /manifest.webmanifest': { expect: PUBLIC_OK },
  'GET /icons/:file': { expect: PUBLIC_OK, url: '/icons/app-192.png' },
  // Development only (NODE_ENV=production does not register them: infrastructure.test.ts).
  'GET /api/dev/outbox': { expect: PUBLIC_OK },
  'GET /api/dev/outbox/page': { expect: PUBLIC_OK },

  // Drivers have tokens of their own: no customer token opens these.
  'POST /api/driver/authenticate': { expect: PUBLIC_IN },
  'PUT /api/driver/availability': { expect: DRIVER_ONLY },
  'POST /api/driver/logout': { expect: DRIVER_ONLY },
  'GET /api/driver/me': { expect: DRIVER_ONLY },
  'PUT /api/driver/position': { expect: DRIVER_ONLY },
  'GET /api/driver/services': { expect: DRIVER_ONLY },
  'PUT /api/driver/services/:id/cancel': { expect: DRIVER_ONLY },
  'PUT /api/driver/services/:id/:action': { expect: DRIVER_ONLY },
  'POST /api/driver/positions': { expect: DRIVER_ONLY },
  'PUT /api/driver/services/:id/no_show': { expect: DRIVER_ONLY },
  'GET /api/driver/vehicles': { expect: DRIVER_ONLY },
  'GET /api/driver/shift': { expect: DRIVER_ONLY },
  'POST /api/driver/shift': { expect: DRIVER_ONLY },
  'POST /api/driver/shift/end': { expect: DRIVER_ONLY },
  'GET /api/driver/earnings': { expect: DRIVER_ONLY },
  'GET /api/driver/events': { expect: DRIVER_ONLY },
  // A plain GET of the position socket is a 426 for everyone; its upgrade checks the token.
  'GET /api/driver/positions/live': { expect: PUBLIC_IN },

  // Accounts: the ways in are public; the rest need a session.
  'POST /api/authenticate': { expect: PUBLIC_IN },
  'POST /api/logout': { expect: SIGNED_OK, fresh: true },
  'GET /api/token/valid': { expect: SIGNED_OK },
  'POST /api/customer/signup': { expect: PUBLIC_IN },
  'PUT /api/customer/confirm': { expect: PUBLIC_IN },
  'PUT /api/customer/resend_activation_code': { expect: PUBLIC_IN },
  'POST /api/customer/available/email': { expect: PUBLIC_IN },
  'POST /api/customer/password/recover': { expect: PUBLIC_IN },
  'PUT /api/customer/password/reset': { expect: PUBLIC_IN },
  'PUT /api/customer/remove_account/confirm': { expect: PUBLIC_IN },
  'POST /api/customer/google_login': { expect: PUBLIC_IN },
  'POST /api/customer/facebook_login': { expect: PUBLIC_IN },
  'PUT /api/customer/update_password/:id': { expect: SIGNED_IN },
  'GET /api/customer/update_profile': { expect: SIGNED_OK },
  'PUT /api/customer/update_profile': { expect: SIGNED_IN },
  'POST /api/customer/update_profile/image': { expect: SIGNED_IN },
  'PUT /api/customer/contact_change/undo': { expect: PUBLIC_IN },
  'GET /api/customer/sessions': { expect: SIGNED_OK },
  'POST /api/customer/sessions/sign_out_others': { expect: SIGNED_OK },
  'PUT /api/customer/renew_privacy': { expect: SIGNED_IN },
  'POST /api/customer/remove_account': { expect: SIGNED_IN },
  'PUT /api/employee/confirm': { expect: PUBLIC_IN },
  'PUT /api/employee/password': { expect: PUBLIC_IN },

  // A company's employees and service types.
  'GET /api/customer/employees': { expect: COMPANY_OK },
  'GET /api/customer/employees/closed': { expect: COMPANY_OK },
  'POST /api/customer/employee': { expect: COMPANY_IN },
  'PUT /api/customer/employee/:id': { expect: COMPANY_IN },
  'DELETE /api/customer/employee/:id': { expect: COMPANY_IN },
  'PUT /api/customer/employee/:id/close': { expect: COMPANY_IN },
  'PUT /api/customer/employee/:id/reset_password': { expect: COMPANY_IN },
  'GET /api/service_types': { expect: COMPANY_OK },
  'POST /api/service_types': { expect: COMPANY_IN },
  'PUT /api/service_types/:id': { expect: COMPANY_IN },
  'DELETE /api/service_types/:id': { expect: COMPANY_IN },

  // The operator's API.
  'GET /api/admin/agrupations': { expect: OPERATOR_OK },
  'POST /api/admin/agrupations': { expect: OPERATOR_IN },
  'PUT /api/admin/agrupations/:id': { expect: OPERATOR_IN },
  'DELETE /api/admin/agrupations/:id': { expect: OPERATOR_IN },
  'PUT /api/admin/agrupations/:id/related': { expect: OPERATOR_IN },
  'POST /api/admin/agrupations/:id/logo': { expect: OPERATOR_IN },
  'PUT /api/admin/agrupations/:id/fare': { expect: OPERATOR_IN },
  'GET /api/admin/agrupations/:id/pricing': { expect: OPERATOR_IN },
  'PUT /api/admin/agrupations/:id/pricing': { expect: OPERATOR_IN },
  'POST /api/admin/agrupations/:id/fare-preview': { expect: OPERATOR_IN },
  'GET /api/admin/agrupations/:id/zones': { expect: OPERATOR_IN },
  'POST /api/admin/agrupations/:id/zones': { expect: OPERATOR_IN },
  'PUT /api/admin/zones/:id': { expect: OPERATOR_IN },
  'DELETE /api/admin/zones/:id': { expect: OPERATOR_IN },
  'GET /api/admin/agrupations/:id/zone-prices': { expect: OPERATOR_IN },
  'POST /api/admin/agrupations/:id/zone-prices': { expect: OPERATOR_IN },
  'PUT /api/admin/zone-prices/:id': { expect: OPERATOR_IN },
  'DELETE /api/admin/zone-prices/:id': { expect: OPERATOR_IN },
  'GET /api/admin/agrupations/:id/surcharges': { expect: OPERATOR_IN },
  'POST /api/admin/agrupations/:id/surcharges': { expect: OPERATOR_IN },
  'PUT /api/admin/surcharges/:id': { expect: OPERATOR_IN },
  'DELETE /api/admin/surcharges/:id': { expect: OPERATOR_IN },
  'GET /api/admin/reports/rides': {
    expect: OPERATOR_OK,
    url: '/api/admin/reports/rides?from=2026-01-01&to=2026-01-31',
  },
  'GET /api/admin/reports/rides.csv': {
    expect: OPERATOR_OK,
    url: '/api/admin/reports/rides.csv?from=2026-01-01&to=2026-01-31',
  },
  'GET /api/admin/domains': { expect: OPERATOR_OK },
  'POST /api/admin/domains': { expect: OPERATOR_IN },
  'DELETE /api/admin/domains/:id': { expect: OPERATOR_IN },
  'GET /api/admin/domains/claims': { expect: OPERATOR_OK },
  'POST /api/admin/domains/claims/:id/verify': { expect: OPERATOR_IN },
  'DELETE /api/admin/domains/claims/:id': { expect: OPERATOR_IN },
  'GET /api/admin/content/:content_key': { expect: OPERATOR_OK },
  'PUT /api/admin/content/:content_key': { expect: OPERATOR_IN },
  'GET /api/admin/commerces': { expect: OPERATOR_OK },
  'POST /api/admin/commerces': { expect: OPERATOR_IN },
  'PUT /api/admin/commerces/:id': { expect: OPERATOR_IN },
  'DELETE /api/admin/commerces/:id': { expect: OPERATOR_IN },
  'GET /api/admin/tickets': { expect: OPERATOR_OK },
  'GET /api/admin/tickets/:id': { expect: OPERATOR_IN },
  'PUT /api/admin/tickets/:id': { expect: OPERATOR_IN },
  'POST /api/admin/tickets/:id/replies': { expect: OPERATOR_IN },
  'GET /api/admin/users': { expect: OPERATOR_OK },
  // The operator's console: operator accounts only, their own scope (id-swap.test.ts).
  'GET /api/console/board': { expect: OPERATOR_OK },
  'GET /api/console/events': { expect: [401, 403, 403, 403, 403, 'stream'] },
  'GET /api/console/rides/:id': { expect: OPERATOR_IN },
  'PUT /api/console/rides/:id/driver': { expect: OPERATOR_IN },
  'PUT /api/console/rides/:id/cancel': { expect: OPERATOR_IN },
  'PUT /api/console/rides/:id/reoffer': { expect: OPERATOR_IN },
  'GET /api/console/clients': { expect: OPERATOR_OK, url: '/api/console/clients?search=clara' },
  'POST /api/console/clients': { expect: OPERATOR_IN },
  'POST /api/console/clients/:id/services': { expect: OPERATOR_IN },
  'GET /api/console/drivers': { expect: OPERATOR_OK },
  'POST /api/console/drivers': { expect: OPERATOR_IN },
  'PUT /api/console/drivers/:id': { expect: OPERATOR_IN },
  'PUT /api/console/drivers/:id/password': { expect: OPERATOR_IN },
  'PUT /api/console/drivers/:id/documents/:kind': {
    expect: OPERATOR_IN,
    url: `/api/console/drivers/${NONE}/documents/licence`,
  },
  'GET /api/console/documents/expiring': { expect: OPERATOR_OK },
  'GET /api/console/vehicles': { expect: OPERATOR_OK },
  'POST /api/console/vehicles': { expect: OPERATOR_IN },
  'PUT /api/console/vehicles/:id': { expect: OPERATOR_IN },
  'GET /api/console/audit': { expect: OPERATOR_OK },
  'GET /api/console/clients/:id': { expect: OPERATOR_IN },
  'PUT /api/console/clients/:id/blocked': { expect: OPERATOR_IN },
  'GET /api/console/companies': { expect: OPERATOR_OK },
  'POST /api/console/companies': { expect: OPERATOR_IN },
  'PUT /api/console/companies/:id': { expect: OPERATOR_IN },
  'GET /api/console/companies/:id/employees': { expect: OPERATOR_IN },
  'GET /api/console/companies/:id/statement': {
    expect: OPERATOR_IN,
    url: `/api/console/companies/${NONE}/statement?month=2026-11`,
  },
  'GET /api/console/hotels': { expect: OPERATOR_OK },
  'POST /api/console/hotels': { expect: OPERATOR_IN },
  'PUT /api/console/hotels/:id': { expect: OPERATOR_IN },
  'GET /api/console/hotels/:id/staff': { expect: OPERATOR_IN },
  'POST /api/console/hotels/:id/staff': { expect: OPERATOR_IN },
  'GET /api/console/hotels/:id/room-cards': {
    expect: OPERATOR_IN,
    url: `/api/console/hotels/${NONE}/room-cards?rooms=101`,
  },
  'POST /api/admin/messages': { expect: OPERATOR_IN },
  'GET /api/admin/payment_settings': { expect: OPERATOR_OK },
  'PUT /api/admin/payment_settings': { expect: OPERATOR_IN },
  'GET /api/admin/session_settings': { expect: OPERATOR_OK },
  'PUT /api/admin/session_settings': { expect: OPERATOR_IN },
  'GET /api/admin/delivery_failures': { expect: OPERATOR_OK },

  // What a grouping shows before log-in.
  'GET /api/configuration/domain': {
    expect: PUBLIC_OK,
    url: '/api/configuration/domain/?search=localhost',
  },
  'GET /api/content/:content_key': { expect: PUBLIC_OK },
  'GET /api/club/commerces': { expect: PUBLIC_OK },
  'GET /api/club/commerces/:id': { expect: PUBLIC_IN },
  'GET /api/uploads/:key': { expect: PUBLIC_IN },
  'GET /api/tiles/:z/:x/:y.png': { expect: PUBLIC_OK, url: '/api/tiles/0/0/0.png' },

  // Support and messages.
  'GET /api/tickets': { expect: TICKETS_OK },
  'POST /api/tickets': { expect: TICKETS_IN },
  'GET /api/tickets/:id': { expect: TICKETS_IN },
  'POST /api/tickets/:id/replies': { expect: TICKETS_IN },
  'GET /api/messages': { expect: TICKETS_OK },
  'PUT /api/messages/:id/read': { expect: TICKETS_IN },

  // Addresses and fares.
  'GET /api/favorites': { expect: SIGNED_OK },
  'POST /api/favorites': { expect: FAVORITES_IN },
  'PUT /api/favorites/:id': { expect: FAVORITES_IN },
  'DELETE /api/favorites/:id': { expect: FAVORITES_IN },
  'POST /api/geocode/search': { expect: SIGNED_IN },
  'POST /api/geocode/reverse': { expect: SIGNED_IN },
  'POST /api/agrupations/search': { expect: SIGNED_IN },
  'POST /api/agrupations/discount': { expect: SIGNED_IN },

  // Rides, which the service rules (not the route guard) refuse per role.
  'POST /api/services': { expect: SIGNED_IN },
  'GET /api/services': { expect: SIGNED_OK, url: '/api/services/?format=pdf&limit=1' },
  'GET /api/services/in_process/list': { expect: SIGNED_OK },
  'GET /api/services/scheduled': { expect: SIGNED_OK },
  'GET /api/v2/services': { expect: SIGNED_OK },
  'PUT /api/service/:id/cancel': { expect: SIGNED_IN },
  'PUT /api/service/:id/update': { expect: SIGNED_IN },
  'POST /api/service/:id/share': { expect: SIGNED_IN },
  'DELETE /api/service/:id/share': { expect: SIGNED_IN },
  'GET /api/service/:id/receipt': { expect: SIGNED_IN },
  // A company's statement of its rides; a hotel's of its room charges.
  'GET /api/customer/statements': {
    expect: [401, 403, 'ok', 403, 'ok', 403],
    url: '/api/customer/statements/?month=2026-01&format=csv',
  },
  'POST /api/services/events/ticket': { expect: SIGNED_OK },
  'GET /api/services/events': { expect: [401, 'stream', 'stream', 'stream', 'stream', 'stream'] },
  'GET /api/services/shared': {
    expect: PUBLIC_IN,
    url: `/api/services/shared/?token=${'t'.repeat(32)}`,
  },
  'GET /api/services/shared/events': {
    expect: PUBLIC_IN,
    url: `/api/services/shared/events/?token=${'t'.repeat(32)}`,
  },

  // The hotel's own settings (staff of that hotel only) and the guest app's room cards.
  // Spec §6 gives companies and employees with panel the hotel screens, with their own pick-up.
  // A company's hotel is one of its own operator's: under another grouping it has none.
  'GET /api/hotel/settings': {
    expect: [401, 403, 'ok', 'ok', 'ok', 403],
    abroad: [401, 403, 403, 403, 'ok', 403],
  },
  'PUT /api/hotel/settings': { expect: [401, 403, 'in', 'in', 'in', 403] },
  // Voids the printed room cards: the hotel's own staff only, never a company using its screens.
  'POST /api/hotel/settings/guest_token': { expect: [401, 403, 403, 403, 'in', 403] },
  'GET /api/guests/hotel': { expect: PUBLIC_IN, url: `/api/guests/hotel/?token=${'t'.repeat(32)}` },
  'POST /api/guests/signup': { expect: PUBLIC_IN },
  'POST /api/guests/signin': { expect: PUBLIC_IN },
  // Only a guest who signed up from a room card has a stay.
  'GET /api/guests/stay': { expect: [401, 403, 403, 403, 403, 403] },
  // The room account's stays: the hotel's own staff only, never a company on its screens.
  'GET /api/hotel/stays': { expect: [401, 403, 403, 403, 'ok', 403] },
  'GET /api/hotel/stays/:id': { expect: [401, 403, 403, 403, 'in', 403] },
  'POST /api/hotel/stays/:id/settle': { expect: [401, 403, 403, 403, 'in', 403] },
  'GET /api/hotel/stays/:id/statement': { expect: [401, 403, 403, 403, 'in', 403] },
  // Reception registers stays and answers the guests' room-account requests.
  'POST /api/hotel/stays': { expect: [401, 403, 403, 403, 'in', 403] },
  'GET /api/hotel/room_requests': { expect: [401, 403, 403, 403, 'ok', 403] },
  'POST /api/hotel/room_requests/:id/approve': { expect: [401, 403, 403, 403, 'in', 403] },
  'POST /api/hotel/room_requests/:id/refuse': { expect: [401, 403, 403, 403, 'in', 403] },
  // Only a room guest asks for the room account.
  'POST /api/guests/room_request': { expect: [401, 403, 403, 403, 403, 403] },
  // The lobby kiosk is left by the hotel's own staff, with a password or the PIN.
  'POST /api/hotel/kiosk/leave': { expect: [401, 403, 403, 403, 'in', 403] },

  // Money.
  'GET /api/purses': { expect: PURSES_OK },
  'GET /api/purses/movements': { expect: PURSES_OK },
  'GET /api/purses/recipient': { expect: PURSES_IN, url: '/api/purses/recipient/?to=ZZZZZZZZ' },
  'POST /api/purses/transfer': { expect: PURSES_IN },
  'POST /api/purses/recharge': { expect: PURSES_IN },
  'GET /api/purses/recharge/:reference': { expect: PURSES_IN },
  'GET /api/customer/payment_methods': {
    expect: PAYMENT_IN,
    url: `/api/customer/payment_methods/?agrupacion_id=${NONE}`,
  },
  'PUT /api/customer/payment_methods': { expect: PAYMENT_IN },
  'DELETE /api/customer/payment_methods': { expect: PAYMENT_IN },
  'PUT /api/customer/default_payment_method': { expect: PAYMENT_IN },
  'POST /api/gateway/:gateway/webhook': { expect: PUBLIC_IN },
  'POST /api/gateway/sandbox/:reference/confirm': { expect: PUBLIC_IN },
};

const { routes, onRoute } = routeInventory();

const satisfies = (status: number, expected: Expect): boolean => {
  if (expected === 'ok' || expected === 'stream') return status >= 200 && status < 300;
  if (expected === 'in') return status < 500 && status !== 401 && status !== 403;
  return status === expected;
};

describeApi(
  'security: role × route matrix',
  (h) => {
    let callers: Record<Role, Caller>;
    let base = '';
    beforeAll(async () => {
      callers = await signInAll(h);
      base = await listen(h);
    });

    it('has a row for every route the server registers, and none for a route it does not', () => {
      const registered = [...routes.keys()].sort();
      expect(registered.length).toBeGreaterThan(80);
      expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
      expect(Object.keys(MATRIX).filter((key) => !routes.has(key as RouteKey))).toEqual([]);
    });

    it('answers each role as the matrix says, with the same answer under the other tenant', async () => {
      const wrong: string[] = [];
      for (const [key, entry] of Object.entries(MATRIX)) {
        const route = routes.get(key as RouteKey);
        if (!route) continue;
        const url = entry.url ?? fillPath(route.url, PARAMS);
        for (const [index, role] of ROLES.entries()) {
          let caller = callers[role];
          if (entry.fresh && role !== 'anonymous') caller = await signIn(h, role);
          // A caller's token sent with the other grouping's header gets no more than at home.
          for (const grouping of caller.token ? [caller.agrupation, 'other'] : ['demo']) {
            const expected = (grouping === 'other' ? (entry.abroad ?? entry.expect) : entry.expect)[
              index
            ]!;
            let status: number;
            if (expected === 'stream' || (key === 'GET /api/services/events' && caller.token)) {
              status = await streamStatus(base, url, {
                authorization: `Token ${caller.token}`,
                'app-agrupation': grouping,
              });
            } else {
              const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
              const response = await h.call(route.method as 'GET', url, {
                token: caller.token,
                agrupation: grouping,
                ...(sendsBody ? { body: {} } : {}),
              });
              status = response.statusCode;
            }
            if (!satisfies(status, expected)) {
              wrong.push(`${key} as ${role} (${grouping}): ${status}, expected ${expected}`);
            }
            if (entry.fresh && role !== 'anonymous') caller = await signIn(h, role);
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);

    it('lets no customer token into the driver API', async () => {
      // A customer token has the driver token's shape: only the table it is in differs.
      const response = await h.call('GET', '/api/driver/me/', { token: callers.client.token });
      expect(response.statusCode).toBe(401);
    });
  },
  { build: { onRoute } },
);
