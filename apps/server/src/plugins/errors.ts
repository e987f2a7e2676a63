import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isForeignKeyViolation } from '../db/violations';
import { HttpError } from '../lib/http-error';
import { resolveLanguage, translate, type ServerMessageKey } from '../lib/i18n';
import { issueKey } from '../lib/validation';
import { SECURITY_HEADERS } from './security-headers';

/** A database restart takes a few seconds; retrying sooner mostly meets another 503. */
const RETRY_AFTER_S = 2;

/** A size rule's bounds, for messages like 'Write at least {{min}} characters'. */
function limitsOf(params: Record<string, unknown> | undefined): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [from, to] of [
    ['minimum', 'min'],
    ['maximum', 'max'],
  ] as const) {
    const value = params?.[from];
    if (typeof value === 'number' || typeof value === 'bigint') limits[to] = Number(value);
  }
  return limits;
}

/**
 * Every error leaves as `{ error, errors? }` in the request's language (docs/architecture.md, wire conventions): our
 * HttpErrors with their status, schema failures as 422 with the field list, a bad id in
 * the path as 404, framework 4xx as themselves, a database out of reach as 503 with
 * Retry-After, and anything else as a bare 500 whose details stay in the log.
 */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const language = request.language ?? 'es';
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const errors = error.fields.map((field) => ({
        field: field.field,
        message: translate(language, field.key, field.params),
      }));
      return reply.status(error.statusCode).send({
        error: translate(language, error.key, error.params),
        ...(errors.length ? { errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return reply.status(404).send({ error: translate(language, 'error.not_found') });
      }
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_',
        message: translate(
          language,
          issueKey({ code: issue.keyword, message: issue.message ?? '' }),
          limitsOf(issue.params),
        ),
      }));
      return reply.status(422).send({ error: errors[0]?.message ?? '', errors });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down or restarting: nothing was saved unless it was committed (and
      // then an Idempotency-Key retry finds it), so the client should simply try again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: translate(language, 'error.generic') });
    }
    if ((error as { code?: unknown }).code === '23505') {
      // Two requests raced past a uniqueness check (same email, same domain…): the
      // database kept one; the other is a conflict, not a server failure.
      return reply.status(409).send({ error: translate(language, 'error.already_in_use') });
    }
    if (isForeignKeyViolation(error)) {
      // A delete of a row others still name (a grouping with rides, a zone with prices):
      // the database refused it whole, and the answer says it is in use.
      return reply.status(409).send({ error: translate(language, 'error.in_use') });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: translate(language, 'error.too_many_requests') });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: translate(language, clientErrorKey(error)) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: translate(language, 'error.generic') });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = request.language ?? 'es';
    // A path that exists under other methods: 405 and what it takes (RFC 9110 §15.5.6).
    const path = request.url.split('?')[0] ?? '/';
    // The apps' catch-all (GET /*) matches any path: it says nothing about this one.
    const allowed: string[] = METHODS.filter((method) => {
      const found = app.findRoute({ method, url: path });
      return found !== null && !Object.hasOwn(found.params, '*');
    });
    if (allowed.length) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error: translate(language, 'error.method_not_allowed') });
    }
    return reply.status(404).send({ error: translate(language, 'error.not_found') });
  });
}

/** The one error shape of docs/architecture.md, wire conventions, as every route declares it. */
export const errorResponseSchema = z
  .object({
    error: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .describe('An error: the message in the request language, and the fields at fault');

/**
 * What any route may answer besides its own: bad or oversized requests, sessions, guards,
 * missing objects, conflicts, validation, rate limits, and the server's own failures.
 * Routes that charge cards add 402 and 502 themselves.
 */
const COMMON_ERRORS = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;

/** onRoute: adds the common error statuses, with the error shape, to a route's responses. */
export function declareErrors(route: RouteOptions): void {
  const schema = (route.schema ??= {}) as { response?: Record<string | number, unknown> };
  const response = (schema.response ??= {});
  for (const status of COMMON_ERRORS) response[status] ??= errorResponseSchema;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The message of a framework 4xx: what went wrong, never Fastify's own text. */
function clientErrorKey(error: FastifyError): ServerMessageKey {
  switch (error.statusCode) {
    case 404:
      return 'error.not_found';
    case 413:
      // An upload over its limit is a file; any other body over the limit is the request.
      return error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'error.file_too_large'
        : 'error.request_too_large';
    case 414:
      return 'error.uri_too_long';
    default:
      return 'error.bad_request';
  }
}

/** What every answer carries, for the answers sent before any hook runs (the early errors below). */
const EARLY_HEADERS = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%ff`, 400) or a path parameter
 * over the limit (414) is refused before routing, so before the hooks and the handler
 * above. It answers here the same way: translated, with the security headers, and without
 * echoing the path.
 */
export function answerEarlyError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = resolveLanguage(
    typeof request.headers['accept-language'] === 'string'
      ? request.headers['accept-language']
      : undefined,
  );
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .headers(EARLY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        error: translate(language, clientErrorKey({ ...error, statusCode: status })),
      }),
    );
}
