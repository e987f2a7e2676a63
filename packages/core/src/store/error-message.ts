import { isApiError } from '../api/api-error';
import { CLIENT_TEXTS } from '../api/client-texts';

/** The text a failed flow shows: the API's message, else the spec's generic one. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : CLIENT_TEXTS['error.generic'];
