import { resolveApiUrl } from '@parada/ui';

/**
 * Everything the panel reads from its build environment, in one place.
 * VITE_API_URL defaults to same-origin /api/: in production the server hosts the app, in
 * development Vite proxies /api to it.
 */
export const env = {
  apiUrl: resolveApiUrl(import.meta.env.VITE_API_URL),
} as const;
