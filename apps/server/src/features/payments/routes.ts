import {
  paymentMethodListSchema,
  paymentMethodSelectionSchema,
  paymentMethodsQuerySchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import { paymentAdminRoutes } from './admin';
import * as payments from './service';

const tags = ['payments'];

/** Payment methods per grouping (spec §7 Payments), at the paths of core's paymentsApi. */
export async function paymentRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const preValidation = onlyRoute('PaymentMethod');
  const response = { 200: paymentMethodListSchema };
  await app.register(paymentAdminRoutes);

  r.get('/customer/payment_methods', {
    preValidation,
    schema: { tags, querystring: paymentMethodsQuerySchema, response },
    handler: async (request) =>
      payments.list(ctx.db, requireUser(request), request.query.agrupacion_id),
  });

  r.put('/customer/default_payment_method', {
    preValidation,
    schema: { tags, body: paymentMethodSelectionSchema, response },
    handler: async (request) => payments.setDefault(ctx.db, requireUser(request), request.body),
  });

  r.put('/customer/payment_methods', {
    preValidation,
    schema: {
      tags,
      description: 'Enables a method.',
      body: paymentMethodSelectionSchema,
      response,
    },
    handler: async (request) =>
      payments.setEnabled(ctx.db, requireUser(request), request.body, true),
  });

  r.delete('/customer/payment_methods', {
    preValidation,
    schema: {
      tags,
      description: 'Removes a method.',
      body: paymentMethodSelectionSchema,
      response,
    },
    handler: async (request) =>
      payments.setEnabled(ctx.db, requireUser(request), request.body, false),
  });
}
