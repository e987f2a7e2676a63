import {
  DEFAULT_PAYMENT_METHOD_NAMES,
  fromCents,
  issue,
  nonNegativeMoneySchema,
  PAYMENT_METHOD_TYPES,
  paymentMethodTypeSchema,
  toCents,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { typed } from '../../lib/typed';
import { onlyOperator, requireOperator } from '../../plugins/auth';
import { operatorOf } from '../wallet/service';
import type { PaymentMethodKind } from '../wallet/tables';
import * as repo from './repository';

/** Which kinds a new operator offers from the start. */
const ON_BY_DEFAULT: Record<PaymentMethodKind, boolean> = {
  cash: true,
  wallet: true,
  card: false,
  transfer: false,
};

/**
 * An operator that never set its methods (one made through the admin API after the seed)
 * gets every kind, cash and wallet on by default; existing rows are left as they are.
 */
export async function ensureDefaultMethods(db: Db, rootId: number): Promise<void> {
  if (await repo.hasAnyMethod(db, rootId)) return;
  await repo.insertMethodsIfMissing(
    db,
    PAYMENT_METHOD_TYPES.map((type, position) => ({
      agrupation_id: rootId,
      type,
      name: DEFAULT_PAYMENT_METHOD_NAMES[type],
      image: `/payment-methods/${type}.svg`,
      position,
      enabled_by_default: ON_BY_DEFAULT[type],
    })),
  );
}

const methodSettingSchema = z.object({
  type: paymentMethodTypeSchema,
  name: z
    .string(issue('validation.required'))
    .trim()
    .min(1, issue('validation.required'))
    .max(60, issue('validation.max_length')),
  active: z.boolean(issue('validation.invalid')),
  enabled_by_default: z.boolean(issue('validation.invalid')),
  position: z.number(issue('validation.invalid')).int().min(0).max(100),
});

/** What an operator decides about payments for all its groupings. */
export const paymentSettingsSchema = z.object({
  aggregatable_payment_methods: z.boolean(issue('validation.invalid')),
  /** Charged when the customer cancels after a driver was assigned; 0 for none. */
  cancellation_fee: nonNegativeMoneySchema,
  methods: z
    .array(methodSettingSchema)
    .max(PAYMENT_METHOD_TYPES.length)
    .refine(
      (methods) => new Set(methods.map((method) => method.type)).size === methods.length,
      issue('validation.invalid'),
    ),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

async function read(db: Db, rootId: number): Promise<PaymentSettings> {
  await ensureDefaultMethods(db, rootId);
  const [settings, methods] = await Promise.all([
    repo.findSettings(db, rootId),
    repo.findMethodSettings(db, rootId),
  ]);
  return {
    aggregatable_payment_methods: settings?.aggregatable ?? false,
    cancellation_fee: fromCents(settings?.cancellation_fee_cents ?? 0),
    methods,
  };
}

async function write(db: Db, rootId: number, input: PaymentSettings) {
  await ensureDefaultMethods(db, rootId);
  await db.transaction().execute(async (trx) => {
    await repo.upsertSettings(trx, rootId, {
      aggregatable: input.aggregatable_payment_methods,
      cancellation_fee_cents: toCents(input.cancellation_fee),
    });
    for (const method of input.methods) await repo.updateMethodOfType(trx, rootId, method);
  });
  return read(db, rootId);
}

/**
 * `/api/admin/payment_settings`: which kinds the operator's groupings offer, in what order
 * and under what name, whether they are aggregatable, and the cancellation fee.
 */
export async function paymentAdminRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const tags = ['admin'];

  r.get('/admin/payment_settings', {
    preValidation: onlyOperator,
    schema: { tags, response: { 200: paymentSettingsSchema } },
    handler: async (request) => {
      const operator = requireOperator(request);
      return read(ctx.db, (await operatorOf(ctx.db, operator.agrupation_id)).id);
    },
  });

  r.put('/admin/payment_settings', {
    preValidation: onlyOperator,
    schema: { tags, body: paymentSettingsSchema, response: { 200: paymentSettingsSchema } },
    handler: async (request) => {
      const operator = requireOperator(request);
      const root = await operatorOf(ctx.db, operator.agrupation_id);
      return write(ctx.db, root.id, request.body);
    },
  });
}
