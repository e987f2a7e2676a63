import { z } from 'zod';

/**
 * The server's environment, read and validated here and nowhere else. Everything else
 * receives an `Env` object, so tests build apps with their own values.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  DATABASE_URL: z.string().url().optional(),
  PARADA_DATA_DIR: z.string().min(1).default('./.data'),
  /** Where emails go; without it they only land in the outbox and the console. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Parada <no-reply@parada.localhost>'),
  /** The public origin used in emailed links (/reset_password/{code}…). */
  PUBLIC_URL: z.string().url().default('http://localhost:8000'),
  /** Google ID tokens are verified against this JWKS (Google's by default). */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Facebook access tokens are checked by calling this URL (the Graph API's /me). */
  FACEBOOK_VERIFY_URL: z.string().url().default('https://graph.facebook.com/me'),
  FACEBOOK_APP_ID: z.string().optional(),
  /**
   * The providers' browser SDKs, loaded only by groupings with a client id; the page's
   * Content-Security-Policy allows their origins only there. Tests point them at stand-ins.
   */
  GOOGLE_SCRIPT_URL: z.string().url().default('https://accounts.google.com/gsi/client'),
  FACEBOOK_SCRIPT_URL: z.string().url().default('https://connect.facebook.net/en_US/sdk.js'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(2_097_152),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Attempts per client IP and minute on the sensitive account routes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Address searches per client IP and minute: typed as people write (500 ms debounce). */
  GEOCODE_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** log2 of scrypt's N for new password hashes; tests lower it to run fast. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  /** An OSRM-compatible router for ride times and distances; straight lines without it. */
  ROUTER_URL: z.string().url().optional(),
  /** Run the fleet simulator (seeded simulated drivers) with the dispatcher. */
  SIM_DRIVERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Time factor of the simulated cars (moves and pauses): 10 makes a simulated minute 6 s. */
  SIM_SPEED: z.coerce.number().positive().max(1000).default(10),
  /** How often the dispatcher looks at rides and the simulator moves cars. */
  DISPATCH_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** A driver has this many seconds to accept an offer before the next one is asked. */
  OFFER_TIMEOUT_S: z.coerce.number().positive().default(20),
  /** A ride nobody took within this many seconds is marked 9, not attended. */
  SEARCH_TIMEOUT_S: z.coerce.number().positive().default(180),
  /** Scheduled rides enter dispatch this many minutes before their time. */
  SCHEDULE_LEAD_MIN: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(15),
  /** A share-trip link keeps working this many minutes after the trip ends. */
  SHARE_GRACE_MIN: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * A world-city index written by `writeWorldIndex` (the tests write one per run): read
   * instead of indexing the cities, ≈ 3 s of CPU per process. Built as usual without it.
   */
  WORLD_INDEX_FILE: z.string().min(1).optional(),
  /** A Nominatim- or Photon-compatible geocoder; the offline gazetteer without it. */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_FORMAT: z.enum(['nominatim', 'photon']).default('nominatim'),
  /** Slower than this, the gazetteer answers instead (the box is filled as people type). */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /**
   * The map tile server the apps' maps use through /api/tiles ({z}/{x}/{y} template);
   * `off` serves only the placeholder tile (no outside requests at all).
   */
  MAP_TILES_URL: z
    .string()
    .refine((value) => value === 'off' || /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value), {
      message: 'a URL template with {z}, {x} and {y}, or off',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Where the built apps live (<root>/panel/dist, hotel/dist, guest/dist); the repo's apps/. */
  APPS_ROOT: z.string().min(1).optional(),
  /**
   * Apply pending migrations at start (the default). Set to false where `pnpm migrate` runs
   * them once before the new instances start.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Seed the demo data (known passwords) into an empty database at start: on by default
   * outside production, in production only when set to true explicitly.
   */
  SEED_DEMO: z.enum(['true', 'false']).transform((value) => value === 'true'),
  /**
   * The card gateway: `sandbox` (embedded test cards, every answer marked sandbox),
   * `stripe`, or `off` (card recharge hidden and refused). Sandbox by default outside
   * production; production has no default.
   */
  PAYMENTS: z.enum(['sandbox', 'stripe', 'off']),
  /** SMS through an HTTP provider with Twilio's Messages resource; console/outbox only without. */
  SMS_PROVIDER: z.enum(['none', 'twilio']).default('none'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number or a messaging service's alphanumeric id. */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** Stripe's secret API key (sk_live_… or sk_test_…), with PAYMENTS=stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint (whsec_…), with PAYMENTS=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Stripe's API: only to point the adapter at a stand-in (tests). */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Where a domain claim's token is fetched ({host}, {token}): the well-known path on the
   * host itself. Tests point it at a local server.
   */
  DOMAIN_PROOF_HTTP_URL: z
    .string()
    .refine((value) => /^https?:\/\/.*\{host\}/.test(value) && value.includes('{token}'), {
      message: 'an http(s) URL template with {host} and {token}',
    })
    .default('http://{host}/.well-known/parada-domain/{token}'),
  /** DNS servers asked for a claim's TXT record (ip or ip:port, comma-separated); the system's by default. */
  DOMAIN_PROOF_DNS_SERVERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  /** Serve the OpenAPI document and its page at /api/docs: on outside production. */
  API_DOCS: z.enum(['true', 'false']).transform((value) => value === 'true'),
  /**
   * Whom to believe about the client's address and protocol (X-Forwarded-For/-Proto):
   * `false` (nobody, the default), `true` (any proxy), or the proxies' addresses and
   * networks, comma-separated (10.0.0.0/8,127.0.0.1).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' ? false : value,
    ),
});

export type Env = z.infer<typeof EnvSchema>;

/** What production cannot guess, with what to give: checked before anything starts. */
const REQUIRED_IN_PRODUCTION: [string, (source: NodeJS.ProcessEnv) => boolean, string][] = [
  [
    'PUBLIC_URL',
    (source) => Boolean(source.PUBLIC_URL),
    'the public https origin of the apps, used in emailed links (https://taxi.example.com)',
  ],
  [
    'DATABASE_URL',
    (source) => Boolean(source.DATABASE_URL || source.PARADA_DATA_DIR),
    'a database: a PostgreSQL connection string (or PARADA_DATA_DIR for one embedded instance)',
  ],
  [
    'SMTP_URL',
    (source) => Boolean(source.SMTP_URL),
    'an email transport (smtps://user:password@smtp.example.com:465): codes and reset links are emailed',
  ],
  [
    'PAYMENTS',
    (source) => Boolean(source.PAYMENTS),
    'the card gateway: stripe, off (no card recharge) or sandbox (test cards only)',
  ],
];

/** Raised when the environment cannot run the server; its message is for the operator. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses an environment (process.env by default). Production has no demo defaults: a
 * missing required setting, or a provider without its keys, throws an EnvError naming each.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter(([, present]) => !present(source));
    if (missing.length) {
      const lines = missing.map(([name, , what]) => `  ${name}: ${what}`);
      throw new EnvError(
        `Parada will not start in production without these settings:\n${lines.join('\n')}\nSee docs/deploy.md.`,
      );
    }
    // Reset links and sign-in codes are emailed with this origin: over plain HTTP anyone on
    // the way reads them.
    if (!/^https:\/\/[^/]/i.test(source.PUBLIC_URL ?? '')) {
      throw new EnvError(
        `Parada will not start in production with PUBLIC_URL=${source.PUBLIC_URL}:\n` +
          `  PUBLIC_URL: must be an https origin (https://taxi.example.com); emailed reset links point there.\n` +
          `See docs/deploy.md.`,
      );
    }
  }
  return parseEnv(source);
}

/**
 * Whether answers carry the `Parada-Payments` marker, and with what: `sandbox` for the
 * embedded test cards, `test` for a Stripe test key (no real money moves either way).
 */
export function paymentsMarker(env: Env): 'sandbox' | 'test' | null {
  if (env.PAYMENTS === 'sandbox') return 'sandbox';
  if (env.PAYMENTS === 'stripe' && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '')) {
    return 'test';
  }
  return null;
}

/** What the operator is told at start about settings that run but move no real money. */
export function startupWarnings(env: Env): string[] {
  const marker = paymentsMarker(env);
  if (env.NODE_ENV !== 'production' || !marker) return [];
  return [
    marker === 'test'
      ? 'STRIPE_SECRET_KEY is a Stripe test key (sk_test_…): no card is really charged, and every answer carries Parada-Payments: test'
      : 'PAYMENTS=sandbox: card recharges use test cards only, and every answer carries Parada-Payments: sandbox',
  ];
}

/**
 * `loadEnv()` for the processes an operator starts (the server, the database commands): a
 * setting that is missing or wrong is a message for the operator and exit code 1, not a
 * stack trace.
 */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The settings with the defaults of their mode, without production's required list. */
function parseEnv(source: NodeJS.ProcessEnv): Env {
  const production = source.NODE_ENV === 'production';
  const result = EnvSchema.safeParse({
    ...source,
    SEED_DEMO: source.SEED_DEMO ?? (production ? 'false' : 'true'),
    PAYMENTS: source.PAYMENTS ?? (production ? undefined : 'sandbox'),
    API_DOCS: source.API_DOCS ?? (production ? 'false' : 'true'),
  });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const needs: [boolean, string[]][] = [
    // Never a silent sandbox: a gateway without its keys refuses to start.
    [env.PAYMENTS === 'stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    [env.SMS_PROVIDER === 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']],
  ];
  const unset = needs
    .filter(([chosen]) => chosen)
    .flatMap(([, names]) => names)
    .filter((name) => !source[name]);
  if (unset.length) {
    throw new EnvError(
      `The chosen providers need these settings:\n${unset.map((name) => `  ${name}`).join('\n')}`,
    );
  }
  return env;
}

/** An environment for tests: defaults plus overrides, never the machine's variables. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return parseEnv({
    PAYMENTS: 'sandbox',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests never reach out to the internet's tile servers.
    MAP_TILES_URL: 'off',
    ...overrides,
  });
}
