import { DEFAULT_PAYMENT_METHOD_NAMES } from '@parada/core';
import type { Db } from '../../db/database';
import type { PaymentMethodKind } from './tables';
import { ensureSystemAccount, ensureWallet, post } from './ledger';

const METHODS: Array<{ type: PaymentMethodKind; image: string; on: boolean }> = [
  { type: 'cash', image: '/payment-methods/cash.svg', on: true },
  { type: 'wallet', image: '/payment-methods/wallet.svg', on: true },
  { type: 'card', image: '/payment-methods/card.svg', on: false },
  { type: 'transfer', image: '/payment-methods/transfer.svg', on: false },
];

/**
 * The README's money: every operator offers cash, wallet, card and (companies) transfer;
 * client@ and client2@ start with 50.00 in their wallets, client@ has card and cash (cash
 * by default), company@ pays by monthly transfer. Opening balances are the operator's
 * welcome credit, a balanced ledger transaction like any other.
 */
export async function seedMoney(trx: Db): Promise<void> {
  const roots = await trx
    .selectFrom('agrupations')
    .select(['id', 'currency'])
    .where('parent_id', 'is', null)
    .orderBy('id')
    .execute();
  for (const root of roots) {
    await trx
      .insertInto('payment_methods')
      .values(
        METHODS.map((method, position) => ({
          agrupation_id: root.id,
          type: method.type,
          name: DEFAULT_PAYMENT_METHOD_NAMES[method.type],
          image: method.image,
          position,
          enabled_by_default: method.on,
        })),
      )
      .execute();
  }

  const users = await trx
    .selectFrom('users')
    .select(['id', 'email', 'agrupation_id'])
    .where('email', 'in', ['client@example.com', 'client2@example.com', 'company@example.com'])
    .execute();
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const rootOfUser = async (groupingId: number) => {
    let id = groupingId;
    for (let depth = 0; depth < 32; depth += 1) {
      const row = await trx
        .selectFrom('agrupations')
        .select(['id', 'parent_id', 'currency'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.parent_id == null) return row;
      id = row.parent_id;
    }
    throw new Error('Grouping tree too deep');
  };

  for (const email of ['client@example.com', 'client2@example.com']) {
    const user = byEmail.get(email);
    if (!user) continue;
    const root = await rootOfUser(user.agrupation_id);
    const wallet = await ensureWallet(trx, user.id, root.id, root.currency);
    const revenue = await ensureSystemAccount(trx, root.id, 'revenue', root.currency);
    await post(trx, { kind: 'opening', description: 'Welcome credit' }, [
      { accountId: revenue.id, amount: -5000 },
      { accountId: wallet.id, amount: 5000 },
    ]);
  }

  const choose = async (
    email: string,
    types: PaymentMethodKind[],
    preferred: PaymentMethodKind,
  ) => {
    const user = byEmail.get(email);
    if (!user) return;
    const root = await rootOfUser(user.agrupation_id);
    const methods = await trx
      .selectFrom('payment_methods')
      .select(['id', 'type'])
      .where('agrupation_id', '=', root.id)
      .where('type', 'in', types)
      .execute();
    await trx
      .insertInto('user_payment_methods')
      .values(
        methods.map((method) => ({
          user_id: user.id,
          payment_method_id: method.id,
          agrupation_id: root.id,
          enabled: true,
          is_default: method.type === preferred,
        })),
      )
      .execute();
  };
  await choose('client@example.com', ['card', 'cash'], 'cash');
  await choose('company@example.com', ['transfer'], 'transfer');
}
