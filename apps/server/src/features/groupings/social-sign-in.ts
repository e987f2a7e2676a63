import type { SocialSignIn } from '@parada/core';
import type { Grouping } from './service';

/** Where the providers' browser SDKs come from (env GOOGLE_SCRIPT_URL, FACEBOOK_SCRIPT_URL). */
export interface SocialScripts {
  google: string;
  facebook: string;
}

const GOOGLE_CLIENT = /^[A-Za-z0-9._-]{1,200}$/;
const FACEBOOK_APP = /^[0-9]{1,32}$/;

/**
 * The providers a grouping signs in with, each with the id the SDK needs and the
 * script to load; a provider without its id is absent. One rule for the configuration the
 * apps read and the Content-Security-Policy that lets the scripts run.
 */
export function socialSignInOf(row: Grouping, scripts: SocialScripts): SocialSignIn {
  const google = row.google_client_id ?? '';
  const facebook = row.facebook_app_id ?? '';
  return {
    google: GOOGLE_CLIENT.test(google) ? { client_id: google, script_url: scripts.google } : null,
    facebook: FACEBOOK_APP.test(facebook)
      ? { app_id: facebook, script_url: scripts.facebook }
      : null,
  };
}
