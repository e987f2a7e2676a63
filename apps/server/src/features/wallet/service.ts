import {
  fromCents,
  toCents,
  type PurseMovement,
  type PurseMovementKind,
  type PurseMovementsQuery,
  type PurseTransfer,
} from '@parada/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserKind } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as groupings from '../groupings/repository';
import { rootOf, type Agrupation } from '../groupings/service';
import {
  cents,
  ensureSystemAccount,
  ensureWallet,
  InsufficientFunds,
  post,
  type Account,
} from './ledger';
import type { LedgerTransactionKind } from './tables';

/** Who holds a wallet and may receive transfers: the customers of spec §6. */
export const WALLET_KINDS: readonly UserKind[] = ['client', 'company', 'employee'];

const transferRefused = () => new HttpError(422, 'error.transfer');

/** The operator (root grouping) a user belongs to: its wallet lives there. */
export async function operatorOf(db: Db, agrupationId: number): Promise<Agrupation> {
  const own = await groupings.findById(db, agrupationId);
  if (!own) throw notFound();
  return rootOf(db, own);
}

export async function walletOf(db: Db, user: Pick<AuthUser, 'id' | 'agrupation_id'>) {
  const operator = await operatorOf(db, user.agrupation_id);
  return ensureWallet(db, user.id, operator.id, operator.currency);
}

export const purseView = (wallet: Account) => ({
  balance: fromCents(cents(wallet.balance_cents)),
  currency: wallet.currency,
  code: wallet.code ?? '',
});

/** GET purses */
export async function getPurse(db: Db, user: AuthUser) {
  return purseView(await walletOf(db, user));
}

const KIND: Record<LedgerTransactionKind, (amount: number) => PurseMovementKind> = {
  opening: () => 'recharge',
  recharge: () => 'recharge',
  transfer: (amount) => (amount < 0 ? 'transfer_out' : 'transfer_in'),
  ride_payment: () => 'ride_payment',
  cancellation_fee: () => 'ride_payment',
  refund: () => 'refund',
};

function entriesOf(db: Db, accountId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('ledger_accounts as other', 'other.id', 'e.counterpart_account_id')
    .leftJoin('users as u', 'u.id', 'other.user_id')
    .where('e.account_id', '=', accountId);
}

type EntryRow = {
  id: number;
  amount_cents: string | number;
  balance_after: string | number;
  created_at: Date;
  kind: LedgerTransactionKind;
  description: string;
  service_id: number | null;
  other_code: string | null;
  other_name: string | null;
};

function toMovement(row: EntryRow): PurseMovement {
  const amount = cents(row.amount_cents);
  const kind = KIND[row.kind](amount);
  const counterpart =
    row.other_code != null ? { name: row.other_name ?? '', code: row.other_code } : null;
  const description =
    kind === 'transfer_out' && counterpart
      ? `Transfer to ${counterpart.name}`
      : kind === 'transfer_in' && counterpart
        ? `Transfer from ${counterpart.name}`
        : row.description;
  return {
    id: row.id,
    kind,
    amount: fromCents(amount),
    balance_after: fromCents(cents(row.balance_after)),
    description,
    counterpart,
    service_id: row.service_id,
    created_at: row.created_at.toISOString(),
  };
}

/** GET purses/movements: newest first, paged. */
export async function movements(db: Db, user: AuthUser, query: PurseMovementsQuery) {
  const wallet = await walletOf(db, user);
  const [rows, total] = await Promise.all([
    entriesOf(db, wallet.id)
      .select([
        'e.id',
        'e.amount_cents',
        'e.balance_after',
        'e.created_at',
        't.kind',
        't.description',
        't.service_id',
        'other.code as other_code',
        'u.name as other_name',
      ])
      .orderBy('e.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    entriesOf(db, wallet.id)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { movements: rows.map(toMovement), total: Number(total.total) };
}

async function movementById(db: Db, accountId: number, entryId: number) {
  const row = await entriesOf(db, accountId)
    .where('e.id', '=', entryId)
    .select([
      'e.id',
      'e.amount_cents',
      'e.balance_after',
      'e.created_at',
      't.kind',
      't.description',
      't.service_id',
      'other.code as other_code',
      'u.name as other_name',
    ])
    .executeTakeFirstOrThrow();
  return toMovement(row);
}

/** The purse and the movement a money call wrote, as transfers and recharges answer. */
export async function operationResult(db: Db, accountId: number, entryId: number) {
  const wallet = await db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { purse: purseView(wallet), movement: await movementById(db, accountId, entryId) };
}

/** The user a transfer goes to: by id, or by the code of their wallet. */
async function recipientOf(db: Db, to: number | string) {
  const query = db
    .selectFrom('users')
    .select(['users.id', 'users.agrupation_id', 'users.kind', 'users.status', 'users.name']);
  if (typeof to === 'number') return query.where('users.id', '=', to).executeTakeFirst();
  return query
    .innerJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
    .where('ledger_accounts.kind', '=', 'wallet')
    .where('ledger_accounts.code', '=', to)
    .executeTakeFirst();
}

/**
 * POST purses/transfer: one ledger transaction from the sender's wallet to the
 * recipient's. Every refusal the sender could learn something from (no such user, another
 * operator's, oneself, not enough money) is the spec's one message, so the call cannot be
 * used to probe who exists.
 */
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

export async function transfer(db: Db, user: AuthUser, input: PurseTransfer) {
  const amount = toCents(input.amount);
  const { recipient, operator: mine } = await eligibleRecipient(db, user, input.to);
  const from = await ensureWallet(db, user.id, mine.id, mine.currency);
  const to = await ensureWallet(db, recipient.id, mine.id, mine.currency);
  try {
    const posted = await db.transaction().execute((trx) =>
      post(trx, { kind: 'transfer', description: `Transfer ${from.code} → ${to.code}` }, [
        { accountId: from.id, amount: -amount, counterpartId: to.id },
        { accountId: to.id, amount, counterpartId: from.id },
      ]),
    );
    return operationResult(db, from.id, posted.entries[0]!.id);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw transferRefused();
    throw error;
  }
}

/** Credits a wallet from the operator's gateway account, in `trx` (a settled card payment). */
export async function creditFromGateway(
  trx: Db,
  wallet: Account,
  amount: number,
  description: string,
) {
  const gateway = await ensureSystemAccount(trx, wallet.agrupation_id, 'gateway', wallet.currency);
  return post(trx, { kind: 'recharge', description }, [
    { accountId: gateway.id, amount: -amount },
    { accountId: wallet.id, amount },
  ]);
}
