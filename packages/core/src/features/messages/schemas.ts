/**
 * The operator's messages to a user, with read state (docs/architecture.md, the API beyond the spec: messages). Named
 * "operator message" in code so it does not clash with the validation MESSAGES.
 */
import { z } from 'zod';
import { localizedTextSchema } from '../common/localized';
import {
  TEXT_MAX,
  idSchema,
  issue,
  pageQuerySchema,
  requiredText,
  timestampSchema,
  totalSchema,
} from '../common/schemas';

export const operatorMessageSchema = z.object({
  id: idSchema,
  subject: z.string(),
  body: z.string(),
  read: z.boolean(),
  read_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

/** GET messages */
export const operatorMessageListQuerySchema = pageQuerySchema.extend({
  unread_only: z
    .enum(['true', 'false'], issue('validation.invalid'))
    .transform((value) => value === 'true')
    .optional(),
});
export type OperatorMessageListQuery = z.infer<typeof operatorMessageListQuerySchema>;

/** `unread` counts every unread message, not only this page's (the menu badge). */
export const operatorMessageListResponseSchema = z.object({
  messages: z.array(operatorMessageSchema),
  total: totalSchema,
  unread: totalSchema,
});
export type OperatorMessageListResponse = z.infer<typeof operatorMessageListResponseSchema>;

/** PUT messages/{id}/read answers with the message, now read. */
export const operatorMessageEnvelopeSchema = z.object({ message: operatorMessageSchema });
export type OperatorMessageEnvelope = z.infer<typeof operatorMessageEnvelopeSchema>;

/**
 * POST admin/messages: to one user (`usuario_id`), to the customers of one of the
 * operator's groupings (`agrupation_id`), to a company and its employees (`company_id`),
 * or, with none of them, to every customer of the operator. At most one target.
 */
export const operatorMessageCreateSchema = z
  .object({
    usuario_id: idSchema.optional(),
    agrupation_id: idSchema.optional(),
    company_id: idSchema.optional(),
    subject: localizedTextSchema(requiredText(TEXT_MAX.subject)),
    body: localizedTextSchema(requiredText(TEXT_MAX.body)),
  })
  .refine(
    (value) =>
      [value.usuario_id, value.agrupation_id, value.company_id].filter((id) => id !== undefined)
        .length <= 1,
    { ...issue('validation.invalid'), path: ['agrupation_id'] },
  );
export type OperatorMessageCreate = z.infer<typeof operatorMessageCreateSchema>;
