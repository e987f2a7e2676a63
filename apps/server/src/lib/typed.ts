import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The instance with zod schemas as the source of request and response types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Per-route limit for the account routes that guess secrets or send messages. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' },
});
