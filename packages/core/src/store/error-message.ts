import { isApiError } from '../api/api-error';
import { MESSAGES } from '../features/validation/messages';

/** The text a failed flow shows: the API's message, else the spec's generic one. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : MESSAGES['error.generic'];
