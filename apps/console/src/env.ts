import { resolveApiUrl } from '@parada/ui';

/** Everything the console reads from its build environment, in one place (see the panel's). */
export const env = {
  apiUrl: resolveApiUrl(import.meta.env.VITE_API_URL),
} as const;
