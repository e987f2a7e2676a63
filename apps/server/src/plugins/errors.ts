import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { translate } from '../lib/i18n';
import { issueKey } from '../lib/validation';

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
 * Every error leaves as `{ error, errors? }` in the request's language (DESIGN §3): our
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
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: translate(language, 'error.too_many_requests') });
    }
    if (status >= 400 && status < 500) {
      const key =
        status === 404
          ? 'error.not_found'
          : status === 413
            ? 'error.file_too_large'
            : 'error.bad_request';
      return reply.status(status).send({ error: translate(language, key) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: translate(language, 'error.generic') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: translate(request.language ?? 'es', 'error.not_found') });
  });
}
