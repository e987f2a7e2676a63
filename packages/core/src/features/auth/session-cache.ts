import { STORAGE_KEYS, type KeyValueStorage } from '../../store/storage';
import type { TokenValidResponse } from './schemas';

/**
 * The session token/valid last gave, kept beside the token so that a reload draws the
 * signed-in screen at once and its data requests start beside the same check instead of
 * after it. It belongs to one token: with another one, or none, it is not read. Its shape
 * carries a version, so a build that changes it ignores what an older one kept. A user
 * who must accept the privacy text again waits for the server: that screen is a redirect,
 * and one drawn from a stale copy would lead away from the page asked for.
 */
const VERSION = 1;

interface Cached {
  version: number;
  session: TokenValidResponse;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cached session of `token`, or null when there is none fit to draw from. */
export function readCachedSession(
  storage: KeyValueStorage,
  token: string,
): TokenValidResponse | null {
  const raw = storage.getItem(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const cached: unknown = JSON.parse(raw);
    if (!isObject(cached) || cached['version'] !== VERSION) return null;
    const session = cached['session'];
    if (
      !isObject(session) ||
      session['auth_token'] !== token ||
      !isObject(session['user']) ||
      !Array.isArray(session['permissions']) ||
      !session['permissions'].every((name) => typeof name === 'string') ||
      session['user']['renew_privacy'] !== false
    ) {
      return null;
    }
    return session as unknown as TokenValidResponse;
  } catch {
    return null;
  }
}

export function cacheSession(storage: KeyValueStorage, session: TokenValidResponse): void {
  const cached: Cached = { version: VERSION, session };
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(cached));
}

export function forgetCachedSession(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.session);
}
