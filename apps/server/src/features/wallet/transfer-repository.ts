// A transfer's write: both wallets locked, the balance checked, the ledger transaction, both
// balances, both entries and the Idempotency-Key in one statement. Beside repository.ts,
// which holds the wallet's other queries.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { runTemplate } from '../../db/template';
import { KEEP_MS } from '../../plugins/idempotency';
import {
  KEY_COLUMNS,
  keySlotValues,
  slottedKey,
  takeOverExpiredKey,
} from '../../plugins/idempotency-repository';
import type { IdempotencyKeysTable } from '../rides/tables';
import { ENTRY_COLUMNS } from './repository';

export interface TransferRow {
  /** The wallet's id, holder, code and currency, and its balance before the transfer. */
  id: number;
  user_id: number;
  code: string;
  currency: string;
  balance_cents: string | number;
  /** Set on the sender's and the recipient's rows when the transfer was written. */
  entry_id: number | null;
  balance_after: string | number | null;
  created_at: Date | null;
  description: string | null;
}

/**
 * Moves `amount` cents from `from`'s wallet to `to`'s as one statement, so it needs no
 * transaction around it: PostgreSQL runs a statement's parts atomically.
 *
 * - `locked`: both wallets, locked in id order (two transfers between the same wallets in
 *   opposite directions wait for each other instead of deadlocking). A wallet another
 *   transfer held is read as that one committed it.
 * - `allowed`: one row when both wallets are there and the sender's balance covers the
 *   amount, with the new transaction's id from its sequence.
 * - `key`: with an Idempotency-Key, its row naming that transaction. A live row under the
 *   same key (an earlier request, committed or kept as a refusal; a concurrent one waits
 *   here for the first's commit) makes it none, and nothing below is written. A row past
 *   the keys' 24 h is taken over.
 * - `txn`, `moved`, `entries`: the transaction, both balances and one entry each, every
 *   entry holding the balance its wallet was left at (the database checks that too).
 *   The new balances are `locked`'s plus the amounts, not the column's: an UPDATE starts
 *   from the statement's snapshot, and after waiting for another transfer it would check
 *   the wallet's CHECK on a balance that is no longer there (a false overdraft).
 *
 * Answers both wallets as they were, with their entries when the transfer was written; no
 * entries mean a wallet is missing (fewer than two rows), not enough money, or the key is
 * already held.
 */
export async function transferInOneStatement(
  db: Db,
  transfer: { from: number; to: number; amount: number; createdAt: Date },
  /** Written 'running'; the idempotency plugin keeps the answer once it is sent. */
  key: Insertable<IdempotencyKeysTable> | null,
): Promise<TransferRow[]> {
  // Built and compiled once per shape (db/template.ts): the values go as parameters.
  const values: Record<string, unknown> = {
    from: transfer.from,
    to: transfer.to,
    amount: transfer.amount,
    minus: -transfer.amount,
    createdAt: transfer.createdAt,
  };
  if (key) {
    Object.assign(values, keySlotValues(key));
  }
  return runTemplate(
    db,
    key ? 'transfer|key' : 'transfer',
    (slot) =>
      transferStatement(
        db,
        {
          from: slot('from'),
          to: slot('to'),
          amount: slot('amount'),
          minus: slot('minus'),
          createdAt: slot('createdAt'),
        },
        key ? slottedKey(slot) : null,
      ),
    values,
  );
}

