/** Where the one analytics script comes from (spec §1: one grouping loads it). */
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The apps' Content-Security-Policy. Scripts only from the app's own origin (no inline
 * script, no eval), so injected markup cannot run code; styles may be inline because Chakra
 * (emotion) writes its CSS into <style> tags at run time. Images may come from any https
 * origin: map tiles and the groupings' logos live elsewhere, and an image cannot run code.
 */
export function contentSecurityPolicy(options: { analytics: boolean }): string {
  const scripts = ["'self'", ...(options.analytics ? [ANALYTICS_ORIGIN] : [])];
  const connect = ["'self'", ...(options.analytics ? ['https://*.google-analytics.com'] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
