import type { PaymentMethodList, PaymentMethodSelection } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserKind } from '../../db/schema';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as groupings from '../groupings/repository';
import { rootOf } from '../groupings/service';
import type { PaymentMethodKind, PaymentMethodsTable } from '../wallet/tables';
import { ensureDefaultMethods } from './admin';
import * as repo from './repository';

type MethodRow = Selectable<PaymentMethodsTable>;

/** A user's view of one method the operator offers. */
export interface UserMethod extends MethodRow {
  enabled: boolean;
  is_default: boolean;
}

/** Transfer means "onto the company's monthly statement": only companies and employees. */
export const offeredTo = (type: PaymentMethodKind, kind: UserKind) =>
  type !== 'transfer' || kind === 'company' || kind === 'employee';

export async function settingsOf(db: Db, rootId: number) {
  const row = await repo.findSettings(db, rootId);
  return {
    aggregatable: row?.aggregatable ?? false,
    cancellationFeeCents: row?.cancellation_fee_cents ?? 0,
    boardingCode: row?.boarding_code ?? false,
    driverFareMaxCents: row?.driver_fare_max_cents ?? 50_000,
    noShowWaitS: row?.no_show_wait_s ?? 300,
  };
}

/**
 * The methods of an operator as `userId` has them: offered to its kind, enabled by its own
 * choice or the method's default, and exactly one default among the enabled ones (its
 * choice, else the first in the operator's order), so charging always finds one.
 */
export async function methodsOf(
  db: Db,
  user: { id: number; kind: UserKind },
  rootId: number,
): Promise<UserMethod[]> {
  const rows = await repo.findActiveMethodsWithUserChoice(db, user.id, rootId);
  const methods = rows
    .filter((row) => offeredTo(row.type, user.kind))
    .map(({ user_enabled, user_default, ...method }) => ({
      ...method,
      enabled: user_enabled ?? method.enabled_by_default,
      is_default: user_default ?? false,
    }));
  const enabled = methods.filter((method) => method.enabled);
  const chosen = enabled.find((method) => method.is_default) ?? enabled[0];
  return methods.map((method) => ({ ...method, is_default: method === chosen }));
}

async function operatorFor(db: Db, user: AuthUser, groupingId: number) {
  const asked = await groupings.findById(db, groupingId);
  if (!asked) throw notFound();
  const [root, own] = await Promise.all([
    rootOf(db, asked),
    groupings.findById(db, user.agrupation_id).then((row) => (row ? rootOf(db, row) : null)),
  ]);
  // Another operator's grouping is not found, as any other tenant's object.
  if (!own || own.id !== root.id) throw notFound();
  return root;
}

async function listFor(db: Db, user: AuthUser, rootId: number): Promise<PaymentMethodList> {
  await ensureDefaultMethods(db, rootId);
  const [methods, settings] = await Promise.all([
    methodsOf(db, user, rootId),
    settingsOf(db, rootId),
  ]);
  const wire = (method: UserMethod) => ({
    id: method.id,
    name: method.name,
    image: method.image,
    default: method.is_default,
    type: method.type,
  });
  return {
    methods: methods.filter((method) => method.enabled).map(wire),
    aggregatable_payment_methods: settings.aggregatable,
    // Without these the payment method screen could not offer anything to enable.
    available_methods: methods.filter((method) => !method.enabled).map(wire),
  };
}

/** GET customer/payment_methods?agrupacion_id */
export async function list(db: Db, user: AuthUser, groupingId: number) {
  const root = await operatorFor(db, user, groupingId);
  return listFor(db, user, root.id);
}

async function offered(db: Db, user: AuthUser, input: PaymentMethodSelection) {
  const root = await operatorFor(db, user, input.agrupacion_id);
  await ensureDefaultMethods(db, root.id);
  const methods = await methodsOf(db, user, root.id);
  const method = methods.find((candidate) => candidate.id === input.id);
  if (!method) throw invalidField('id', 'payment.method_unavailable');
  return { root, methods, method };
}

/**
 * PUT customer/default_payment_method: enables the method and makes it the one default,
 * in one transaction (a unique index holds "one at a time" against concurrent calls). A
 * grouping with aggregatable methods fixes the default (spec §5).
 */
export async function setDefault(db: Db, user: AuthUser, input: PaymentMethodSelection) {
  const { root, methods, method } = await offered(db, user, input);
  const current = methods.find((candidate) => candidate.is_default);
  if (current?.id !== method.id && (await settingsOf(db, root.id)).aggregatable) {
    throw new HttpError(422, 'payment.aggregatable_block');
  }
  await db.transaction().execute(async (trx) => {
    await repo.clearUserDefault(trx, user.id, root.id);
    const chosen = { enabled: true, is_default: true };
    await repo.upsertUserMethod(
      trx,
      { user_id: user.id, payment_method_id: method.id, agrupation_id: root.id, ...chosen },
      chosen,
    );
  });
  return listFor(db, user, root.id);
}

/** PUT customer/payment_methods (enable) and DELETE customer/payment_methods (remove). */
export async function setEnabled(
  db: Db,
  user: AuthUser,
  input: PaymentMethodSelection,
  enabled: boolean,
) {
  const { root, method } = await offered(db, user, input);
  await repo.upsertUserMethod(
    db,
    {
      user_id: user.id,
      payment_method_id: method.id,
      agrupation_id: root.id,
      enabled,
      is_default: false,
    },
    // Removing the default leaves none chosen: the first enabled one takes over.
    enabled ? { enabled } : { enabled, is_default: false },
  );
  return listFor(db, user, root.id);
}
