/**
 * A company's service types (spec §3 Service type, §7 Service types).
 */
import { z } from 'zod';
import { RIDE_TYPES_LIMIT } from '../config/constants';
import {
  TEXT_MAX,
  idSchema,
  issue,
  pageQuerySchema,
  requiredText,
  totalSchema,
} from '../common/schemas';

export const rideTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  active: z.boolean(),
});
export type RideType = z.infer<typeof rideTypeSchema>;

/** GET service_types; the list screen asks for 100 from 0. */
export const rideTypeListQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(RIDE_TYPES_LIMIT),
  active: z
    .enum(['true', 'false'], issue('validation.invalid'))
    .transform((value) => value === 'true')
    .optional(),
});
export type RideTypeListQuery = z.infer<typeof rideTypeListQuerySchema>;

export const rideTypeListResponseSchema = z.object({
  service_types: z.array(rideTypeSchema),
  total: totalSchema,
});
export type RideTypeListResponse = z.infer<typeof rideTypeListResponseSchema>;

/** POST service_types */
export const rideTypeCreateSchema = z.object({
  name: requiredText(TEXT_MAX.short),
  active: z.boolean(issue('validation.invalid')).default(true),
});
export type RideTypeCreate = z.infer<typeof rideTypeCreateSchema>;
export type RideTypeCreateInput = z.input<typeof rideTypeCreateSchema>;

/** PUT service_types/{id}: a rename, the active switch, or both. */
export const rideTypeUpdateSchema = z
  .object({
    name: requiredText(TEXT_MAX.short),
    active: z.boolean(issue('validation.invalid')),
  })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'));
export type RideTypeUpdate = z.infer<typeof rideTypeUpdateSchema>;

/** POST/PUT service_types answer with the type. */
export const rideTypeEnvelopeSchema = z.object({ service_type: rideTypeSchema });
export type RideTypeEnvelope = z.infer<typeof rideTypeEnvelopeSchema>;
