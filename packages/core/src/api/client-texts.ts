/**
 * The texts the API client words itself, in the spec's English (§8): it has no catalog,
 * and the apps show these as they are. Core's English catalog takes them from here.
 */
export const CLIENT_TEXTS = {
  'error.generic': 'Something went wrong! Please try again.',
  'error.session_expired': 'Session Expired! Please login again to continue.',
  'error.logo_update': 'Could not update logo image',
} as const;
