import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import { newToken, sha256 } from '../src/lib/crypto';
import { ensureSystemAccount, ensureWallet, post } from '../src/features/wallet/ledger';
import type { Harness } from './helper';
import { insertRide, storedStop } from './ride-fixtures';

// Fixtures and ledger invariants shared by the money tests.

export interface WalletUser {
  id: number;
  token: string;
  walletId: number;
  code: string;
}

/**
 * `count` active clients of the demo operator, each signed in and holding `cents` in its
 * wallet (the operator's welcome credit, a balanced transaction like any other).
 */
export async function walletUsers(h: Harness, count: number, cents: number) {
  const root = await h.db
    .selectFrom('agrupations')
    .select(['id', 'currency'])
    .where('permalink', '=', 'demo')
    .executeTakeFirstOrThrow();
  const revenue = await ensureSystemAccount(h.db, root.id, 'revenue', root.currency);
  const users: WalletUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const user = await h.db
      .insertInto('users')
      .values({
        agrupation_id: root.id,
        kind: 'client',
        name: `Bank ${index}`,
        email: `bank-${tag}@example.com`,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await h.db
      .insertInto('auth_tokens')
      .values({ user_id: user.id, token_hash: sha256(token) })
      .execute();
    const wallet = await ensureWallet(h.db, user.id, root.id, root.currency);
    if (cents > 0) {
      await h.db.transaction().execute((trx) =>
        post(trx, { kind: 'opening', description: 'Test credit' }, [
          { accountId: revenue.id, amount: -cents },
          { accountId: wallet.id, amount: cents },
        ]),
      );
    }
    users.push({ id: user.id, token, walletId: wallet.id, code: wallet.code! });
  }
  return users;
}

/** A ride already under way (7) with driver1, to be finished through the driver API. */
export async function rideInProgress(
  h: Harness,
  userId: number,
  options: {
    fare: number;
    status?: number;
    companyId?: number | null;
    paymentMethodId?: number | null;
  },
) {
  const driver = await h.db
    .selectFrom('drivers')
    .select('id')
    .where('email', '=', 'driver1@example.com')
    .executeTakeFirstOrThrow();
  return insertRide(
    h,
    [
      storedStop('origin', 'Plaça de Catalunya, Barcelona', 41.387),
      storedStop('destination', 'Sagrada Família, Barcelona', 41.4036),
    ],
    {
      user_id: userId,
      company_id: options.companyId ?? null,
      type_user: options.companyId ? 'employee' : 'client',
      status_code: options.status ?? 7,
      fare_cents: options.fare,
      payment_method_id: options.paymentMethodId ?? null,
      driver_id: driver.id,
    },
  );
}

export async function balanceOf(db: Db, walletId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_cents);
}

/**
 * The ledger's rules as read from the database in one snapshot: every account's stored
 * balance equals the sum of its entries, every transaction sums to zero, no wallet is
 * below zero, and all accounts together hold exactly nothing (money only moves).
 */
export async function ledgerInvariants(db: Db, walletIds: number[] = []) {
  return db.transaction().execute(async (trx) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`.execute(trx);
    const drift = await sql<{ id: number }>`
      SELECT a.id FROM ledger_accounts a
      LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id, a.balance_cents
      HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)`.execute(trx);
    const unbalanced = await sql<{ transaction_id: number }>`
      SELECT transaction_id FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount_cents) <> 0`.execute(trx);
    const negative = await sql<{ id: number }>`
      SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND balance_cents < 0`.execute(trx);
    const totals = await sql<{ all_accounts: string | number; wallets: string | number }>`
      SELECT coalesce(sum(balance_cents), 0) AS all_accounts,
             coalesce(sum(balance_cents) FILTER (WHERE ${walletIds.length ? sql`id IN (${sql.join(walletIds)})` : sql`false`}), 0) AS wallets
      FROM ledger_accounts`.execute(trx);
    return {
      drift: drift.rows.map((row) => row.id),
      unbalanced: unbalanced.rows.map((row) => row.transaction_id),
      negative: negative.rows.map((row) => row.id),
      total: Number(totals.rows[0]!.all_accounts),
      wallets: Number(totals.rows[0]!.wallets),
    };
  });
}
