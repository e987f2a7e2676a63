import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from './i18n';

/** The instance with zod schemas as the source of request and response types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Per-route limit for the account routes that guess secrets or send messages. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' },
});

/** Answers 201 with what `made` resolves to, for routes whose schema declares 201. */
export async function created<T>(reply: { status(code: number): unknown }, made: Promise<T>) {
  const value = await made;
  reply.status(201);
  return value;
}

/** The answer of an action that has nothing else to say, in the caller's language. */
export const actionDone = (request: FastifyRequest) => ({
  message: translate(request.language, 'success.action'),
});
