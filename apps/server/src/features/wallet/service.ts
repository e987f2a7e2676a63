import {
  fromCents,
  type PurseMovement,
  type PurseMovementKind,
  type PurseMovementsQuery,
} from '@parada/core';
import type { Db } from '../../db/database';
import type { UserKind } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as groupings from '../groupings/repository';
import { rootOf, type Grouping } from '../groupings/service';
import { cents, ensureSystemAccount, ensureWallet, post, type Account } from './ledger';
import * as repo from './repository';
import type { LedgerTransactionKind } from './tables';

/** Who holds a wallet and may receive transfers: the customers of spec §6. */
export const WALLET_KINDS: readonly UserKind[] = ['client', 'company', 'employee'];

export const transferRefused = () => new HttpError(422, 'error.transfer');

/** The operator (root grouping) a user belongs to: its wallet lives there. */
export async function operatorOf(db: Db, groupingId: number): Promise<Grouping> {
  const own = await groupings.findById(db, groupingId);
  if (!own) throw notFound();
  return rootOf(db, own);
}

export async function walletOf(db: Db, user: Pick<AuthUser, 'id' | 'agrupation_id'>) {
  const operator = await operatorOf(db, user.agrupation_id);
  return ensureWallet(db, user.id, operator.id, operator.currency);
}

export const purseView = (wallet: Pick<Account, 'balance_cents' | 'currency' | 'code'>) => ({
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

export function toMovement(row: EntryRow): PurseMovement {
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
    repo.findMovementsOfAccount(db, wallet.id, query),
    repo.countMovementsOfAccount(db, wallet.id),
  ]);
  return { movements: rows.map(toMovement), total };
}

/** The purse and the movement a money call wrote, as transfers and recharges answer. */
export async function operationResult(db: Db, accountId: number, entryId: number) {
  const wallet = await repo.findAccountById(db, accountId);
  const movement = toMovement(await repo.findMovementOfAccount(db, accountId, entryId));
  return { purse: purseView(wallet), movement };
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
