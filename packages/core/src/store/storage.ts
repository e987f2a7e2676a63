/**
 * Where the session survives a reload. Browsers pass localStorage; Node and tests pass
 * memoryStorage(). Core never touches a browser global itself.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export const STORAGE_KEYS = {
  token: 'parada.token',
  /** The session token/valid last gave for the stored token (features/auth/session-cache). */
  session: 'parada.session',
  grouping: 'parada.agrupation',
  siteDomain: 'parada.site_domain',
  language: 'parada.language',
} as const;
