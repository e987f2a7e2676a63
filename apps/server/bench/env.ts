import { testEnv } from '../src/env';

/**
 * The server's settings under the bench: production logging (its cost stays in), a quick
 * password hash (log-in is not what is measured) and no address-search limit: the load
 * comes from one IP, so with the per-IP limit most searches would be cheap 429s and the
 * bench would time the limiter instead of the search.
 */
export const benchEnv = () =>
  testEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PASSWORD_HASH_COST: '10',
    GEOCODE_RATE_LIMIT: '1000000000',
  });
