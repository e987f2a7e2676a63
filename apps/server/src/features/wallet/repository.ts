import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountKind, LedgerEntriesTable, LedgerTransactionsTable } from './tables';

/** One account locked for the rest of `trx` (FOR UPDATE). */
export function lockAccount(trx: Db, accountId: number) {
  return trx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export function findAccountById(db: Db, accountId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export async function insertTransaction(trx: Db, row: Insertable<LedgerTransactionsTable>) {
  const { id } = await trx
    .insertInto('ledger_transactions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setBalance(trx: Db, accountId: number, balanceCents: number) {
  await trx
    .updateTable('ledger_accounts')
    .set({ balance_cents: balanceCents })
    .where('id', '=', accountId)
    .execute();
}

export async function insertEntry(trx: Db, row: Insertable<LedgerEntriesTable>) {
  const { id } = await trx
    .insertInto('ledger_entries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findWalletOfUser(db: Db, userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', 'wallet')
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
  agrupationId: number,
  kind: Exclude<AccountKind, 'wallet' | 'receivable'>,
) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', kind)
    .where('agrupation_id', '=', agrupationId)
    .executeTakeFirst();
}

export function findReceivableOfCompany(db: Db, companyId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', 'receivable')
    .where('user_id', '=', companyId)
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

const RECIPIENT_COLUMNS = [
  'users.id',
  'users.agrupation_id',
  'users.kind',
  'users.status',
  'users.name',
] as const;

export function findRecipientById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(RECIPIENT_COLUMNS)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The holder of the wallet with this transfer code. */
export function findRecipientByWalletCode(db: Db, code: string) {
  return db
    .selectFrom('users')
    .select(RECIPIENT_COLUMNS)
    .innerJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
    .where('ledger_accounts.kind', '=', 'wallet')
    .where('ledger_accounts.code', '=', code)
    .executeTakeFirst();
}
