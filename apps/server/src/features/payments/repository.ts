import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentMethodsTable } from '../wallet/tables';

export function findSettings(db: Db, rootId: number) {
  return db
    .selectFrom('payment_settings')
    .selectAll()
    .where('agrupation_id', '=', rootId)
    .executeTakeFirst();
}

export async function upsertSettings(
  db: Db,
  rootId: number,
  values: { aggregatable: boolean; cancellation_fee_cents: number },
) {
  await db
    .insertInto('payment_settings')
    .values({ agrupation_id: rootId, ...values })
    .onConflict((oc) => oc.column('agrupation_id').doUpdateSet(values))
    .execute();
}

/** The operator's active methods in its order, each with this user's own choice if any. */
export function findActiveMethodsWithUserChoice(db: Db, userId: number, rootId: number) {
  return db
    .selectFrom('payment_methods as m')
    .leftJoin('user_payment_methods as u', (join) =>
      join.onRef('u.payment_method_id', '=', 'm.id').on('u.user_id', '=', userId),
    )
    .selectAll('m')
    .select(['u.enabled as user_enabled', 'u.is_default as user_default'])
    .where('m.agrupation_id', '=', rootId)
    .where('m.active', '=', true)
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
}

/**
 * `methodFor`'s choice (billing/charging) as one query a write can embed: of the payer's
 * methods that are active, offered to it and enabled (its own choice, else the method's
 * `enabled_by_default`), the `requested` one, else its default, else the first in the
 * operator's order; no row means cash. `test/payment-choice.test.ts` holds it to
 * `methodFor` over every mix of choices.
 */
export function chosenMethod(
  db: Db,
  choice: { payerId: number; rootId: number; requested: number | null; transfer: boolean },
) {
  return db
    .selectFrom('payment_methods as m')
    .leftJoin('user_payment_methods as u', (join) =>
      join.onRef('u.payment_method_id', '=', 'm.id').on('u.user_id', '=', choice.payerId),
    )
    .select(['m.id', 'm.type'])
    .where('m.agrupation_id', '=', choice.rootId)
    .where('m.active', '=', true)
    .$if(!choice.transfer, (query) => query.where('m.type', '<>', 'transfer'))
    .where(sql<boolean>`coalesce(u.enabled, m.enabled_by_default)`)
    .orderBy(sql`(m.id = ${choice.requested}::integer) IS TRUE`, 'desc')
    .orderBy(sql`coalesce(u.is_default, false)`, 'desc')
    .orderBy('m.position')
    .orderBy('m.id')
    .limit(1);
}

export async function hasAnyMethod(db: Db, rootId: number) {
  const any = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('agrupation_id', '=', rootId)
    .executeTakeFirst();
  return any != null;
}

/** Rows another request inserted meanwhile stay as they are. */
export async function insertMethodsIfMissing(db: Db, rows: Insertable<PaymentMethodsTable>[]) {
  await db
    .insertInto('payment_methods')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function findMethodSettings(db: Db, rootId: number) {
  return db
    .selectFrom('payment_methods')
    .select(['type', 'name', 'active', 'enabled_by_default', 'position'])
    .where('agrupation_id', '=', rootId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function updateMethodOfType(
  db: Db,
  rootId: number,
  method: Pick<
    Selectable<PaymentMethodsTable>,
    'type' | 'name' | 'active' | 'enabled_by_default' | 'position'
  >,
) {
  await db
    .updateTable('payment_methods')
    .set({
      name: method.name,
      active: method.active,
      enabled_by_default: method.enabled_by_default,
      position: method.position,
    })
    .where('agrupation_id', '=', rootId)
    .where('type', '=', method.type)
    .execute();
}

export async function clearUserDefault(db: Db, userId: number, rootId: number) {
  await db
    .updateTable('user_payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('agrupation_id', '=', rootId)
    .execute();
}

/** The user's choice about one method, made or changed. */
export async function upsertUserMethod(
  db: Db,
  row: {
    user_id: number;
    payment_method_id: number;
    agrupation_id: number;
    enabled: boolean;
    is_default: boolean;
  },
  onExisting: { enabled: boolean; is_default?: boolean },
) {
  await db
    .insertInto('user_payment_methods')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'payment_method_id']).doUpdateSet(onExisting))
    .execute();
}
