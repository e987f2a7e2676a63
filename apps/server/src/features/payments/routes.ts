import {
  DEFAULT_PAYMENT_METHOD_NAMES,
  paymentMethodListSchema,
  paymentMethodSelectionSchema,
  paymentMethodsQuerySchema,
  type Language,
  type PaymentMethod,
  type PaymentMethodList,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../lib/i18n';
import { typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import { paymentAdminRoutes } from './admin';
import * as payments from './service';

const tags = ['payments'];

/** A method still under its built-in name speaks the caller's language. */
function inLanguage(list: PaymentMethodList, language: Language): PaymentMethodList {
  const named = (method: PaymentMethod): PaymentMethod =>
    method.name === DEFAULT_PAYMENT_METHOD_NAMES[method.type]
      ? { ...method, name: translate(language, `payment.method.${method.type}`) }
      : method;
  return {
    ...list,
    methods: list.methods.map(named),
    ...(list.available_methods ? { available_methods: list.available_methods.map(named) } : {}),
  };
}

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
      inLanguage(
        await payments.list(ctx.db, requireUser(request), request.query.agrupacion_id),
        request.language,
      ),
  });

  r.put('/customer/default_payment_method', {
    preValidation,
    schema: { tags, body: paymentMethodSelectionSchema, response },
    handler: async (request) =>
      inLanguage(
        await payments.setDefault(ctx.db, requireUser(request), request.body),
        request.language,
      ),
  });

  // PUT turns a method on and DELETE turns it off: one handler, the flag from the verb.
  for (const [method, enabled, description] of [
    ['PUT', true, 'Enables a method.'],
    ['DELETE', false, 'Removes a method.'],
  ] as const) {
    r.route({
      method,
      url: '/customer/payment_methods',
      preValidation,
      schema: { tags, description, body: paymentMethodSelectionSchema, response },
      handler: async (request) =>
        inLanguage(
          await payments.setEnabled(ctx.db, requireUser(request), request.body, enabled),
          request.language,
        ),
    });
  }
}
