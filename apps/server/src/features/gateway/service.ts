import { randomBytes } from 'node:crypto';
import { toCents, type PurseRecharge } from '@parada/core';
import type { Db } from '../../db/database';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { ensureSystemAccount, post, type Account } from '../wallet/ledger';
import * as wallets from '../wallet/repository';
import { creditFromGateway, operationResult, walletOf } from '../wallet/service';
import type { PaymentGateway } from './gateway';
import * as repo from './repository';

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
export async function syncPayment(deps: MoneyDeps, reference: string, gatewayRef?: string) {
  if (gatewayRef) {
    // A webhook may arrive before the charge's own answer stored the provider's id.
    await repo.setMissingGatewayRef(deps.db, reference, gatewayRef);
  }
  const known = await repo.findGatewayRefOfPayment(deps.db, reference);
  const remote = await deps.gateway.retrieve(reference, known?.gateway_ref ?? null);
  return deps.db.transaction().execute(async (trx) => {
    const payment = await repo.lockPaymentByReference(trx, reference);
    if (!payment || !remote) return payment ?? null;
    if (payment.status === 'succeeded' || payment.status === 'failed') return payment;
    if (remote.status === payment.status || remote.status === 'pending') return payment;
    let transactionId: number | null = null;
    if (remote.status === 'succeeded') {
      const account = await wallets.findAccountById(trx, payment.account_id);
      if (payment.ride_charge_id != null) {
        transactionId = await settleRideCharge(trx, account, payment.ride_charge_id);
      } else {
        const posted = await creditFromGateway(
          trx,
          account,
          payment.amount_cents,
          `Recharge by card •••• ${payment.card_last4 ?? ''}`.trim(),
        );
        transactionId = posted.transactionId;
        // A 3-D Secure recharge succeeds here, by webhook or the customer's return.
        if (payment.card_token && payment.user_id != null) {
          await repo.upsertSavedCard(
            trx,
            payment.user_id,
            payment.gateway,
            payment.card_token,
            payment.card_last4,
          );
        }
      }
    }
    return repo.settlePayment(trx, payment.id, remote.status, transactionId);
  });
}

/**
 * A recharge's payment, as the customer back from the bank's page sees it: asked from the
 * gateway, and credited once when it succeeded (as its webhook would). 404 for anyone but
 * its payer.
 */
export async function rechargeStatus(deps: MoneyDeps, user: AuthUser, reference: string) {
  const own = await repo.findRechargeOfUser(deps.db, reference, user.id);
  if (!own) throw notFound();
  let payment;
  try {
    payment = await syncPayment(deps, reference);
  } catch {
    throw new HttpError(502, 'payment.gateway_unavailable');
  }
  // The row was found above; one removed since (an account's erasure) is gone for its payer too.
  if (!payment) throw notFound();
  return { status: payment.status };
}

/** A webhook's event settles its payment once, however often the provider repeats it. */
export async function settleWebhookEvent(
  deps: MoneyDeps,
  event: { id: string; reference: string; type: string; gatewayRef?: string },
) {
  if (await repo.findEvent(deps.db, event.id)) return;
  // Settled first, recorded after: an event whose settling failed (the provider did not
  // answer) is not marked seen, so the provider's retry settles it.
  await syncPayment(deps, event.reference, event.gatewayRef);
  await repo.recordEvent(deps.db, {
    event_id: event.id,
    reference: event.reference,
    type: event.type,
  });
}

/**
 * The user's customer at a gateway that keeps cards on one, made on first need. The
 * idempotency key is the user's own (the wallet's random code keeps databases sharing a
 * Stripe account apart), so two first recharges at once make one customer.
 */
