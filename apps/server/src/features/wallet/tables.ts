import type { ColumnType, Generated } from 'kysely';

// Table types of the money migration (2026-11-21-0045-money), shared by the payments,
// wallet, gateway and billing features.
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint: pg reads it as a string, PGlite as a number; code reads it through `Number`. */
type Cents = ColumnType<string | number, number, number>;

export type PaymentMethodKind = 'cash' | 'wallet' | 'card' | 'transfer';
export type AccountKind = 'wallet' | 'revenue' | 'gateway' | 'cash' | 'receivable' | 'room';
/** How a ride is paid: a method, or a hotel room's account. */
export type RidePaymentKind = PaymentMethodKind | 'room';
export type LedgerTransactionKind =
  'opening' | 'transfer' | 'recharge' | 'ride_payment' | 'cancellation_fee' | 'refund';
export type ChargeStatus = 'paid' | 'collected' | 'on_statement' | 'unpaid';
export type GatewayPaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed';

/** Per root grouping; a grouping without a row uses the defaults (not aggregatable, no fee). */
export interface PaymentSettingsTable {
  agrupation_id: number;
  aggregatable: Generated<boolean>;
  cancellation_fee_cents: Generated<number>;
  /** The rider shows the driver a four-digit code at the pick-up before the ride starts. */
  boarding_code: Generated<boolean>;
  /** The most a driver may type as a metered ride's fare. */
  driver_fare_max_cents: Generated<number>;
  /** Seconds a driver waits at the pick-up before a no-show may be reported. */
  no_show_wait_s: Generated<number>;
}

/** The kinds a grouping offers. */
export interface PaymentMethodsTable {
  id: Generated<number>;
  agrupation_id: number;
  type: PaymentMethodKind;
  name: string;
  image: string | null;
  position: Generated<number>;
  /** Whether a user who never touched it has it enabled. */
  enabled_by_default: Generated<boolean>;
  active: Generated<boolean>;
}

/** A user's choice about one method; no row means the method's `enabled_by_default`. */
export interface UserPaymentMethodsTable {
  user_id: number;
  payment_method_id: number;
  agrupation_id: number;
  enabled: boolean;
  is_default: Generated<boolean>;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: AccountKind;
  /** The operator (root grouping) the account belongs to. */
  agrupation_id: number;
  user_id: number | null;
  /** A wallet's transfer code. */
  code: string | null;
  currency: string;
  balance_cents: ColumnType<string | number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: LedgerTransactionKind;
  service_id: number | null;
  description: string;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_cents: Cents;
  balance_after: Cents;
  /** The other side of a two-account movement, for the purse's "transfer to Marc". */
  counterpart_account_id: number | null;
  created_at: CreatedAt;
}

export interface RideChargesTable {
  id: Generated<number>;
  service_id: number;
  kind: 'fare' | 'cancellation_fee';
  method: RidePaymentKind;
  status: ChargeStatus;
  payer_id: number | null;
  company_id: number | null;
  agrupation_id: number;
  amount_cents: number;
  currency: string;
  transaction_id: number | null;
  created_at: CreatedAt;
}

export interface GatewayPaymentsTable {
  id: Generated<number>;
  reference: string;
  gateway: string;
  user_id: number | null;
  account_id: number;
  amount_cents: number;
  currency: string;
  status: GatewayPaymentStatus;
  card_last4: string | null;
  failure: string | null;
  transaction_id: number | null;
  /** The ride charge a card payment settles (none for recharges). */
  ride_charge_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The provider's own id of the payment (a Stripe PaymentIntent), once it gave one. */
  gateway_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The gateway's token of the card paid with, saved for card rides once it succeeds. */
  card_token: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The gateway's token for the card a customer last paid with, to charge card rides. */
export interface SavedCardsTable {
  user_id: number;
  gateway: string;
  token: string;
  last4: string;
  updated_at: UpdatedAt;
}

/** The user's customer at a gateway that keeps saved cards on one (Stripe). */
export interface GatewayCustomersTable {
  user_id: number;
  gateway: string;
  customer_ref: string;
  created_at: CreatedAt;
}

export interface GatewayEventsTable {
  event_id: string;
  reference: string;
  type: string;
  received_at: CreatedAt;
}

export interface MoneyTables {
  payment_settings: PaymentSettingsTable;
  payment_methods: PaymentMethodsTable;
  user_payment_methods: UserPaymentMethodsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ride_charges: RideChargesTable;
  gateway_payments: GatewayPaymentsTable;
  gateway_events: GatewayEventsTable;
  saved_cards: SavedCardsTable;
  gateway_customers: GatewayCustomersTable;
}
