/**
 * Everything the panel reads from its build environment, in one place.
 * VITE_API_URL defaults to same-origin /api/: in production the server hosts the app, in
 * development Vite proxies /api to it.
 */
const rawApiUrl: string = import.meta.env.VITE_API_URL || '/api/';

// The API client joins paths onto the base, so it must be absolute and end with a slash.
const absolute = new URL(rawApiUrl, window.location.origin).href;

export const env = {
  apiUrl: absolute.endsWith('/') ? absolute : `${absolute}/`,
} as const;
