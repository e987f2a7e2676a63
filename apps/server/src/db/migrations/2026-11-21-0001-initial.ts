import { sql, type Kysely } from 'kysely';

// One statement per call: PGlite's extended protocol takes a single statement at a time.
const UP = [
  sql`CREATE TABLE agrupations (
    id serial PRIMARY KEY,
    parent_id integer REFERENCES agrupations(id) ON DELETE RESTRICT,
    permalink text NOT NULL UNIQUE,
    name text NOT NULL,
    logo text,
    favicon text,
    title text,
    currency text NOT NULL DEFAULT 'EUR',
    main_color text NOT NULL DEFAULT '#8b2e98',
    secondary_color text NOT NULL DEFAULT '#15aeb4',
    main_background_color text NOT NULL DEFAULT '#ffffff',
    menu_text_color text NOT NULL DEFAULT '#666666',
    top_text_color text NOT NULL DEFAULT '#EEEEEE',
    facebook_link text,
    linkedin_link text,
    twitter_link text,
    instagram_link text,
    analytics_id text,
    extras jsonb NOT NULL DEFAULT '[]',
    taxi_languages jsonb NOT NULL DEFAULT '[]',
    show_extra_passengers boolean NOT NULL DEFAULT false,
    max_num_passengers integer,
    validate_passengers_count boolean NOT NULL DEFAULT false,
    fare jsonb,
    zone jsonb,
    privacy_updated_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE agrupation_relations (
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    related_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0,
    PRIMARY KEY (agrupation_id, related_id),
    CHECK (agrupation_id <> related_id)
  )`,
  sql`CREATE TABLE domains (
    id serial PRIMARY KEY,
    domain text NOT NULL UNIQUE,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    app text NOT NULL CHECK (app IN ('panel', 'hotel', 'guest'))
  )`,
  sql`CREATE TABLE users (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE RESTRICT,
    kind text NOT NULL CHECK (kind IN ('client', 'company', 'employee', 'hotel_staff', 'operator')),
    name text NOT NULL,
    email text,
    phone text,
    password_hash text,
    panel boolean NOT NULL DEFAULT false,
    company_id integer REFERENCES users(id) ON DELETE CASCADE,
    service_type_id integer,
    active boolean NOT NULL DEFAULT true,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'closed', 'removed')),
    avatar text,
    logo text,
    terms_accepted_at timestamptz,
    privacy_accepted_at timestamptz,
    registration_code text,
    google_sub text UNIQUE,
    facebook_id text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    closed_at timestamptz
  )`,
  sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  sql`CREATE UNIQUE INDEX users_phone_key ON users (phone)`,
  sql`CREATE INDEX users_company_idx ON users (company_id)`,
  sql`CREATE TABLE auth_tokens (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  )`,
  sql`CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id)`,
  sql`CREATE TABLE one_time_codes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose text NOT NULL,
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (purpose, code_hash)`,
  sql`CREATE TABLE outbox (
    id serial PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient text NOT NULL,
    subject text,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz,
    error text
  )`,
  sql`CREATE TABLE service_types (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    type text,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE contents (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    key text NOT NULL CHECK (key IN ('usuario_info', 'condiciones_generales', 'politica_privacidad')),
    language text NOT NULL CHECK (language IN ('ca', 'en', 'es')),
    title text NOT NULL,
    format text NOT NULL DEFAULT 'html' CHECK (format IN ('html', 'markdown')),
    body text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (agrupation_id, key, language)
  )`,
  sql`CREATE TABLE messages (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    subject text NOT NULL,
    body text NOT NULL,
    read_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX messages_user_idx ON messages (user_id)`,
  sql`CREATE TABLE tickets (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('complaint', 'suggestion', 'question', 'claim', 'other')),
    state text NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'approved', 'rejected', 'waiting_answer')),
    subject text NOT NULL,
    body text NOT NULL,
    service_id integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX tickets_user_idx ON tickets (user_id)`,
  sql`CREATE TABLE ticket_replies (
    id serial PRIMARY KEY,
    ticket_id integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    author_id integer REFERENCES users(id) ON DELETE SET NULL,
    from_operator boolean NOT NULL DEFAULT false,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE uploads (
    id serial PRIMARY KEY,
    owner_id integer REFERENCES users(id) ON DELETE SET NULL,
    mime text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE commerces (
    id serial PRIMARY KEY,
    agrupation_id integer NOT NULL REFERENCES agrupations(id) ON DELETE CASCADE,
    name text NOT NULL,
    logo text,
    offer text NOT NULL DEFAULT '',
    description text,
    address text NOT NULL DEFAULT '',
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    phone text,
    website text,
    position integer NOT NULL DEFAULT 0,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const DOWN = [
  'commerces',
  'uploads',
  'ticket_replies',
  'tickets',
  'messages',
  'contents',
  'service_types',
  'outbox',
  'one_time_codes',
  'auth_tokens',
  'users',
  'domains',
  'agrupation_relations',
  'agrupations',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DOWN) await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
