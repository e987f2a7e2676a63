import {
  discountCheckRequestSchema,
  discountCheckResponseSchema,
  groupingSchema,
  groupingSearchRequestSchema,
  groupingSearchResponseSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidField } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { requireUser, signedIn } from '../../plugins/auth';
import * as groupings from '../groupings/repository';
import { rootOf } from '../groupings/service';
import { checkDiscount, search } from './service';

// The grouping contains itself (related_agrupations): named, the OpenAPI document gets it
// as one component that every $ref finds, not a 'schema0' defined nowhere.
if (!z.globalRegistry.has(groupingSchema)) {
  z.globalRegistry.add(groupingSchema, { id: 'Agrupation' });
}

/** The fare picker's search (spec §7 POST /agrupations/search). */
export async function fareRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  typed(app).post('/agrupations/search', {
    preValidation: signedIn,
    schema: {
      tags: ['fares'],
      description:
        'The groupings the user may choose under `agrupacion_id`, priced for origin → destination when both are given; `locator` applies a discount code.',
      body: groupingSearchRequestSchema,
      response: { 200: groupingSearchResponseSchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const own = await groupings.findById(ctx.db, user.agrupation_id);
      const root = own ? await rootOf(ctx.db, own) : null;
      const priced = root
        ? await search(ctx.db, ctx.rides.estimator, root.id, request.body, request.language)
        : [];
      return { agrupations: priced };
    },
  });

  typed(app).post('/agrupations/discount', {
    preValidation: signedIn,
    schema: {
      tags: ['fares'],
      description:
        'Checks a discount code on the fare chosen (`chosen_id`) for the trip of a search: the fare priced with it, or 422 on `locator` when the code is unknown or takes nothing off that fare.',
      body: discountCheckRequestSchema,
      response: { 200: discountCheckResponseSchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const own = await groupings.findById(ctx.db, user.agrupation_id);
      const root = own ? await rootOf(ctx.db, own) : null;
      if (!root) throw invalidField('locator', 'fare.discount_unknown');
      const agrupation = await checkDiscount(
        ctx.db,
        ctx.rides.estimator,
        root.id,
        request.body,
        request.language,
      );
      return { agrupation };
    },
  });
}