async function customerOf(deps: MoneyDeps, user: AuthUser, walletCode: string) {
  const { db, gateway } = deps;
  if (!gateway.createCustomer) return undefined;
  const known = () => repo.findCustomerRef(db, user.id, gateway.name);
  const found = await known();
  if (found) return found.customer_ref;
  const customerRef = await gateway.createCustomer({
    idempotencyKey: `cus_${sha256(`${walletCode}|${user.id}`).slice(0, 40)}`,
    email: user.email,
    name: user.name,
    userId: user.id,
  });
  await repo.insertCustomerRef(db, user.id, gateway.name, customerRef);
  return (await known())?.customer_ref ?? customerRef;
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
  /** Where the customer lands after the bank's step; the reference is appended. */
  returnUrl?: string,
): Promise<RechargeOutcome> {
  const { db, gateway } = deps;
  const amount = toCents(input.amount);
  const wallet = await walletOf(db, user);
  const reference = rechargeReference(idempotency, wallet.code ?? '');
  await repo.insertPaymentOnce(db, {
    reference,
    gateway: gateway.name,
    user_id: user.id,
    account_id: wallet.id,
    amount_cents: amount,
    currency: wallet.currency,
    status: 'pending',
    card_last4: input.card.number.slice(-4),
  });
  let charged;
  try {
    const customerRef = await customerOf(deps, user, wallet.code ?? '');
    charged = await gateway.charge({
      reference,
      amountCents: amount,
      currency: wallet.currency,
      card: input.card,
      description: `Wallet recharge ${wallet.code}`,
      ...(returnUrl ? { returnUrl: `${returnUrl}${encodeURIComponent(reference)}` } : {}),
      ...(customerRef ? { customerRef } : {}),
    });
  } catch {
    throw new HttpError(502, 'payment.gateway_unavailable');
  }
  if (charged.cardToken) {
    await repo.updatePaymentByReference(db, reference, { card_token: charged.cardToken });
  }
  const payment = await syncPayment(deps, reference, charged.gatewayRef);
  if (!payment) throw new HttpError(502, 'payment.gateway_unavailable');
  if (payment.status === 'failed' || charged.status === 'failed') {
    await repo.updatePaymentByReference(db, reference, {
      failure: charged.failure ?? 'declined',
    });
    throw new HttpError(
      402,
      charged.failure === 'expired' ? 'payment.card_expired' : 'payment.card_declined',
    );
  }
  if (payment.status === 'succeeded' && charged.cardToken) {
    // Also here: a webhook that settled the payment before the token was stored kept none.
    await repo.upsertSavedCard(db, user.id, gateway.name, charged.cardToken, charged.last4);
  }
  if (payment.status === 'succeeded' && payment.transaction_id != null) {
    const entry = await repo.findEntryOfTransaction(db, payment.transaction_id, wallet.id);
    return { kind: 'done', result: await operationResult(db, wallet.id, entry.id) };
  }
  return {
    kind: 'requires_action',
    reference,
    actionUrl: charged.actionUrl ?? '',
  };
}

/** A card ride's charge is paid: the gateway's money goes to the operator's revenue. */
async function settleRideCharge(trx: Db, revenue: Account, chargeId: number) {
  const charge = await repo.lockRideCharge(trx, chargeId);
  if (charge.status !== 'unpaid') return charge.transaction_id;
  const gateway = await ensureSystemAccount(
    trx,
    revenue.agrupation_id,
    'gateway',
    revenue.currency,
  );
  const posted = await post(
    trx,
    {
      kind: charge.kind === 'fare' ? 'ride_payment' : 'cancellation_fee',
      description: `Ride #${charge.service_id} by card`,
      rideId: charge.service_id,
    },
    [
      { accountId: gateway.id, amount: -charge.amount_cents },
      { accountId: revenue.id, amount: charge.amount_cents },
    ],
  );
  await repo.markRideChargePaid(trx, charge.id, posted.transactionId);
  return posted.transactionId;
}

/**
 * Charges the saved card of every card ride still unpaid, once per ride charge: the
 * payment row (unique per charge) is claimed before the gateway is called, so two server
 * instances or two sweeps never charge a ride twice. A payer without a saved card, or a
 * declined card, leaves the ride 'unpaid' for the operator to collect.
 */
export async function collectCardCharges(deps: MoneyDeps, limit = 20): Promise<number> {
  const { db, gateway } = deps;
  const due = await repo.findUncollectedCardCharges(db, limit);
  let collected = 0;
  for (const charge of due) {
    const revenue = await ensureSystemAccount(db, charge.agrupation_id, 'revenue', charge.currency);
    const usable = charge.token != null && charge.gateway === gateway.name;
    const reference = `ride_${randomBytes(20).toString('hex')}`;
    const claimed = await repo.claimRideChargePayment(db, {
      reference,
      gateway: gateway.name,
      user_id: charge.payer_id,
      account_id: revenue.id,
      amount_cents: charge.amount_cents,
      currency: charge.currency,
      status: usable ? 'pending' : 'failed',
      card_last4: charge.last4,
      card_token: usable ? charge.token : null,
      failure: usable ? null : 'no_card',
      ride_charge_id: charge.id,
    });
    if (!claimed || !usable) continue;
    let gatewayRef: string | undefined;
    try {
      const result = await gateway.charge({
        reference,
        amountCents: charge.amount_cents,
        currency: charge.currency,
        cardToken: charge.token!,
        description: `Ride #${charge.service_id}`,
      });
      gatewayRef = result.gatewayRef;
      if (result.failure) {
        await repo.setPaymentFailure(db, claimed.id, result.failure);
      }
    } catch {
      // The payment stays pending: the gateway's webhook settles it when it knows.
    }
    const payment = await syncPayment(deps, reference, gatewayRef);
    if (payment?.status === 'succeeded') collected += 1;
  }
  return collected;
}
