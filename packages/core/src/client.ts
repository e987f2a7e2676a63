// @parada/core/client: the HTTP client (ky) and the API it speaks, for the browser's store
// and for tests that call the server as an app would.
export { ApiError, isApiError, isConnectionLost, type ApiFieldError } from './api/api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api/client';
export { createApi, type Api } from './api/create-api';
export { createRequestCounter, type RequestCounter } from './api/request-counter';
export { type StatementFormat } from './features/rides/api';
