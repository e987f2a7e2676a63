import { newIdempotencyKey } from '../../store/idempotency';
import { toCents } from '../common/money';
import type { Purse, PurseMovement } from './schemas';
import type { MoneyMoveAttempt, PurseMovementView, PurseView } from './slice';

/** Wire amounts become integer cents once, here; screens never do arithmetic on floats. */
export const toPurseView = (purse: Purse): PurseView => ({
  balanceCents: toCents(purse.balance),
  currency: purse.currency,
  code: purse.code,
});

export const toMovementView = (movement: PurseMovement): PurseMovementView => ({
  id: movement.id,
  kind: movement.kind,
  amountCents: toCents(movement.amount),
  balanceAfterCents: toCents(movement.balance_after),
  description: movement.description,
  counterpart: movement.counterpart,
  service_id: movement.service_id,
  created_at: movement.created_at,
});

/**
 * The key for this attempt: the previous one when the same body was tried and did not
 * succeed (a retry, maybe after a lost answer), else a new one. A success forgets it.
 */
export const attemptKey = (previous: MoneyMoveAttempt | null, body: string): string =>
  previous?.body === body ? previous.key : newIdempotencyKey();
