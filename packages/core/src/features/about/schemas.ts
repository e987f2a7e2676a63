import { z } from 'zod';

/**
 * GET /api/: what answers at the API's address, for a person or a script finding their way:
 * the product's name, the server's version and where the document and the health check are.
 */
export const apiIndexSchema = z.object({
  name: z.string(),
  version: z.string(),
  links: z.object({
    /** The OpenAPI document's page (its JSON at `${docs}/json`). */
    docs: z.string(),
    health: z.string(),
  }),
});
export type ApiIndex = z.infer<typeof apiIndexSchema>;

/** GET /api/health: the server answers and its database does. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type Health = z.infer<typeof healthSchema>;
