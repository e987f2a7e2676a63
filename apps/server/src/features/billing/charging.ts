import { RIDE_STATUS } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserKind } from '../../db/schema';
import type { RidesTable } from '../rides/tables';
import { chosenMethod } from '../payments/repository';
import { offeredTo, settingsOf } from '../payments/service';
import {
  ensureReceivable,
  ensureSystemAccount,
  ensureWallet,
  InsufficientFunds,
  post,
} from '../wallet/ledger';
import { chargeRoom } from '../rooms/charge';
import type { ChargeStatus, PaymentMethodKind } from '../wallet/tables';
import * as repo from './repository';

type Ride = Selectable<RidesTable>;

/**
 * The method a ride is paid with: the one it was booked with when the payer still has it
 * enabled, else the payer's default, else cash. The payer is the company for its own and
 * its employees' rides (they book on the company's account), else the booker.
 */
const payerOf = (ride: Payable) => ride.company_id ?? ride.user_id;

/** What deciding the method reads of a ride, booked or about to be. */
type Payable = Pick<Ride, 'company_id' | 'user_id' | 'root_agrupation_id' | 'payment_method_id'>;

/**
 * The payer's method for a ride: the one chosen when still enabled, else the default. The
 * choice itself is payments' `chosenMethod` query, which a booking paying for itself also
 * runs inside the ride's own statement (`ownMethodChoice`): one rule for both.
 */
export async function methodFor(
  trx: Db,
  ride: Payable,
  /** The booker's own account when the caller has it at hand: a booker paying for itself
   * (a client, a company) is not read again. */
  booker?: { id: number; kind: UserKind },
): Promise<{ id: number | null; type: PaymentMethodKind }> {
  const payerId = payerOf(ride);
  const payer = booker?.id === payerId ? booker : await repo.findUserKind(trx, payerId);
  if (!payer) return { id: null, type: 'cash' };
  const chosen = await chosenMethod(trx, choiceFor(ride, payer)).executeTakeFirst();
  return chosen ? { id: chosen.id, type: chosen.type } : { id: null, type: 'cash' };
}

const choiceFor = (ride: Payable, payer: { id: number; kind: UserKind }) => ({
  payerId: payer.id,
  rootId: ride.root_agrupation_id,
  requested: ride.payment_method_id,
  transfer: offeredTo('transfer', payer.kind),
});

/**
 * `methodFor`'s inputs when the booker pays for itself (a client, a company, a hotel), for
 * a write that makes the same choice in its own statement (payments' `chosenMethod`)
 * instead of reading the methods first; undefined when someone else pays (an employee's
 * company), whose kind would be one more read.
 */
export function ownMethodChoice(ride: Payable, booker: { id: number; kind: UserKind }) {
  return payerOf(ride) === booker.id ? choiceFor(ride, booker) : undefined;
}

/**
 * Charges `amount` for `ride` once: the (service, kind) row is claimed first, and a ride
 * that already has one is left alone, so a completion delivered twice charges once. Runs
 * inside the transition's transaction: the charge commits with the status or not at all.
 */
async function charge(trx: Db, ride: Ride, kind: 'fare' | 'cancellation_fee', amount: number) {
  // A ride on a room's account is paid by the stay, whatever the booker's methods.
  const method = ride.room_stay_id != null ? 'room' : (await methodFor(trx, ride)).type;
  const claimed = await repo.claimCharge(trx, {
    service_id: ride.id,
    kind,
    method,
    status: 'unpaid',
    payer_id: payerOf(ride),
    company_id: ride.company_id,
    agrupation_id: ride.root_agrupation_id,
    amount_cents: amount,
    currency: ride.currency,
  });
  if (!claimed) return;

  const description = kind === 'fare' ? `Ride #${ride.id}` : `Cancellation of ride #${ride.id}`;
  const transaction = {
    kind: kind === 'fare' ? ('ride_payment' as const) : ('cancellation_fee' as const),
    description,
    rideId: ride.id,
  };
  const revenue = await ensureSystemAccount(trx, ride.root_agrupation_id, 'revenue', ride.currency);
  let status: ChargeStatus = 'unpaid';
  let transactionId: number | null = null;
  if (amount > 0) {
    if (method === 'wallet') {
      const wallet = await ensureWallet(trx, payerOf(ride), ride.root_agrupation_id, ride.currency);
      try {
        const posted = await post(trx, transaction, [
          { accountId: wallet.id, amount: -amount },
          { accountId: revenue.id, amount },
        ]);
        transactionId = posted.transactionId;
        status = 'paid';
      } catch (error) {
        // Nothing was written: the ride stays owed ('unpaid') for the operator to collect.
        if (!(error instanceof InsufficientFunds)) throw error;
      }
    } else if (method === 'transfer' && ride.company_id != null) {
      const receivable = await ensureReceivable(
        trx,
        ride.company_id,
        ride.root_agrupation_id,
        ride.currency,
      );
      const posted = await post(trx, transaction, [
        { accountId: receivable.id, amount: -amount },
        { accountId: revenue.id, amount },
      ]);
      transactionId = posted.transactionId;
      status = 'on_statement';
    } else if (method === 'room' && ride.room_stay_id != null) {
      transactionId = await chargeRoom(trx, ride.room_stay_id, amount, transaction, revenue.id);
      if (transactionId != null) status = 'on_statement';
    } else if (method === 'cash') {
      const cash = await ensureSystemAccount(trx, ride.root_agrupation_id, 'cash', ride.currency);
      const posted = await post(trx, transaction, [
        { accountId: cash.id, amount: -amount },
        { accountId: revenue.id, amount },
      ]);
      transactionId = posted.transactionId;
      status = 'collected';
    }
    // A card ride stays 'unpaid' here: the card collector charges the saved card after
    // the commit (features/gateway/card-collector.ts).
  } else {
    status = 'paid';
  }
  await repo.setChargeOutcome(trx, claimed.id, status, transactionId);
}

/**
 * What money follows a status change, inside its transaction: completion (8) charges the
 * fare; a customer's cancellation (4) after a driver was assigned, and a no-show the driver
 * reported (5), charge the operator's cancellation fee, when it has one.
 */
export async function settleTransition(trx: Db, before: Ride, after: Ride): Promise<void> {
  if (after.status_code === RIDE_STATUS.COMPLETED) {
    await charge(trx, after, 'fare', after.fare_cents ?? 0);
    return;
  }
  const lateCancel =
    after.status_code === RIDE_STATUS.CANCELLED_BY_CUSTOMER && before.driver_id != null;
  const noShow = after.status_code === RIDE_STATUS.CANCELLED_BY_OPERATOR && after.no_show;
  if (lateCancel || noShow) {
    const { cancellationFeeCents } = await settingsOf(trx, after.root_agrupation_id);
    if (cancellationFeeCents > 0)
      await charge(trx, after, 'cancellation_fee', cancellationFeeCents);
  }
}