function transferStatement(
  db: Db,
  transfer: { from: number; to: number; amount: number; minus: number; createdAt: Date },
  key: Pick<
    Insertable<IdempotencyKeysTable>,
    'scope' | 'key' | 'request_hash' | 'state' | 'locked_until'
  > | null,
) {
  const { from, to, amount, minus, createdAt } = transfer;
  /** Signed cents for the account of `user` (a column). */
  const delta = (user: string) =>
    sql<number>`CASE ${sql.ref(user)} WHEN ${from} THEN ${minus}::bigint ELSE ${amount}::bigint END`;
  const base = db
    .with('locked', (cte) =>
      cte
        .selectFrom('ledger_accounts')
        .select(['id', 'user_id', 'code', 'currency', 'balance_cents'])
        .where('kind', '=', 'wallet')
        .where('user_id', 'in', [from, to])
        .orderBy('id')
        .forUpdate(),
    )
    .with('allowed', (cte) =>
      cte
        .selectFrom(['locked as f', 'locked as t'])
        .select([
          sql<number>`nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::integer`.as(
            'id',
          ),
          sql<string>`'Transfer ' || f.code || ' → ' || t.code`.as('description'),
          // The sender's entry's id, drawn before the recipient's.
          sql<number>`nextval(pg_get_serial_sequence('ledger_entries', 'id'))::integer`.as(
            'entry_id',
          ),
        ])
        .where('f.user_id', '=', from)
        .where('t.user_id', '=', to)
        .where('f.balance_cents', '>=', amount),
    );
  const withKey = key
    ? base.with('key', (cte) =>
        cte
          .insertInto('idempotency_keys')
          .columns([...KEY_COLUMNS, 'result_id'])
          .expression((eb) =>
            eb.selectFrom('allowed').select((allowed) => [
              allowed.val(key.scope).as('scope'),
              allowed.val(key.key).as('key'),
              allowed.val(key.request_hash).as('request_hash'),
              allowed.val(key.state).as('state'),
              sql<Date>`${key.locked_until}::timestamptz`.as('locked_until'),
              // Kept 24 hours from when it is written, on the clock of its created_at.
              sql<Date>`now() + ${sql.raw(`interval '${KEEP_MS} milliseconds'`)}`.as('expires_at'),
              'allowed.id',
            ]),
          )
          .onConflict((oc) => takeOverExpiredKey(oc, sql<Date>`now()`))
          .returning('result_id as id'),
      )
    : base.with('key', (cte) => cte.selectFrom('allowed').select('id'));
  return withKey
    .with('txn', (cte) =>
      cte
        .insertInto('ledger_transactions')
        .columns(['id', 'kind', 'description'])
        .expression((eb) =>
          eb
            .selectFrom(['key', 'allowed'])
            .select((row) => ['allowed.id', row.val('transfer').as('kind'), 'allowed.description']),
        )
        .returning(['id', 'description']),
    )
    .with('moved', (cte) =>
      cte
        .updateTable('ledger_accounts')
        .from(['txn', 'locked'])
        .set({ balance_cents: sql<number>`locked.balance_cents + ${delta('locked.user_id')}` })
        .whereRef('ledger_accounts.id', '=', 'locked.id')
        .returning([
          'ledger_accounts.id',
          'ledger_accounts.user_id',
          'ledger_accounts.balance_cents',
        ]),
    )
    .with('entries', (cte) =>
      cte
        .insertInto('ledger_entries')
        .columns(['id', ...ENTRY_COLUMNS, 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom(['txn', 'moved', 'allowed'])
            .select((row) => [
              sql<number>`CASE moved.user_id WHEN ${from} THEN allowed.entry_id ELSE nextval(pg_get_serial_sequence('ledger_entries', 'id'))::integer END`.as(
                'id',
              ),
              'txn.id as transaction_id',
              'moved.id',
              delta('moved.user_id').as('amount_cents'),
              'moved.balance_cents',
              row
                .selectFrom('locked')
                .select('locked.id')
                .whereRef('locked.id', '<>', 'moved.id')
                .as('counterpart_account_id'),
              // Stamped by the caller, so the answer can be written before the statement.
              sql<Date>`${createdAt}::timestamptz`.as('created_at'),
            ])
            // The sender's entry first, as when the entries were written one by one.
            .orderBy(sql`moved.user_id = ${from}`, 'desc'),
        )
        .returning(['id', 'account_id', 'balance_after', 'created_at']),
    )
    .selectFrom('locked')
    .leftJoin('entries', 'entries.account_id', 'locked.id')
    .leftJoin('txn', (join) => join.onTrue())
    .select([
      'locked.id',
      'locked.user_id',
      'locked.code',
      'locked.currency',
      'locked.balance_cents',
      'entries.id as entry_id',
      'entries.balance_after',
      'entries.created_at',
      'txn.description',
    ])
    .$castTo<TransferRow>();
}
