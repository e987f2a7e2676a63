/**
 * Addresses, favorites and the geocoder (spec §3 Address / favorite, §7 addresses).
 */
import { z } from 'zod';
import { ADDRESS_SEARCH_MIN_CHARS } from '../config/constants';
import {
  TEXT_MAX,
  coordinatesSchema,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  requiredText,
} from '../common/schemas';

/** A place the address box offers: a favorite (alias set, favorite true) or a result. */
export const addressSchema = z.object({
  alias: z.string().nullable(),
  favorite: z.boolean(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  name: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A geocoder result. */
export const geocodedAddressSchema = z.object({
  name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;

/** One item of GET favorites. */
export const favoriteSchema = z.object({
  id: idSchema,
  alias: z.string(),
  default_favorite: z.boolean(),
  address: geocodedAddressSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteListSchema = z.array(favoriteSchema);
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** POST favorites: `direccion` is the address text, `lat`/`lng` its position. */
export const favoriteCreateSchema = z.object({
  favorito: z.object(
    {
      alias: requiredText(TEXT_MAX.alias),
      direccion: requiredText(TEXT_MAX.address),
      lat: latitudeSchema,
      lng: longitudeSchema,
      default_favorite: z.boolean(issue('validation.invalid')).default(false),
    },
    issue('validation.required'),
  ),
});
export type FavoriteCreate = z.infer<typeof favoriteCreateSchema>;
export type FavoriteCreateInput = z.input<typeof favoriteCreateSchema>;

/** PUT favorites/{id}: a new alias, the default switch, or both. */
export const favoriteUpdateSchema = z
  .object({
    alias: requiredText(TEXT_MAX.alias).optional(),
    default_favorite: z.boolean(issue('validation.invalid')).optional(),
  })
  .refine(
    (fields) => fields.alias !== undefined || fields.default_favorite !== undefined,
    issue('validation.nothing_to_update'),
  );
export type FavoriteUpdate = z.infer<typeof favoriteUpdateSchema>;

/** POST geocode/search (silent). */
export const geocodeSearchRequestSchema = z.object({
  address: optionalText(TEXT_MAX.address).min(ADDRESS_SEARCH_MIN_CHARS, {
    error: 'validation.min_length',
  }),
  agrupacion_id: idSchema,
  near: z.object(coordinatesSchema.shape, issue('validation.coordinates')).optional(),
});
export type GeocodeSearchRequest = z.infer<typeof geocodeSearchRequestSchema>;

/** POST geocode/reverse */
export const geocodeReverseRequestSchema = z.object({
  position: z.object(coordinatesSchema.shape, issue('validation.coordinates')),
});
export type GeocodeReverseRequest = z.infer<typeof geocodeReverseRequestSchema>;

/** The answer of both geocode calls. */
export const geocodeResponseSchema = z.object({
  addresses: z.array(geocodedAddressSchema),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
