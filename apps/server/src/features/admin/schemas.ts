import {
  TEXT_MAX,
  contentKeySchema,
  httpsUrlSchema,
  idSchema,
  imageUrlSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  requiredText,
} from '@parada/core';
import { z } from 'zod';

// Server-only shapes of the operator API (/api/admin/*).

/** Which grouping an admin call is about; the operator's own when absent. */
export const AgrupationQuery = z.object({
  agrupation_id: z.coerce.number().pipe(idSchema).optional(),
});

export const ContentParams = z.object({ content_key: contentKeySchema });

const commerceFields = {
  agrupation_id: idSchema,
  name: requiredText(TEXT_MAX.name),
  logo: imageUrlSchema.nullable(),
  offer: optionalText(200),
  description: optionalText(TEXT_MAX.body).nullable(),
  address: optionalText(TEXT_MAX.address),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  phone: optionalText(30).nullable(),
  website: httpsUrlSchema.nullable(),
  position: z.number(issue('validation.numeric')).int().min(0).max(10_000),
  active: z.boolean(issue('validation.invalid')),
};

export const CommerceCreate = z
  .object(commerceFields)
  .partial()
  .required({ name: true, latitude: true, longitude: true });
export type CommerceCreate = z.infer<typeof CommerceCreate>;

export const CommerceUpdate = z
  .object(commerceFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type CommerceUpdate = z.infer<typeof CommerceUpdate>;

export const AdminCommerce = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  offer: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  position: z.number(),
  active: z.boolean(),
});

export const AdminUser = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  kind: z.enum(['client', 'company', 'employee', 'hotel_staff', 'operator']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
});

export const SentResponse = z.object({ sent: z.number() });
