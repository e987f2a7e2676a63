import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Harness } from '../helper';
import { bookRide, groupingId, ridePayload, session } from '../ride-fixtures';
import { fillPath, routeInventory, type RouteKey } from './fixtures';

/**
 * Every id a caller can put in a path, and the ids in bodies and queries that name
 * someone's object, swapped for an object of another user of the same grouping and of
 * the other grouping: the answer is a 404 (a 4xx for body ids, which name no object the
 * caller may see), nothing of the victim's is in any answer, and nothing of it changes.
 */

/** Who attacks: a same-tenant peer and someone of the other tenant, for each owner. */
interface Attack {
  /** The victim's object, by fixture name. */
  object: keyof Objects;
  /** Accounts (email, grouping) that do not own it. */
  attackers: Array<[string, string]>;
  body?: (o: Objects) => unknown;
  /** Extra path parameters. */
  params?: Record<string, string>;
  /** A query the route needs before it looks the id up ('?month=…'). */
  query?: string;
}

interface Objects {
  clientId: number;
  favorite: number;
  ticket: number;
  message: number;
  ride: number;
  rideType: number;
  employee: number;
  commerce: number;
  adminTicket: number;
  grouping: number;
  domain: number;
  domainClaim: number;
  stay: number;
  roomRequest: number;
  zone: number;
  zonePrice: number;
  surcharge: number;
  driver: number;
  vehicle: number;
  company: number;
  hotel: number;
}

const PEERS: Array<[string, string]> = [
  ['client2@example.com', 'demo'],
  ['other@example.com', 'other'],
];
const COMPANIES: Array<[string, string]> = [['office@example.com', 'demo']];
const OPERATORS: Array<[string, string]> = [['operator-other@example.com', 'other']];
/** The seed's one hotel's staff, against a stay of another grouping's. */
const HOTEL_STAFF: Array<[string, string]> = [['hotel@example.com', 'hotel-demo']];

