/**
 * A company's service types (spec §3 Service type, §7 Service types).
 */
import { z } from 'zod';
import { SERVICE_TYPES_LIMIT } from '../config/constants';
import {
  TEXT_MAX,
  idSchema,
  issue,
  pageQuerySchema,
  requiredText,
  totalSchema,
} from '../common/schemas';

export const serviceTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  active: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** GET service_types; the list screen asks for 100 from 0. */
export const serviceTypeListQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(SERVICE_TYPES_LIMIT),
  active: z
    .enum(['true', 'false'], issue('validation.invalid'))
    .transform((value) => value === 'true')
    .optional(),
});
export type ServiceTypeListQuery = z.infer<typeof serviceTypeListQuerySchema>;

export const serviceTypeListResponseSchema = z.object({
  service_types: z.array(serviceTypeSchema),
  total: totalSchema,
});
export type ServiceTypeListResponse = z.infer<typeof serviceTypeListResponseSchema>;

/** POST service_types */
export const serviceTypeCreateSchema = z.object({
  name: requiredText(TEXT_MAX.short),
  active: z.boolean(issue('validation.invalid')).default(true),
});
export type ServiceTypeCreate = z.infer<typeof serviceTypeCreateSchema>;
export type ServiceTypeCreateInput = z.input<typeof serviceTypeCreateSchema>;

/** PUT service_types/{id}: a rename, the active switch, or both. */
export const serviceTypeUpdateSchema = z
  .object({
    name: requiredText(TEXT_MAX.short),
    active: z.boolean(issue('validation.invalid')),
  })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'));
export type ServiceTypeUpdate = z.infer<typeof serviceTypeUpdateSchema>;

/** POST/PUT service_types answer with the type. */
export const serviceTypeEnvelopeSchema = z.object({ service_type: serviceTypeSchema });
export type ServiceTypeEnvelope = z.infer<typeof serviceTypeEnvelopeSchema>;
