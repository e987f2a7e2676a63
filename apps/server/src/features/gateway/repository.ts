import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { GatewayPaymentsTable } from '../wallet/tables';

export function findEvent(db: Db, eventId: string) {
  return db
    .selectFrom('gateway_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

/** A repeated event is already recorded: the second insert does nothing. */
export async function recordEvent(
  db: Db,
  event: { event_id: string; reference: string; type: string },
) {
  await db
    .insertInto('gateway_events')
    .values(event)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

/** Only fills a provider id not yet known: an earlier answer's stays. */
export async function setMissingGatewayRef(db: Db, reference: string, gatewayRef: string) {
  await db
    .updateTable('gateway_payments')
    .set({ gateway_ref: gatewayRef })
    .where('reference', '=', reference)
    .where('gateway_ref', 'is', null)
    .execute();
}

export function findGatewayRefOfPayment(db: Db, reference: string) {
  return db
    .selectFrom('gateway_payments')
    .select('gateway_ref')
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** A recharge (no ride charge) with this reference that `userId` paid. */
export function findRechargeOfUser(db: Db, reference: string, userId: number) {
  return db
    .selectFrom('gateway_payments')
    .select('id')
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .where('ride_charge_id', 'is', null)
    .executeTakeFirst();
}

export function lockPaymentByReference(trx: Db, reference: string) {
  return trx
    .selectFrom('gateway_payments')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

export function settlePayment(
  trx: Db,
  paymentId: number,
  status: GatewayPaymentsTable['status'],
  transactionId: number | null,
) {
  return trx
    .updateTable('gateway_payments')
    .set({ status, transaction_id: transactionId, updated_at: new Date() })
    .where('id', '=', paymentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One saved card per user: a newer successful card replaces the older. */
export async function upsertSavedCard(
  db: Db,
  userId: number,
  gateway: string,
  token: string,
  last4: string | null,
) {
  await db
    .insertInto('saved_cards')
    .values({ user_id: userId, gateway, token, last4: last4 ?? '' })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ gateway, token, last4: last4 ?? '', updated_at: new Date() }),
    )
    .execute();
}

export function findCustomerRef(db: Db, userId: number, gateway: string) {
  return db
    .selectFrom('gateway_customers')
    .select('customer_ref')
    .where('user_id', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
}

/** Two first recharges at once: the second insert does nothing and both read the first. */
export async function insertCustomerRef(
  db: Db,
  userId: number,
  gateway: string,
  customerRef: string,
) {
  await db
    .insertInto('gateway_customers')
    .values({ user_id: userId, gateway, customer_ref: customerRef })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute();
}

/** A retried recharge carries the same reference: the second insert does nothing. */
export async function insertPaymentOnce(db: Db, row: Insertable<GatewayPaymentsTable>) {
  await db
    .insertInto('gateway_payments')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

export async function updatePaymentByReference(
  db: Db,
  reference: string,
  changes: { card_token?: string; failure?: string },
) {
  await db
    .updateTable('gateway_payments')
    .set(changes)
    .where('reference', '=', reference)
    .execute();
}

export async function setPaymentFailure(db: Db, paymentId: number, failure: string) {
  await db.updateTable('gateway_payments').set({ failure }).where('id', '=', paymentId).execute();
}

export function findEntryOfTransaction(db: Db, transactionId: number, accountId: number) {
  return db
    .selectFrom('ledger_entries')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export function lockRideCharge(trx: Db, chargeId: number) {
  return trx
    .selectFrom('ride_charges')
    .selectAll()
    .where('id', '=', chargeId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function markRideChargePaid(trx: Db, chargeId: number, transactionId: number) {
  await trx
    .updateTable('ride_charges')
    .set({ status: 'paid', transaction_id: transactionId })
    .where('id', '=', chargeId)
    .execute();
}

/** Unpaid card rides with no payment row yet, with the payer's saved card if any. */
export function findUncollectedCardCharges(db: Db, limit: number) {
  return db
    .selectFrom('ride_charges as c')
    .leftJoin('gateway_payments as p', 'p.ride_charge_id', 'c.id')
    .leftJoin('saved_cards as s', 's.user_id', 'c.payer_id')
    .select([
      'c.id',
      'c.service_id',
      'c.agrupation_id',
      'c.amount_cents',
      'c.currency',
      'c.payer_id',
      's.token',
      's.gateway',
      's.last4',
    ])
    .where('c.method', '=', 'card')
    .where('c.status', '=', 'unpaid')
    .where('c.amount_cents', '>', 0)
    .where('p.id', 'is', null)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** The claim on a ride charge: undefined when another sweep claimed it first. */
export function claimRideChargePayment(db: Db, row: Insertable<GatewayPaymentsTable>) {
  return db
    .insertInto('gateway_payments')
    .values(row)
    .onConflict((oc) => oc.column('ride_charge_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}