const PATH_ATTACKS: Partial<Record<RouteKey, Attack>> = {
  'PUT /api/customer/update_password/:id': {
    object: 'clientId',
    attackers: PEERS,
    body: () => ({
      current_password: 'demo1234',
      password: 'Swapped-123',
      password_confirmation: 'Swapped-123',
    }),
  },
  'PUT /api/favorites/:id': {
    object: 'favorite',
    attackers: PEERS,
    body: () => ({ alias: 'Mine now' }),
  },
  'DELETE /api/favorites/:id': { object: 'favorite', attackers: PEERS },
  'GET /api/tickets/:id': { object: 'ticket', attackers: PEERS },
  'POST /api/tickets/:id/replies': {
    object: 'ticket',
    attackers: PEERS,
    body: () => ({ body: 'Let me in, please.' }),
  },
  'PUT /api/messages/:id/read': { object: 'message', attackers: PEERS },
  'PUT /api/service/:id/cancel': { object: 'ride', attackers: PEERS },
  'PUT /api/service/:id/update': {
    object: 'ride',
    attackers: PEERS,
    body: () => ({ service: { passengers: 2 } }),
  },
  'POST /api/service/:id/share': { object: 'ride', attackers: PEERS },
  'DELETE /api/service/:id/share': { object: 'ride', attackers: PEERS },
  'GET /api/service/:id/receipt': { object: 'ride', attackers: PEERS },
  'PUT /api/service_types/:id': {
    object: 'rideType',
    attackers: COMPANIES,
    body: () => ({ name: 'Taken' }),
  },
  'DELETE /api/service_types/:id': { object: 'rideType', attackers: COMPANIES },
  'PUT /api/customer/employee/:id': {
    object: 'employee',
    attackers: COMPANIES,
    body: () => ({ active: false }),
  },
  'DELETE /api/customer/employee/:id': { object: 'employee', attackers: COMPANIES },
  'PUT /api/customer/employee/:id/close': { object: 'employee', attackers: COMPANIES },
  'PUT /api/customer/employee/:id/reset_password': { object: 'employee', attackers: COMPANIES },
  'GET /api/club/commerces/:id': {
    object: 'commerce',
    attackers: [['other@example.com', 'other']],
  },
  'PUT /api/admin/agrupations/:id': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({ name: 'Taken' }),
  },
  'DELETE /api/admin/agrupations/:id': { object: 'grouping', attackers: OPERATORS },
  'POST /api/admin/agrupations/:id/logo': { object: 'grouping', attackers: OPERATORS },
  'PUT /api/admin/agrupations/:id/related': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({ related_ids: [] }),
  },
  'PUT /api/admin/agrupations/:id/fare': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({ fare: null }),
  },
  'GET /api/admin/agrupations/:id/pricing': { object: 'grouping', attackers: OPERATORS },
  'PUT /api/admin/agrupations/:id/pricing': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({ per_minute: 1 }),
  },
  'POST /api/admin/agrupations/:id/fare-preview': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({
      origin: { latitude: 41.387, longitude: 2.1701 },
      destination: { latitude: 41.4036, longitude: 2.1744 },
    }),
  },
  'GET /api/admin/agrupations/:id/zones': { object: 'grouping', attackers: OPERATORS },
  'POST /api/admin/agrupations/:id/zones': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({
      name: 'Taken',
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [2.1, 41.3],
            [2.2, 41.3],
            [2.2, 41.4],
            [2.1, 41.3],
          ],
        ],
      },
    }),
  },
  'PUT /api/admin/zones/:id': {
    object: 'zone',
    attackers: OPERATORS,
    body: () => ({ name: 'Taken' }),
  },
  'DELETE /api/admin/zones/:id': { object: 'zone', attackers: OPERATORS },
  'GET /api/admin/agrupations/:id/zone-prices': { object: 'grouping', attackers: OPERATORS },
  'POST /api/admin/agrupations/:id/zone-prices': {
    object: 'grouping',
    attackers: OPERATORS,
    body: (o) => ({ from_zone_id: o.zone, to_zone_id: o.zone, amount: 1 }),
  },
  'PUT /api/admin/zone-prices/:id': {
    object: 'zonePrice',
    attackers: OPERATORS,
    body: () => ({ amount: 1 }),
  },
  'DELETE /api/admin/zone-prices/:id': { object: 'zonePrice', attackers: OPERATORS },
  'GET /api/admin/agrupations/:id/surcharges': { object: 'grouping', attackers: OPERATORS },
  'POST /api/admin/agrupations/:id/surcharges': {
    object: 'grouping',
    attackers: OPERATORS,
    body: () => ({ label: 'Taken', days: [1], start: '10:00', end: '11:00', percent: 5 }),
  },
  'PUT /api/admin/surcharges/:id': {
    object: 'surcharge',
    attackers: OPERATORS,
    body: () => ({ percent: 99 }),
  },
  'DELETE /api/admin/surcharges/:id': { object: 'surcharge', attackers: OPERATORS },
  'DELETE /api/admin/domains/:id': { object: 'domain', attackers: OPERATORS },
  'POST /api/admin/domains/claims/:id/verify': { object: 'domainClaim', attackers: OPERATORS },
  'DELETE /api/admin/domains/claims/:id': { object: 'domainClaim', attackers: OPERATORS },
  // The console: the other operator's rides, clients, drivers and vehicles are not there.
  'GET /api/console/rides/:id': { object: 'ride', attackers: OPERATORS },
  'PUT /api/console/rides/:id/driver': {
    object: 'ride',
    attackers: OPERATORS,
    body: (o) => ({ driver_id: o.driver }),
  },
  'PUT /api/console/rides/:id/cancel': {
    object: 'ride',
    attackers: OPERATORS,
    body: () => ({ reason: 'Swapped' }),
  },
  'PUT /api/console/rides/:id/reoffer': { object: 'ride', attackers: OPERATORS },
  'POST /api/console/clients/:id/services': {
    object: 'clientId',
    attackers: OPERATORS,
    body: (o) => ridePayload(o.clientId, o.grouping),
  },
  'PUT /api/console/drivers/:id': {
    object: 'driver',
    attackers: OPERATORS,
    body: () => ({ name: 'Swapped', suspended: true }),
  },
  'PUT /api/console/drivers/:id/password': {
    object: 'driver',
    attackers: OPERATORS,
    body: () => ({ password: 'Swapped-123' }),
  },
  'PUT /api/console/drivers/:id/documents/:kind': {
    object: 'driver',
    attackers: OPERATORS,
    params: { kind: 'licence' },
    body: () => ({ expires_on: '2030-01-01' }),
  },
  'PUT /api/console/vehicles/:id': {
    object: 'vehicle',
    attackers: OPERATORS,
    body: () => ({ model: 'Swapped', grouping_ids: [] }),
  },
  'GET /api/console/clients/:id': { object: 'clientId', attackers: OPERATORS },
  'PUT /api/console/clients/:id/blocked': {
    object: 'clientId',
    attackers: OPERATORS,
    body: () => ({ blocked: true }),
  },
  'PUT /api/console/companies/:id': {
    object: 'company',
    attackers: OPERATORS,
    body: () => ({ panel: false, name: 'Swapped' }),
  },
  'GET /api/console/companies/:id/employees': { object: 'company', attackers: OPERATORS },
  'GET /api/console/companies/:id/statement': {
    object: 'company',
    attackers: OPERATORS,
    query: '?month=2026-11',
  },
  'PUT /api/console/hotels/:id': {
    object: 'hotel',
    attackers: OPERATORS,
    body: () => ({ name: 'Swapped' }),
  },
  'GET /api/console/hotels/:id/staff': { object: 'hotel', attackers: OPERATORS },
  'POST /api/console/hotels/:id/staff': {
    object: 'hotel',
    attackers: OPERATORS,
    body: () => ({ name: 'Swapped Desk', email: `swapped-${randomUUID()}@example.com` }),
  },
  'GET /api/console/hotels/:id/room-cards': {
    object: 'hotel',
    attackers: OPERATORS,
    query: '?rooms=101',
  },
  'PUT /api/admin/commerces/:id': {
    object: 'commerce',
    attackers: OPERATORS,
    body: () => ({ name: 'Taken' }),
  },
  'DELETE /api/admin/commerces/:id': { object: 'commerce', attackers: OPERATORS },
  'GET /api/admin/tickets/:id': { object: 'adminTicket', attackers: OPERATORS },
  'PUT /api/admin/tickets/:id': {
    object: 'adminTicket',
    attackers: OPERATORS,
    body: () => ({ state: 'rejected' }),
  },
  'POST /api/admin/tickets/:id/replies': {
    object: 'adminTicket',
    attackers: OPERATORS,
    body: () => ({ body: 'Hello from elsewhere.' }),
  },
  'GET /api/hotel/stays/:id': { object: 'stay', attackers: HOTEL_STAFF },
  'POST /api/hotel/stays/:id/settle': { object: 'stay', attackers: HOTEL_STAFF },
  'GET /api/hotel/stays/:id/statement': { object: 'stay', attackers: HOTEL_STAFF },
  'POST /api/hotel/room_requests/:id/approve': {
    object: 'roomRequest',
    attackers: HOTEL_STAFF,
    body: () => ({ check_in: '2026-11-01', check_out: '2026-11-30' }),
  },
  'POST /api/hotel/room_requests/:id/refuse': { object: 'roomRequest', attackers: HOTEL_STAFF },
};

