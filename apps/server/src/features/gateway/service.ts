import { randomBytes } from 'node:crypto';
import { toCents, type PurseRecharge } from '@parada/core';
import type { Db } from '../../db/database';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { creditFromGateway, operationResult, walletOf } from '../wallet/service';
import type { PaymentGateway } from './gateway';

export interface MoneyDeps {
  db: Db;
  gateway: PaymentGateway;
}

/**
 * The reference a recharge carries to the gateway. With an Idempotency-Key it is derived
 * from the key, so a retry after a lost answer (or a 5xx, which the key does not keep)
 * reaches the gateway as the same payment and is never charged twice.
 */
export const rechargeReference = (
  idempotency: { scope: string; key: string } | undefined,
  walletCode: string,
) =>
  idempotency
    ? // The wallet's random code keeps references apart across databases sharing a gateway.
      `rch_${sha256(`${walletCode}|${idempotency.scope}|${idempotency.key}`).slice(0, 40)}`
    : `rch_${randomBytes(20).toString('hex')}`;

/**
 * Brings our record of a payment in line with the gateway's, once: the payment row is
 * locked, a payment already final is left alone, and a success credits the wallet in the
 * same transaction that marks it succeeded. Webhooks, the customer's return from the
 * second step and the recharge call itself all end here.
 */
export async function syncPayment(deps: MoneyDeps, reference: string) {
  const remote = await deps.gateway.retrieve(reference);
  return deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('gateway_payments')
      .selectAll()
      .where('reference', '=', reference)
      .forUpdate()
      .executeTakeFirst();
    if (!payment || !remote) return payment ?? null;
    if (payment.status === 'succeeded' || payment.status === 'failed') return payment;
    if (remote.status === payment.status || remote.status === 'pending') return payment;
    let transactionId: number | null = null;
    if (remote.status === 'succeeded') {
      const wallet = await trx
        .selectFrom('ledger_accounts')
        .selectAll()
        .where('id', '=', payment.account_id)
        .executeTakeFirstOrThrow();
      const posted = await creditFromGateway(
        trx,
        wallet,
        payment.amount_cents,
        `Recharge by card •••• ${payment.card_last4 ?? ''}`.trim(),
      );
      transactionId = posted.transactionId;
    }
    return trx
      .updateTable('gateway_payments')
      .set({ status: remote.status, transaction_id: transactionId, updated_at: new Date() })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export type RechargeOutcome =
  | { kind: 'done'; result: Awaited<ReturnType<typeof operationResult>> }
  | { kind: 'requires_action'; reference: string; actionUrl: string };

/** POST purses/recharge: charges the card through the gateway and credits the wallet once. */
export async function recharge(
  deps: MoneyDeps,
  user: AuthUser,
  input: PurseRecharge,
  idempotency: { scope: string; key: string } | undefined,
): Promise<RechargeOutcome> {
  const { db, gateway } = deps;
  const amount = toCents(input.amount);
  const wallet = await walletOf(db, user);
  const reference = rechargeReference(idempotency, wallet.code ?? '');
  await db
    .insertInto('gateway_payments')
    .values({
      reference,
      gateway: gateway.name,
      user_id: user.id,
      account_id: wallet.id,
      amount_cents: amount,
      currency: wallet.currency,
      status: 'pending',
      card_last4: input.card.number.slice(-4),
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  let charged;
  try {
    charged = await gateway.charge({
      reference,
      amountCents: amount,
      currency: wallet.currency,
      card: input.card,
      description: `Wallet recharge ${wallet.code}`,
    });
  } catch {
    throw new HttpError(502, 'payment.gateway_unavailable');
  }
  const payment = await syncPayment(deps, reference);
  if (!payment) throw new HttpError(502, 'payment.gateway_unavailable');
  if (payment.status === 'failed' || charged.status === 'failed') {
    await db
      .updateTable('gateway_payments')
      .set({ failure: charged.failure ?? 'declined' })
      .where('reference', '=', reference)
      .execute();
    throw new HttpError(
      402,
      charged.failure === 'expired' ? 'payment.card_expired' : 'payment.card_declined',
    );
  }
  if (payment.status === 'succeeded' && payment.transaction_id != null) {
    const entry = await db
      .selectFrom('ledger_entries')
      .select('id')
      .where('transaction_id', '=', payment.transaction_id)
      .where('account_id', '=', wallet.id)
      .executeTakeFirstOrThrow();
    return { kind: 'done', result: await operationResult(db, wallet.id, entry.id) };
  }
  return {
    kind: 'requires_action',
    reference,
    actionUrl: charged.actionUrl ?? '',
  };
}
