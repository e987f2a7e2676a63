/** One entry of the server's 422 list (docs/architecture.md, wire conventions). */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** What every failed call rejects with (spec §8): a displayable message, the status, the list. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];

  constructor(message: string, status: number, errors: ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A call that got no answer at all (the client's status 0: network down, timeout). */
export const isConnectionLost = (error: unknown): boolean =>
  isApiError(error) && error.status === 0;