/** Path parameters that name no one's object by id, and why they are not swapped here. */
const NOT_OWNED_IDS: Partial<Record<RouteKey, string>> = {
  'GET /api/content/:content_key': 'a page name, the same three in every grouping',
  'GET /api/admin/content/:content_key': 'a page name; the grouping is the query below',
  'PUT /api/admin/content/:content_key': 'a page name; the grouping is the query below',
  'GET /api/uploads/:key': 'a 32-character random key, public by design (avatars, logos)',
  'GET /api/tiles/:z/:x/:y.png': 'map tile coordinates, the same public tiles for everyone',
  'GET /icons/:file': "an app icon's size; one drawn icon per domain, public by design",
  'POST /api/gateway/:gateway/webhook': "the gateway's name; events are verified by signature",
  'GET /api/purses/recharge/:reference':
    'a 40-hex-digit payment reference; anyone but its payer gets 404 (stripe-payments.test.ts)',
  'POST /api/gateway/sandbox/:reference/confirm':
    'a 40-hex-digit reference derived from a secret-keyed hash (sandbox only)',
  'PUT /api/driver/services/:id/cancel':
    "driver tokens only (route matrix); another driver's or operator's ride is a 404: driver-app.test.ts",
  'PUT /api/driver/services/:id/no_show':
    "driver tokens only (route matrix); another driver's ride is a 404: driver-app.test.ts",
  'PUT /api/driver/services/:id/:action':
    "driver tokens only (route matrix); another driver's or operator's ride is a 404: driver-app.test.ts",
};

