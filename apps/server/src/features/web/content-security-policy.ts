import type { SocialSignIn } from '@parada/core';

/** Where the one analytics script comes from (spec §1: one grouping loads it). */
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Facebook's SDK frames its dialogs and calls the Graph API from facebook.com, whatever
 * origin the SDK itself is served from.
 */
const FACEBOOK_ORIGINS = ['https://*.facebook.com'];

const originOf = (url: string) => new URL(url).origin;

/**
 * The apps' Content-Security-Policy. Scripts only from the app's own origin (no inline
 * script, no eval), so injected markup cannot run code; styles may be inline because Chakra
 * (emotion) writes its CSS into <style> tags at run time. Images may come from any https
 * origin: map tiles and the groupings' logos live elsewhere, and an image cannot run code.
 * A third party is allowed only for the grouping that uses it: analytics, and the social
 * sign-in providers it has client ids for. Google's button is an iframe with its own
 * stylesheet, served from the same origin as its script.
 */
export function contentSecurityPolicy(options: {
  analytics: boolean;
  social?: SocialSignIn | undefined;
}): string {
  const google = options.social?.google ? [originOf(options.social.google.script_url)] : [];
  const facebook = options.social?.facebook
    ? [originOf(options.social.facebook.script_url), ...FACEBOOK_ORIGINS]
    : [];
  const scripts = [
    "'self'",
    ...(options.analytics ? [ANALYTICS_ORIGIN] : []),
    ...google,
    ...(options.social?.facebook ? [originOf(options.social.facebook.script_url)] : []),
  ];
  const connect = [
    "'self'",
    ...(options.analytics ? ['https://*.google-analytics.com'] : []),
    ...google,
    ...facebook,
  ];
  const frames = [...google, ...facebook];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    `style-src ${["'self'", "'unsafe-inline'", ...google].join(' ')}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    ...(frames.length > 0 ? [`frame-src ${[...new Set(frames)].join(' ')}`] : []),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
