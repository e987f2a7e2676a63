/**
 * Help, conditions and privacy pages (spec §2 /content/{content_key}; docs/architecture.md, the API beyond the spec: content).
 */
import { z } from 'zod';
import { LANGUAGES } from '../config/constants';
import { issue, requiredText, timestampSchema } from '../common/schemas';
import { CONTENT_KEYS } from '../roles/routes';

/** usuario_info (help), condiciones_generales (conditions), politica_privacidad (privacy). */
export const contentKeySchema = z.enum(
  [CONTENT_KEYS.help, CONTENT_KEYS.conditions, CONTENT_KEYS.privacy],
  issue('validation.invalid'),
);

export type ContentKey = z.infer<typeof contentKeySchema>;

/** GET content/{content_key} (the language comes from Accept-Language). */
export const contentParamsSchema = z.object({ content_key: contentKeySchema });
export type ContentParams = z.infer<typeof contentParamsSchema>;

/**
 * A page. `body` is HTML the server has already sanitized (Markdown is rendered and then
 * sanitized too), so screens may render it as HTML and nothing else may.
 */
export const contentSchema = z.object({
  key: contentKeySchema,
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  updated_at: timestampSchema,
});
export type Content = z.infer<typeof contentSchema>;

/** The largest page an operator may store: the conditions of a real operator fit easily. */
export const CONTENT_BODY_MAX = 200_000;

/** PUT admin/content/{content_key}: stored as written, sanitized when served. */
export const contentUpdateSchema = z.object({
  language: z.enum(LANGUAGES, issue('validation.invalid')),
  title: requiredText(200),
  format: z.enum(['html', 'markdown'], issue('validation.invalid')).default('html'),
  body: requiredText(CONTENT_BODY_MAX),
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;
