import ky, { type KyInstance } from 'ky';
import type { MessageKey } from '../features/validation/messages';
import { resolveLanguage } from '../i18n/language';
import { CLIENT_TEXTS } from './client-texts';
import { ApiError, type ApiFieldError } from './api-error';
import { createRequestCounter, type RequestCounter } from './request-counter';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiClientOptions {
  /** Where `/api/` is: absolute in Node, may be origin-relative ('/api/') in the browser. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** The grouping permalink sent as App-Agrupation. */
  getGrouping: () => string | null | undefined;
  getLanguage?: () => string | null | undefined;
  /** 422 'Could not update logo image': the spec reloads the page. */
  onLogoUpdateFailed?: () => void;
  /** 401 while a token is stored: the session is over (spec §8). */
  onSessionExpired?: (message: string) => void;
  /** Turns a message key into the user's language; English by default. */
  translate?: (key: MessageKey) => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  /** A silent request does not move the top loading bar (spec §7). */
  silent?: boolean;
  query?: Query;
  json?: unknown;
  /** Makes a retried POST safe: the server answers a repeat with the first response. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  /** The form-upload variant (multipart), for avatars and logos. */
  upload<T>(
    path: string,
    form: FormData,
    options?: RequestOptions & { method?: 'post' | 'put' },
  ): Promise<T>;
  /** A binary answer (PDF, CSV) as a Blob. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  readonly requests: RequestCounter;
}

/** The generic helper's path rule: no leading slash (it joins the base), always a trailing one. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

const LOGO_UPDATE_FAILED = CLIENT_TEXTS['error.logo_update'];

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function fieldErrors(raw: unknown): ApiFieldError[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ApiFieldError[] => {
    if (typeof entry === 'string') return [{ field: '', message: entry }];
    if (
      entry &&
      typeof entry === 'object' &&
      typeof (entry as ApiFieldError).message === 'string'
    ) {
      const { field, message } = entry as ApiFieldError;
      return [{ field: typeof field === 'string' ? field : '', message }];
    }
    return [];
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const translate =
    options.translate ?? ((key: keyof typeof CLIENT_TEXTS): string => CLIENT_TEXTS[key]);
  const requests = createRequestCounter();
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function headersFor(request: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Token ${token}`;
    const grouping = options.getGrouping();
    if (grouping) headers['App-Agrupation'] = grouping;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    return headers;
  }

  async function failure(response: Response, hadToken: boolean): Promise<ApiError> {
    const body = (await readBody(response)) as ErrorBody | string | undefined;
    const details = typeof body === 'object' && body !== null ? body : {};
    const serverMessage =
      typeof details.error === 'string'
        ? details.error
        : typeof details.message === 'string'
          ? details.message
          : '';
    const errors = fieldErrors(details.errors);
    const { status } = response;

    if (
      status === 422 &&
      (details.code === 'error.logo_update' || serverMessage === LOGO_UPDATE_FAILED)
    ) {
      options.onLogoUpdateFailed?.();
    }
    if (status === 401 && hadToken) {
      // A session the server ended for a reason of its own says so in WWW-Authenticate (a
      // room guest's stay is over), and its words are shown; else the spec's 'Session
      // Expired!'.
      const reason = /error="[a-z_]+"/.test(response.headers.get('www-authenticate') ?? '');
      const message = reason && serverMessage ? serverMessage : translate('error.session_expired');
      options.onSessionExpired?.(message);
      return new ApiError(message, status, errors);
    }
    if (status >= 500 || !serverMessage) {
      return new ApiError(translate('error.generic'), status, errors);
    }
    return new ApiError(serverMessage, status, errors);
  }

  async function send(
    method: Method,
    path: string,
    request: RequestOptions & { body?: FormData },
    as: 'json' | 'blob',
  ): Promise<unknown> {
    const hadToken = Boolean(options.getToken());
    const searchParams = Object.fromEntries(
      Object.entries(request.query ?? {}).filter(
        (entry): entry is [string, string | number | boolean] =>
          entry[1] !== undefined && entry[1] !== null,
      ),
    );
    if (!request.silent) requests.started();
    try {
      let response: Response;
      try {
        response = await http(normalizePath(path), {
          method,
          headers: headersFor(request),
          searchParams,
          ...(request.json !== undefined ? { json: request.json } : {}),
          ...(request.body ? { body: request.body } : {}),
          ...(request.signal ? { signal: request.signal } : {}),
        });
      } catch (error) {
        if (request.signal?.aborted) throw error;
        // No response at all (network down, timeout): the spec's generic message.
        throw new ApiError(translate('error.generic'), 0);
      }
      if (!response.ok) throw await failure(response, hadToken);
      if (as === 'blob') return await response.blob();
      return await readBody(response);
    } finally {
      if (!request.silent) requests.finished();
    }
  }

  return {
    get: (path, request = {}) => send('get', path, request, 'json') as Promise<never>,
    post: (path, json, request = {}) =>
      send('post', path, { ...request, json }, 'json') as Promise<never>,
    put: (path, json, request = {}) =>
      send('put', path, { ...request, json }, 'json') as Promise<never>,
    delete: (path, json, request = {}) =>
      send('delete', path, { ...request, json }, 'json') as Promise<never>,
    upload: (path, form, { method = 'post', ...request } = {}) =>
      send(method, path, { ...request, body: form }, 'json') as Promise<never>,
    // A document is written in the app's language, named in its query as well as in
    // Accept-Language: the query is what the server reads for documents.
    download: (path, request = {}) => {
      const chosen = options.getLanguage?.();
      const query = chosen ? { ...request.query, lang: resolveLanguage(chosen) } : request.query;
      return send('get', path, { ...request, query }, 'blob') as Promise<Blob>;
    },
    requests,
  };
}
