import { TEXT_MAX, issue, requiredText } from '@parada/core';
import { z } from 'zod';

/**
 * PUT favorites/{id}: core types the call (`FavoriteUpdate` in addresses/api.ts) but has no
 * wire schema for it yet, so the server keeps this one, built from the same field rules.
 */
export const favoriteUpdateBodySchema = z
  .object({
    alias: requiredText(TEXT_MAX.alias).optional(),
    default_favorite: z.boolean(issue('validation.invalid')).optional(),
  })
  .refine(
    (fields) => fields.alias !== undefined || fields.default_favorite !== undefined,
    issue('validation.nothing_to_update'),
  );
export type FavoriteUpdateBody = z.infer<typeof favoriteUpdateBodySchema>;