/** Tables an attack could touch: a refused attack leaves all of them as they were. */
const WATCHED = [
  'users',
  'favorites',
  'tickets',
  'ticket_replies',
  'messages',
  'services',
  'share_links',
  'service_types',
  'commerces',
  'agrupations',
  'agrupation_relations',
  'domains',
  'domain_claims',
  'contents',
  'ledger_entries',
  'payment_methods',
  'user_payment_methods',
  'room_stays',
  'room_requests',
  'fare_models',
  'fare_zones',
  'fare_zone_prices',
  'fare_surcharges',
  'drivers',
  'driver_tokens',
  'driver_documents',
  'driver_vehicles',
  'vehicles',
  'vehicle_groupings',
  'audit_log',
] as const;

async function snapshot(h: Harness): Promise<string> {
  const parts: string[] = [];
  for (const table of WATCHED) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      h.db,
    );
    const sorted = rows.rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
    parts.push(`${table}\n${sorted}`);
  }
  return parts.join('\n\n');
}

const { routes, onRoute } = routeInventory();

describeApi(
  'security: ids swapped for another user’s or tenant’s',
  (h) => {
    const o = {} as Objects;
    const tokens = new Map<string, string>();
    const tokenOf = async (email: string, grouping: string) => {
      if (!tokens.has(email)) tokens.set(email, await h.login(email, undefined, grouping));
      return tokens.get(email)!;
    };

    beforeAll(async () => {
      const client = await session(h, 'client@example.com');
      o.clientId = client.id;
      const taxi = await groupingId(h, 'demo-taxi');
      const ride = await bookRide(h, client, ridePayload(client.id, taxi));
      expect(ride.statusCode).toBe(201);
      o.ride = ride.json().service.id;
      const favorite = await h.call('POST', '/api/favorites/', {
        token: client.token,
        body: {
          favorito: { alias: 'Home', direccion: 'Carrer de Mallorca 1', lat: 41.39, lng: 2.16 },
        },
      });
      expect(favorite.statusCode).toBe(201);
      o.favorite = favorite.json().id;
      const ticket = await h.call('POST', '/api/tickets/', {
        token: client.token,
        body: { type: 'complaint', subject: 'Late', body: 'The car was late.', service_id: o.ride },
      });
      expect(ticket.statusCode).toBe(201);
      o.ticket = ticket.json().id;
      o.adminTicket = o.ticket;
      const messages = await h.call('GET', '/api/messages/', { token: client.token });
      o.message = messages.json().messages[0].id;
      const company = await tokenOf('company@example.com', 'demo');
      o.rideType = (
        await h.call('GET', '/api/service_types/', { token: company })
      ).json().service_types[0].id;
      o.employee = (
        await h.call('GET', '/api/customer/employees/', { token: company })
      ).json()[0].id;
      const operator = await tokenOf('operator@example.com', 'demo');
      o.commerce = (await h.call('GET', '/api/admin/commerces/', { token: operator })).json()[0].id;
      o.grouping = await groupingId(h, 'demo-taxi');
      const demoRoot = await groupingId(h, 'demo');
      const pricing = await h.call('GET', `/api/admin/agrupations/${demoRoot}/pricing/`, {
        token: operator,
      });
      o.zone = pricing.json().zones[0].id;
      o.zonePrice = pricing.json().zone_prices[0].id;
      o.surcharge = pricing.json().surcharges[0].id;
      o.domain = (await h.call('GET', '/api/admin/domains/', { token: operator })).json()[0].id;
      // The platform's own operator never needs a claim: one stands here for any tenant's.
      o.domainClaim = (
        await h.db
          .insertInto('domain_claims')
          .values({
            domain: 'claimed.example',
            agrupation_id: o.grouping,
            app: 'panel',
            token: 'x'.repeat(32),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const fleet = await h.call('GET', '/api/console/drivers/', { token: operator });
      o.driver = fleet.json()[0].id;
      o.vehicle = (await h.call('GET', '/api/console/vehicles/', { token: operator })).json()[0].id;
      o.company = (await session(h, 'company@example.com')).id;
      o.hotel = await groupingId(h, 'hotel-demo');
      // A stay of another grouping than the staff's hotel.
      const account = await h.db
        .insertInto('ledger_accounts')
        .values({ kind: 'room', agrupation_id: o.grouping, currency: 'EUR' })
        .returning('id')
        .executeTakeFirstOrThrow();
      o.stay = (
        await h.db
          .insertInto('room_stays')
          .values({
            hotel_id: o.grouping,
            room: '101',
            guest_id: null,
            check_in: '2026-11-01',
            check_out: '2026-11-30',
            account_id: account.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      // A room guest's request waiting at another grouping (its stay's).
      o.roomRequest = (
        await h.db
          .insertInto('room_requests')
          .values({ hotel_id: o.grouping, guest_id: o.clientId, room: '101' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      for (const [key, value] of Object.entries(o)) {
        expect(value, key).toBeGreaterThan(0);
      }
    });

    it('has an attack, or a stated reason, for every path parameter of every route', () => {
      const withParams = [...routes.values()].filter((route) => route.url.includes('/:'));
      expect(withParams.length).toBeGreaterThan(30);
      const missing = withParams
        .map((route) => route.key)
        .filter((key) => !(key in PATH_ATTACKS) && !(key in NOT_OWNED_IDS));
      expect(missing).toEqual([]);
    });

    it('answers 404 to every swapped path id, leaks nothing and changes nothing', async () => {
      const before = await snapshot(h);
      const wrong: string[] = [];
      for (const [key, attack] of Object.entries(PATH_ATTACKS) as Array<[RouteKey, Attack]>) {
        const route = routes.get(key)!;
        const id = o[attack.object];
        const url = fillPath(route.url, { id, ...attack.params }) + (attack.query ?? '');
        for (const [email, grouping] of attack.attackers) {
          const response = await h.call(route.method as 'GET', url, {
            token: await tokenOf(email, grouping),
            agrupation: grouping,
            ...(attack.body ? { body: attack.body(o) } : {}),
          });
          if (response.statusCode !== 404) {
            wrong.push(`${key} by ${email}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(h)).toEqual(before);
    });

    it('still lets the owners reach the same ids (so the 404s are not about the ids)', async () => {
      const client = await tokenOf('client@example.com', 'demo');
      expect((await h.call('GET', `/api/tickets/${o.ticket}/`, { token: client })).statusCode).toBe(
        200,
      );
      const operator = await tokenOf('operator@example.com', 'demo');
      expect(
        (await h.call('GET', `/api/admin/tickets/${o.adminTicket}/`, { token: operator }))
          .statusCode,
      ).toBe(200);
      const demoCommerce = await h.call('GET', `/api/club/commerces/${o.commerce}/`);
      expect(demoCommerce.statusCode).toBe(200);
      const company = await tokenOf('company@example.com', 'demo');
      const renamed = await h.call('PUT', `/api/service_types/${o.rideType}/`, {
        token: company,
        body: { active: true },
      });
      expect(renamed.statusCode).toBe(200);
    });

    it('refuses ids of others in bodies and queries without leaking or changing anything', async () => {
      const before = await snapshot(h);
      const other = await tokenOf('other@example.com', 'other');
      const peer = await tokenOf('client2@example.com', 'demo');
      const office = await tokenOf('office@example.com', 'demo');
      const operatorOther = await tokenOf('operator-other@example.com', 'other');
      const otherRoot = await groupingId(h, 'other');
      const demoRoot = await groupingId(h, 'demo');
      const taxi = await groupingId(h, 'demo-taxi');
      const otherId = (
        await h.call('GET', '/api/token/valid/', { token: other, agrupation: 'other' })
      ).json().user.id;
      const attempts: Array<[string, 'GET' | 'POST' | 'PUT', string, string, unknown?]> = [
        // Booking in someone else's name, or in the other tenant's grouping.
        ['ride for another user', 'POST', '/api/services/', peer, ridePayload(o.clientId, taxi)],
        ['ride in another tenant', 'POST', '/api/services/', other, ridePayload(otherId, taxi)],
        [
          'fares of another tenant',
          'POST',
          '/api/agrupations/search/',
          other,
          { agrupacion_id: taxi },
        ],
        [
          'ticket on another’s ride',
          'POST',
          '/api/tickets/',
          peer,
          { type: 'complaint', subject: 'x', body: 'Not my ride.', service_id: o.ride },
        ],
        [
          'payment methods of another tenant',
          'GET',
          `/api/customer/payment_methods/?agrupacion_id=${demoRoot}`,
          other,
        ],
        [
          'pdf of another company’s employee',
          'GET',
          `/api/services/?format=pdf&employee_id=${o.employee}`,
          office,
        ],
        [
          'transfer to another tenant',
          'POST',
          '/api/purses/transfer/',
          other,
          { to: o.clientId, amount: 1 },
        ],
        [
          'domain on another tenant',
          'POST',
          '/api/admin/domains/',
          operatorOther,
          { domain: 'taken.example', agrupation_id: taxi, app: 'panel' },
        ],
        [
          'grouping under another tenant',
          'POST',
          '/api/admin/agrupations/',
          operatorOther,
          { parent_id: demoRoot, permalink: 'taken', name: 'Taken' },
        ],
        [
          'relating another tenant’s grouping',
          'PUT',
          `/api/admin/agrupations/${otherRoot}/related/`,
          operatorOther,
          { related_ids: [taxi] },
        ],
        [
          'content of another tenant',
          'GET',
          `/api/admin/content/usuario_info/?agrupation_id=${demoRoot}`,
          operatorOther,
        ],
        [
          'writing content of another tenant',
          'PUT',
          `/api/admin/content/usuario_info/?agrupation_id=${demoRoot}`,
          operatorOther,
          { language: 'en', title: 'Taken', body: 'Taken' },
        ],
        [
          'message to another tenant’s user',
          'POST',
          '/api/admin/messages/',
          operatorOther,
          { usuario_id: o.clientId, subject: 'Hi', body: 'Hi' },
        ],
        [
          'rides report of another tenant',
          'GET',
          `/api/admin/reports/rides/?from=2026-01-01&to=2026-01-31&agrupation_id=${demoRoot}`,
          operatorOther,
        ],
        [
          'price between another tenant’s zones',
          'POST',
          `/api/admin/agrupations/${otherRoot}/zone-prices/`,
          operatorOther,
          { from_zone_id: o.zone, to_zone_id: o.zone, amount: 1 },
        ],
      ];
      const wrong: string[] = [];
      for (const [what, method, url, token, body] of attempts) {
        const response = await h.call(method, url, {
          token,
          agrupation: token === other || token === operatorOther ? 'other' : 'demo',
          ...(body !== undefined ? { body } : {}),
        });
        const status = response.statusCode;
        if (status < 400 || status >= 500 || status === 401) {
          wrong.push(`${what}: ${status} ${response.body.slice(0, 160)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(h)).toEqual(before);
    });

    it('lists nothing of the other tenant to anyone', async () => {
      const reads = [
        ['client@example.com', 'demo', '/api/favorites/'],
        ['client@example.com', 'demo', '/api/tickets/'],
        ['client@example.com', 'demo', '/api/messages/'],
        ['operator@example.com', 'demo', '/api/admin/users/'],
        ['operator@example.com', 'demo', '/api/admin/tickets/'],
      ] as const;
      for (const [email, grouping, url] of reads) {
        const text = (await h.call('GET', url, { token: await tokenOf(email, grouping) })).body;
        expect(text, url).not.toMatch(/other@example\.com|Other Cabs/);
      }
      const otherUsers = await h.call('GET', '/api/admin/users/', {
        token: await tokenOf('operator-other@example.com', 'other'),
        agrupation: 'other',
      });
      expect(otherUsers.body).not.toContain('client@example.com');
    });
  },
  { build: { onRoute } },
);
