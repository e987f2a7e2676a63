const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const isUnavailableSqlState = (code: string): boolean =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres reports a lost or never-made connection with these texts and no code. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` means the database cannot be reached right now (refused, dropped, shut
 * down, no connection in time) rather than that the request itself failed: the former is
 * a 503 the client may retry, the latter a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0; error && typeof error === 'object' && depth < 5; depth += 1) {
    const { code, message, errors, cause } = error as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof message === 'string' && POOL_MESSAGES.some((text) => message.startsWith(text))) {
      return true;
    }
    // A host name with several addresses fails as one AggregateError of all the attempts.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    error = cause;
  }
  return false;
}
