import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import * as repo from './repository';
import type { AccountKind, LedgerAccountsTable, LedgerTransactionKind } from './tables';

export type Account = Selectable<LedgerAccountsTable>;

/** bigint columns come back as strings from pg and as numbers from PGlite. */
export const cents = (value: string | number | bigint): number => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return number;
};

/** A wallet would go below zero: nothing was written. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super(`Account ${accountId} has not enough balance`);
    this.name = 'InsufficientFunds';
  }
}

export interface Posting {
  accountId: number;
  /** Signed cents: negative leaves the account. */
  amount: number;
  /** The other side shown in the account's movements (a transfer's other user). */
  counterpartId?: number | null;
}

export interface Posted {
  transactionId: number;
  entries: Array<{
    id: number;
    accountId: number;
    amount: number;
    balanceAfter: number;
    createdAt: Date;
  }>;
}

/**
 * Writes one balanced transaction inside `trx`: the accounts are locked in ascending id
 * order (so two transfers between the same wallets in opposite directions wait for each
 * other instead of deadlocking), every wallet is checked to stay at zero or more BEFORE
 * anything is written, then balances and entries move together. The database checks the
 * same rules again (see the money migration).
 */
export async function post(
  trx: Db,
  transaction: PostedTransaction,
  postings: Posting[],
): Promise<Posted> {
  checkPostings(postings);
  const ids = [...new Set(postings.map((posting) => posting.accountId))];
  return postLocked(trx, await repo.lockAccounts(trx, ids), transaction, postings);
}

type PostedTransaction = {
  kind: LedgerTransactionKind;
  description: string;
  rideId?: number | null;
};

function checkPostings(postings: Posting[]): void {
  if (postings.length < 2) throw new Error('A transaction needs two sides');
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new RangeError(`Not a movement of whole cents: ${posting.amount}`);
    }
  }
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new Error('A transaction must sum to zero');
  }
  // Each account's balance is written once per transaction, and the database holds every
  // entry to the balance it leaves: two lines on one account cannot both match.
  if (new Set(postings.map((posting) => posting.accountId)).size !== postings.length) {
    throw new Error('One posting per account');
  }
}

/** `post` on accounts locked in `trx` by `repo.lockAccounts`: one statement writes it. */
async function postLocked(
  trx: Db,
  locked: readonly Account[],
  transaction: PostedTransaction,
  postings: Posting[],
): Promise<Posted> {
  checkPostings(postings);
  const lines = postings.map((posting) => {
    const account = locked.find((row) => row.id === posting.accountId);
    if (!account) throw new Error(`No locked ledger account ${posting.accountId}`);
    const balanceAfter = cents(account.balance_cents) + posting.amount;
    if (account.kind === 'wallet' && balanceAfter < 0) throw new InsufficientFunds(account.id);
    return {
      accountId: account.id,
      amount: posting.amount,
      balanceAfter,
      counterpartId: posting.counterpartId ?? null,
    };
  });
  const written = await repo.insertTransactionWithEntries(
    trx,
    {
      kind: transaction.kind,
      description: transaction.description,
      service_id: transaction.rideId ?? null,
    },
    lines,
  );
  const entries = lines.map((line) => {
    const row = written.find((entry) => entry.account_id === line.accountId);
    if (!row) throw new Error(`No entry written on ledger account ${line.accountId}`);
    return {
      id: row.id,
      accountId: line.accountId,
      amount: line.amount,
      balanceAfter: line.balanceAfter,
      createdAt: row.created_at,
    };
  });
  return { transactionId: written[0]!.transaction_id, entries };
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_CHARS = `${CODE_LETTERS}23456789`;

/** A transfer code: a letter then 7 letters or digits, without look-alikes (0/O, 1/I). */
export function newUserCode(): string {
  let code = CODE_LETTERS[randomInt(CODE_LETTERS.length)]!;
  for (let index = 0; index < 7; index += 1) code += CODE_CHARS[randomInt(CODE_CHARS.length)]!;
  return code;
}

/** The user's wallet, opened on first use with a fresh code in the operator's currency. */
export async function ensureWallet(
  db: Db,
  userId: number,
  groupingId: number,
  currency: string,
): Promise<Account> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await repo.findAccountOfUser(db, 'wallet', userId);
    if (existing) return existing;
    // A concurrent first use, or a code already taken, inserts nothing; look again.
    await repo.insertWalletIfFree(db, {
      agrupation_id: groupingId,
      user_id: userId,
      code: newUserCode(),
      currency,
    });
  }
  throw new Error(`Could not open a wallet for user ${userId}`);
}

/** The operator's own account of `kind` (revenue, gateway, cash), opened on first use. */
export async function ensureSystemAccount(
  db: Db,
  groupingId: number,
  kind: Exclude<AccountKind, 'wallet' | 'receivable'>,
  currency: string,
): Promise<Account> {
  const find = () => repo.findSystemAccount(db, groupingId, kind);
  const existing = await find();
  if (existing) return existing;
  await repo.insertAccountIfMissing(db, { kind, agrupation_id: groupingId, currency });
  const created = await find();
  if (!created) throw new Error(`Could not open the ${kind} account of ${groupingId}`);
  return created;
}

/** What a company owes on its statements, opened on first use. */
export async function ensureReceivable(
  db: Db,
  companyId: number,
  groupingId: number,
  currency: string,
): Promise<Account> {
  const find = () => repo.findAccountOfUser(db, 'receivable', companyId);
  const existing = await find();
  if (existing) return existing;
  await repo.insertAccountIfMissing(db, {
    kind: 'receivable',
    agrupation_id: groupingId,
    user_id: companyId,
    currency,
  });
  const created = await find();
  if (!created) throw new Error(`Could not open the receivable account of ${companyId}`);
  return created;
}
