import { SESSION_COOKIE } from '@parada/core';
import { createParada, STORAGE_KEYS, type KeyValueStorage, type Parada } from '@parada/core/store';
import { browserEventStream } from './event-stream';

/** localStorage, or memory when the browser refuses it (private mode, blocked storage). */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__parada_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
}

/** The browser's download: a temporary link to the blob, clicked and thrown away. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const YEAR_S = 365 * 24 * 3600;

/**
 * Sets a cookie of the app's for the whole site for a year (SameSite=Lax, Secure on HTTPS),
 * or clears it (`value` null).
 */
export function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const kept =
    value == null ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : `${value}; max-age=${YEAR_S}`;
  document.cookie = `${name}=${kept}; path=/; samesite=lax${secure}`;
}

/**
 * The browser's storage with its session token mirrored in SESSION_COOKIE, set when the
 * token is stored (each sign-in and each check of a stored session) and cleared when it is
 * removed (the session's end): the server reads it to draw a signed-in screen with its
 * data before the app.
 */
export function withSessionCookie(storage: KeyValueStorage): KeyValueStorage {
  const mirror = (token: string | null) =>
    writeCookie(SESSION_COOKIE, token == null ? null : encodeURIComponent(token));
  // A cookie left without its token (the site's storage cleared) would have the server
  // draw a session this browser no longer holds.
  if (storage.getItem(STORAGE_KEYS.token) == null) mirror(null);
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      if (key === STORAGE_KEYS.token) mirror(value);
    },
    removeItem: (key) => {
      storage.removeItem(key);
      if (key === STORAGE_KEYS.token) mirror(null);
    },
  };
}

export interface AppParada extends Parada {
  storage: KeyValueStorage;
}

/** One store and API client for the page, speaking the language i18n currently shows. */
export function createAppParada(options: {
  apiUrl: string;
  getLanguage: () => string;
  storage?: KeyValueStorage;
}): AppParada {
  const storage = options.storage ?? withSessionCookie(browserStorage());
  const parada = createParada({
    baseUrl: options.apiUrl,
    storage,
    reload: () => window.location.reload(),
    saveFile,
    openEventStream: browserEventStream(options.apiUrl),
    getLanguage: options.getLanguage,
  });
  return { ...parada, storage };
}

/**
 * The API base from an app's build environment (VITE_API_URL, default same-origin /api/):
 * absolute and ending in a slash, because the client joins paths onto it.
 */
export function resolveApiUrl(raw: string | undefined): string {
  const absolute = new URL(raw || '/api/', window.location.origin).href;
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}
