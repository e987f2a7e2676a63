import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { runTemplate } from '../../db/template';
import type { AccountKind, LedgerTransactionsTable } from './tables';

/**
 * Accounts locked for the rest of `trx` (FOR UPDATE), in one statement. PostgreSQL locks the
 * rows as the sort hands them over, so always in ascending id order: two transactions on the
 * same accounts queue behind each other instead of deadlocking.
 */
export function lockAccounts(trx: Db, accountIds: readonly number[]) {
  return trx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', 'in', accountIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function findAccountById(db: Db, accountId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export interface LedgerLine {
  accountId: number;
  amount: number;
  balanceAfter: number;
  counterpartId: number | null;
}

/** `CASE <column> WHEN <account> THEN <value> … END` over the lines, cast to `type`. */
const perAccount = (
  column: string,
  lines: readonly LedgerLine[],
  type: 'bigint' | 'integer',
  value: (line: LedgerLine) => number | null,
) =>
  sql<number>`CASE ${sql.ref(column)} ${sql.join(
    lines.map((line) => sql`WHEN ${line.accountId} THEN ${value(line)}::${sql.raw(type)}`),
    sql` `,
  )} END`;

/** What a statement writing ledger entries sets, in this order. */
export const ENTRY_COLUMNS = [
  'transaction_id',
  'account_id',
  'amount_cents',
  'balance_after',
  'counterpart_account_id',
] as const;

/**
 * One ledger transaction in one statement: the transaction row, every account's new balance
 * and one entry per account, each entry's balance taken from the row it updated (so the
 * database's entry-matches-balance trigger sees the balance it was written with). Takes one
 * line per account, on accounts locked in `trx`.
 */
export function insertTransactionWithEntries(
  trx: Db,
  transaction: Insertable<LedgerTransactionsTable>,
  lines: readonly LedgerLine[],
) {
  return trx
    .with('txn', (cte) => cte.insertInto('ledger_transactions').values(transaction).returning('id'))
    .with('moved', (cte) =>
      cte
        .updateTable('ledger_accounts')
        .set({ balance_cents: perAccount('id', lines, 'bigint', (line) => line.balanceAfter) })
        .where(
          'id',
          'in',
          lines.map((line) => line.accountId),
        )
        .returning(['id', 'balance_cents']),
    )
    .insertInto('ledger_entries')
    .columns(ENTRY_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(['txn', 'moved'])
        .select([
          'txn.id',
          'moved.id',
          perAccount('moved.id', lines, 'bigint', (line) => line.amount).as('amount_cents'),
          'moved.balance_cents',
          perAccount('moved.id', lines, 'integer', (line) => line.counterpartId).as(
            'counterpart_account_id',
          ),
        ])
        // The entries' ids follow the lines' order, as when they were written one by one.
        .orderBy(perAccount('moved.id', lines, 'integer', (line) => lines.indexOf(line))),
    )
    .returning(['id', 'account_id', 'transaction_id', 'created_at'])
    .execute();
}

/** The account a user holds: a client's wallet, or a company's receivable. */
export function findAccountOfUser(db: Db, kind: 'wallet' | 'receivable', userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', kind)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts nothing when the user has a wallet already or the code is taken. */
export async function insertWalletIfFree(
  db: Db,
  row: { agrupation_id: number; user_id: number; code: string; currency: string },
) {
  await db
    .insertInto('ledger_accounts')
    .values({ kind: 'wallet', ...row })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function findSystemAccount(
  db: Db,
  groupingId: number,
  kind: Exclude<AccountKind, 'wallet' | 'receivable'>,
) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', kind)
    .where('agrupation_id', '=', groupingId)
    .executeTakeFirst();
}

/** A system or receivable account; one opened meanwhile by another request stays. */
export async function insertAccountIfMissing(
  db: Db,
  row: {
    kind: Exclude<AccountKind, 'wallet'>;
    agrupation_id: number;
    user_id?: number;
    currency: string;
  },
) {
  await db
    .insertInto('ledger_accounts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** An account's entries with their transaction and the other side's code and user. */
function entriesOf(db: Db, accountId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('ledger_accounts as other', 'other.id', 'e.counterpart_account_id')
    .leftJoin('users as u', 'u.id', 'other.user_id')
    .where('e.account_id', '=', accountId);
}

const MOVEMENT_COLUMNS = [
  'e.id',
  'e.amount_cents',
  'e.balance_after',
  'e.created_at',
  't.kind',
  't.description',
  't.service_id',
  'other.code as other_code',
  'u.name as other_name',
] as const;

/** Newest first. */
export function findMovementsOfAccount(
  db: Db,
  accountId: number,
  page: { limit: number; offset: number },
) {
  return entriesOf(db, accountId)
    .select(MOVEMENT_COLUMNS)
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMovementsOfAccount(db: Db, accountId: number) {
  const { total } = await entriesOf(db, accountId)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function findMovementOfAccount(db: Db, accountId: number, entryId: number) {
  return entriesOf(db, accountId)
    .where('e.id', '=', entryId)
    .select(MOVEMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The entry a ledger transaction wrote on this account. */
export function findMovementOfTransaction(db: Db, accountId: number, transactionId: number) {
  return entriesOf(db, accountId)
    .where('e.transaction_id', '=', transactionId)
    .select(MOVEMENT_COLUMNS)
    .executeTakeFirst();
}

const RECIPIENT_COLUMNS = [
  'users.id',
  'users.agrupation_id',
  'users.kind',
  'users.status',
  'users.name',
] as const;

// A transfer reads its recipient every time: built and compiled once (db/template.ts).
export async function findRecipientById(db: Db, userId: number) {
  const [row] = await runTemplate(
    db,
    'recipient|id',
    (slot) =>
      db.selectFrom('users').select(RECIPIENT_COLUMNS).where('users.id', '=', slot<number>('id')),
    { id: userId },
  );
  return row;
}

/** The holder of the wallet with this transfer code. */
export async function findRecipientByWalletCode(db: Db, code: string) {
  const [row] = await runTemplate(
    db,
    'recipient|code',
    (slot) =>
      db
        .selectFrom('users')
        .select(RECIPIENT_COLUMNS)
        .innerJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
        .where('ledger_accounts.kind', '=', 'wallet')
        .where('ledger_accounts.code', '=', slot<string>('code')),
    { code },
  );
  return row;
}
