/**
 * The club: a grouping's partner commerces (docs/architecture.md, the API beyond the spec: club).
 */
import { z } from 'zod';
import {
  httpsUrlSchema,
  idSchema,
  imageUrlSchema,
  latitudeSchema,
  longitudeSchema,
} from '../common/schemas';

export const commerceSchema = z.object({
  id: idSchema,
  name: z.string(),
  logo: imageUrlSchema.nullable(),
  /** What club members get ("10% off dinner"). */
  offer: z.string(),
  address: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Detail page text, plain. */
  description: z.string().nullable(),
  website: httpsUrlSchema.nullable(),
  phone: z.string().nullable(),
});
export type Commerce = z.infer<typeof commerceSchema>;

/** GET club/commerces */
export const commerceListSchema = z.array(commerceSchema);
export type CommerceList = z.infer<typeof commerceListSchema>;
