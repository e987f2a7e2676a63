// The server declares routes with these schemas through fastify-type-provider-zod, which
// turns each into JSON Schema for /api/docs and serializes responses with z.encode. A
// schema that cannot do either breaks a route at start-up or on its first answer.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeGrouping } from '../../testing/factories';
import * as addresses from '../addresses/schemas';
import * as admin from '../admin/schemas';
import * as auth from '../auth/schemas';
import * as club from '../club/schemas';
import * as config from '../config/schemas';
import * as content from '../content/schemas';
import * as drivers from '../drivers/schemas';
import * as employees from '../employees/schemas';
import * as groupings from '../groupings/schemas';
import * as guests from '../guests/schemas';
import * as messages from '../messages/schemas';
import * as payments from '../payments/schemas';
import * as purses from '../purses/schemas';
import * as rideCreation from '../rides/creation';
import * as rides from '../rides/schemas';
import * as rideTypes from '../ride-types/schemas';
import * as tickets from '../tickets/schemas';
import * as money from './money';
import * as common from './schemas';
import { isMessageKey } from '../validation/messages';

const modules = {
  addresses,
  admin,
  auth,
  club,
  common,
  config,
  content,
  drivers,
  employees,
  groupings,
  guests,
  messages,
  money,
  payments,
  purses,
  services: rides,
  rideCreation,
  rideTypes,
  tickets,
};

const schemas = Object.entries(modules).flatMap(([domain, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${domain}.${name}`, schema })),
);

describe('every wire schema', () => {
  it('is found (so the checks below check something)', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('$name converts to JSON Schema for requests and responses', ({ schema }) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).not.toThrow();
  });
});

describe('responses encode as the server sends them', () => {
  const grouping = makeGrouping({
    permalink: 'parada',
    name: 'Parada',
    facebook_link: 'https://facebook.com/parada',
    max_num_passengers: 7,
    validate_passengers_count: true,
    main_color: '8b2e98',
  });

  it('a nested grouping tree', () => {
    const tree = {
      agrupations: [{ ...grouping, related_agrupations: [{ ...grouping, id: 2 }] }],
    };
    expect(z.encode(groupings.groupingSearchResponseSchema, tree)).toEqual(tree);
  });

  it('a purse operation', () => {
    const operation = {
      purse: { balance: 7.5, currency: 'EUR', code: 'AB12CD' },
      movement: {
        id: 1,
        kind: 'recharge' as const,
        amount: 7.5,
        balance_after: 7.5,
        description: 'Recharge',
        counterpart: null,
        service_id: null,
        created_at: '2024-06-01T10:00:00Z',
      },
    };
    expect(z.encode(purses.purseOperationResponseSchema, operation)).toEqual(operation);
  });

  it('an error body', () => {
    const body = { error: 'Action failed', errors: [{ field: 'email', message: 'Invalid email' }] };
    expect(z.encode(common.apiErrorSchema, body)).toEqual(body);
  });
});

describe('request bodies the apps send', () => {
  // Operator-side bodies (admin) rely on toFieldErrors' fallback; these are what users type.
  const requests = schemas.filter(
    ({ name }) =>
      !name.startsWith('admin.') &&
      /(Request|Create|Update|Query|Params|Transfer|Recharge|Form|Position|Finish|Availability|Confirm|ByToken)Schema$/.test(
        name,
      ),
  );
  const wrongValues: unknown[] = [[[]], { a: 1 }, '', -1, null, true];

  it.each(requests)('$name answers every wrong field with a message key', ({ schema }) => {
    const shape = schema instanceof z.ZodObject ? schema.shape : {};
    const foreign: string[] = [];
    for (const key of Object.keys(shape)) {
      for (const value of wrongValues) {
        for (const item of schema.safeParse({ [key]: value }).error?.issues ?? []) {
          if (!isMessageKey(item.message)) foreign.push(`${item.path.join('.')}: ${item.message}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});

describe('toFieldErrors', () => {
  it("turns zod's own texts into keys", () => {
    const loose = z.object({ a: z.string(), b: z.number() });
    const issues = loose.safeParse({ b: 'x' }).error?.issues ?? [];
    expect(common.toFieldErrors(issues)).toEqual([
      { field: 'a', message: 'validation.required' },
      { field: 'b', message: 'validation.invalid' },
    ]);
  });
});
