import { toCents, type PurseMovement, type PurseTransfer } from '@parada/core';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { keyRow, type Claim } from '../../plugins/idempotency';
import type { AuthUser } from '../accounts/auth-user';
import { cents, ensureWallet } from './ledger';
import * as repo from './repository';
import {
  operatorOf,
  purseView,
  toMovement,
  transferRefused,
  walletOf,
  WALLET_KINDS,
} from './service';
import { transferInOneStatement } from './transfer-repository';

/*
 * A transfer between two wallets of one operator: whom it may reach, the statement that
 * moves the money and writes the key, and the answer read back after a crash.
 */

/** The user a transfer goes to: by id, or by the code of their wallet. */
const recipientOf = (db: Db, to: number | string) =>
  typeof to === 'number' ? repo.findRecipientById(db, to) : repo.findRecipientByWalletCode(db, to);

/**
 * Whom a transfer from `user` to `to` would reach, or the one refusal for every reason
 * (unknown, closed, oneself, another operator): the answer never tells which.
 */
async function eligibleRecipient(db: Db, user: AuthUser, to: number | string) {
  const recipient = await recipientOf(db, to);
  if (
    !recipient ||
    recipient.id === user.id ||
    recipient.status !== 'active' ||
    !WALLET_KINDS.includes(recipient.kind)
  ) {
    throw transferRefused();
  }
  const [mine, theirs] = await Promise.all([
    operatorOf(db, user.agrupation_id),
    operatorOf(db, recipient.agrupation_id),
  ]);
  if (mine.id !== theirs.id) throw transferRefused();
  return { recipient, operator: mine };
}

/** GET purses/recipient: the display name the sender confirms before the money leaves. */
export async function recipientName(db: Db, user: AuthUser, to: number | string) {
  const { recipient } = await eligibleRecipient(db, user, to);
  return { name: recipient.name };
}

/**
 * A transfer's answer: the sender's purse and movement; or its Idempotency-Key is held by an
 * earlier request, which answers for it; or this request's refusal, unless an earlier
 * request under its key answers for it.
 */
export type Transferred = TransferAnswer | { held: true } | { refused: HttpError };

/** What a transfer answers its sender. */
export type TransferAnswer = { purse: ReturnType<typeof purseView>; movement: PurseMovement };

/**
 * POST purses/transfer: one ledger transaction from the sender's wallet to the
 * recipient's, written with the request's Idempotency-Key in one statement (see
 * transferInOneStatement). Every refusal the sender could learn something from (no such
 * user, another operator's, oneself, not enough money) is the spec's one message, so the
 * call cannot be used to probe who exists.
 */
export async function transfer(
  db: Db,
  user: AuthUser,
  input: PurseTransfer,
  /** The request's Idempotency-Key, claimed by nothing yet: the transfer's statement writes it. */
  claim: Claim | null = null,
): Promise<Transferred> {
  const amount = toCents(input.amount);
  let eligible;
  try {
    eligible = await eligibleRecipient(db, user, input.to);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { refused: error };
  }
  const { recipient, operator } = eligible;
  const key = claim ? keyRow(claim) : null;
  // Stamped here, not by the column's default: the entry's time is the request's.
  const createdAt = new Date();
  const move = () =>
    transferInOneStatement(db, { from: user.id, to: recipient.id, amount, createdAt }, key);
  let rows = await move();
  if (rows.length < 2) {
    // A first transfer opens the missing wallet and tries again.
    await ensureWallet(db, user.id, operator.id, operator.currency);
    await ensureWallet(db, recipient.id, operator.id, operator.currency);
    rows = await move();
    if (rows.length < 2) throw new Error(`No wallets for users ${user.id} and ${recipient.id}`);
  }
  const from = rows.find((row) => row.user_id === user.id)!;
  const to = rows.find((row) => row.user_id === recipient.id)!;
  if (from.entry_id === null) {
    // Nothing written: not enough money, or the key is held by an earlier request.
    if (cents(from.balance_cents) < amount) return { refused: transferRefused() };
    return { held: true };
  }
  return transferAnswer(
    cents(from.balance_after!),
    from,
    {
      entryId: from.entry_id,
      amount,
      createdAt: from.created_at!,
      description: from.description!,
    },
    { name: recipient.name, code: to.code },
  );
}

/** A written transfer's answer: the sender's purse after it, and its movement. */
function transferAnswer(
  balanceAfter: number,
  wallet: { code: string; currency: string },
  entry: { entryId: number; amount: number; createdAt: Date; description: string },
  recipient: { name: string; code: string },
): TransferAnswer {
  return {
    purse: purseView({ ...wallet, balance_cents: balanceAfter }),
    movement: toMovement({
      id: entry.entryId,
      amount_cents: -entry.amount,
      balance_after: balanceAfter,
      created_at: entry.createdAt,
      kind: 'transfer',
      description: entry.description,
      service_id: null,
      other_code: recipient.code,
      other_name: recipient.name,
    }),
  };
}

/**
 * What the transfer written under ledger transaction `transactionId` answered its sender,
 * from what was committed: the answer of a request whose process died before keeping it.
 */
export async function transferResult(db: Db, user: AuthUser, transactionId: number) {
  const wallet = await walletOf(db, user);
  const row = await repo.findMovementOfTransaction(db, wallet.id, transactionId);
  if (!row) return undefined;
  const movement = toMovement(row);
  return { purse: purseView({ ...wallet, balance_cents: cents(row.balance_after) }), movement };
}
