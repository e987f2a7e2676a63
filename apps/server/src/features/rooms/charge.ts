import type { Db } from '../../db/database';
import { post } from '../wallet/ledger';
import type { LedgerTransactionKind } from '../wallet/tables';
import { termsOf } from './booking';
import * as repo from './repository';

/**
 * Posts a room ride's charge to its stay's account, inside the completion's transaction:
 * the stay is locked (a settle waits for it), and the amount must be within the hotel's
 * per-ride limit and, with what the stay carries, its per-stay one. A metered fare above the limit, or a stay settled meanwhile, is not put
 * on the room: the charge stays 'unpaid' for the operator to collect, as a short wallet's.
 */
export async function chargeRoom(
  trx: Db,
  stayId: number,
  amount: number,
  transaction: { kind: LedgerTransactionKind; description: string; rideId: number },
  revenueId: number,
): Promise<number | null> {
  const stay = await repo.lockStayForCharge(trx, stayId);
  if (!stay || stay.settled_at != null) return null;
  const { limitCents, stayLimitCents } = await termsOf(trx, stay.hotel_id);
  if (amount > limitCents) return null;
  // The rides still running were counted against the stay when booked; here only what the
  // stay owes already is (a metered fare may end above its estimate).
  if ((await repo.owedCentsOfStay(trx, stay.account_id)) + amount > stayLimitCents) return null;
  const posted = await post(trx, transaction, [
    { accountId: stay.account_id, amount: -amount },
    { accountId: revenueId, amount },
  ]);
  return posted.transactionId;
}
