import { sql, type Kysely } from 'kysely';

// Money: payment methods per grouping and per user, the double-entry ledger, ride charges
// and card payments through the gateway. The database itself holds the ledger's rules, so
// no code path (nor a hand-written UPDATE) can lose or invent a cent:
// - a wallet's balance never goes below zero (CHECK);
// - entries are append-only (trigger refusing UPDATE and DELETE);
// - the entries of one transaction sum to zero, checked at COMMIT (deferred trigger);
// - an account's stored balance moves only together with an entry (trigger comparing the
//   entry's balance_after with the account row).
// One statement per call: PGlite's extended protocol takes a single statement at a time.
const UP = [
  sql`CREATE TABLE payment_settings (
    agrupation_id integer PRIMARY KEY REFERENCES agrupations(id) ON DELETE CASCADE,
    aggregatable boolean NOT NULL DEFAULT false,
    cancellation_fee_cents integer NOT NULL DEFAULT 0
      CHECK (cancellation_fee_cents BETWEEN 0 AND 100000000)
  )`,
  sql`CREATE TABLE payment_methods (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('cash', 'wallet', 'card', 'transfer')),
    name text NOT NULL,
    image text,
    position integer NOT NULL DEFAULT 0,
    enabled_by_default boolean NOT NULL DEFAULT true,
    active boolean NOT NULL DEFAULT true,
    UNIQUE (agrupation_id, type)
  )`,
  sql`CREATE TABLE user_payment_methods (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    payment_method_id integer NOT NULL REFERENCES payment_methods(id) ON DELETE CASCADE,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    enabled boolean NOT NULL,
    is_default boolean NOT NULL DEFAULT false,
    PRIMARY KEY (user_id, payment_method_id),
    CHECK (enabled OR NOT is_default)
  )`,
  sql`CREATE UNIQUE INDEX user_payment_methods_one_default
    ON user_payment_methods (user_id, agrupation_id) WHERE is_default`,
  // Accounts: a wallet per user, and per operator (root grouping) its own side of every
  // movement: revenue, money received through the gateway, cash collected by drivers, and
  // what companies owe on their statements. Only wallets are held to zero or more.
  sql`CREATE TABLE ledger_accounts (
    id serial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('wallet', 'revenue', 'gateway', 'cash', 'receivable')),
    agrupation_id integer NOT NULL,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    code text UNIQUE,
    currency text NOT NULL,
    balance_cents bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (kind <> 'wallet' OR balance_cents >= 0),
    CHECK ((kind = 'wallet') = (code IS NOT NULL))
  )`,
  sql`CREATE UNIQUE INDEX ledger_accounts_wallet ON ledger_accounts (user_id)
    WHERE kind = 'wallet'`,
  sql`CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (agrupation_id, kind)
    WHERE kind IN ('revenue', 'gateway', 'cash')`,
  sql`CREATE UNIQUE INDEX ledger_accounts_receivable ON ledger_accounts (user_id)
    WHERE kind = 'receivable'`,
  sql`CREATE TABLE ledger_transactions (
    id serial PRIMARY KEY,
    kind text NOT NULL
      CHECK (kind IN ('opening', 'transfer', 'recharge', 'ride_payment', 'cancellation_fee', 'refund')),
    service_id integer,
    description text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE ledger_entries (
    id serial PRIMARY KEY,
    transaction_id integer NOT NULL REFERENCES ledger_transactions(id) ON DELETE RESTRICT,
    account_id integer NOT NULL REFERENCES ledger_accounts(id) ON DELETE RESTRICT,
    amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
    balance_after bigint NOT NULL,
    counterpart_account_id integer REFERENCES ledger_accounts(id) ON DELETE RESTRICT,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC)`,
  sql`CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id)`,
  sql`CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger entries are append-only';
    END
  $$`,
  sql`CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  sql`CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  sql`CREATE FUNCTION ledger_entry_matches_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE stored bigint;
    BEGIN
      SELECT balance_cents INTO stored FROM ledger_accounts WHERE id = NEW.account_id;
      IF stored IS DISTINCT FROM NEW.balance_after THEN
        RAISE EXCEPTION 'entry on account % does not match its balance', NEW.account_id;
      END IF;
      RETURN NEW;
    END
  $$`,
  sql`CREATE TRIGGER ledger_entries_match_balance BEFORE INSERT ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_entry_matches_balance()`,
  sql`CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total bigint;
    BEGIN
      SELECT coalesce(sum(amount_cents), 0) INTO total
        FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id;
      END IF;
      RETURN NULL;
    END
  $$`,
  sql`CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced()`,
  // One charge per ride and kind: the unique key is what makes a completion delivered twice
  // charge once, whatever path it took.
  sql`CREATE TABLE ride_charges (
    id serial PRIMARY KEY,
    service_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('fare', 'cancellation_fee')),
    method text NOT NULL CHECK (method IN ('cash', 'wallet', 'card', 'transfer')),
    status text NOT NULL CHECK (status IN ('paid', 'collected', 'on_statement', 'unpaid')),
    payer_id integer REFERENCES users(id) ON DELETE SET NULL,
    company_id integer REFERENCES users(id) ON DELETE SET NULL,
    agrupation_id integer NOT NULL,
    amount_cents integer NOT NULL CHECK (amount_cents >= 0),
    currency text NOT NULL,
    transaction_id integer REFERENCES ledger_transactions(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (service_id, kind)
  )`,
  sql`CREATE INDEX ride_charges_company ON ride_charges (company_id, created_at)`,
  sql`CREATE TABLE gateway_payments (
    id serial PRIMARY KEY,
    reference text NOT NULL UNIQUE,
    gateway text NOT NULL,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    account_id integer NOT NULL REFERENCES ledger_accounts(id),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed')),
    card_last4 text,
    failure text,
    transaction_id integer REFERENCES ledger_transactions(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE gateway_events (
    event_id text PRIMARY KEY,
    reference text NOT NULL,
    type text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const DOWN = [
  'gateway_events',
  'gateway_payments',
  'ride_charges',
  'ledger_entries',
  'ledger_transactions',
  'ledger_accounts',
  'user_payment_methods',
  'payment_methods',
  'payment_settings',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DOWN) await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  for (const fn of [
    'ledger_transaction_balanced',
    'ledger_entry_matches_balance',
    'ledger_append_only',
  ]) {
    await sql`DROP FUNCTION IF EXISTS ${sql.raw(fn)}()`.execute(db);
  }
}
