/**
 * The operator side, `/api/admin/*` (DESIGN §4): groupings with their branding, domains,
 * fares and zones, drivers and club commerces. Content, tickets and messages have their
 * admin bodies beside their own schemas (contentUpdateSchema, ticketStateUpdateSchema,
 * operatorMessageCreateSchema). Money is in currency units like every other call.
 */
import { z } from 'zod';
import {
  coordinatesSchema,
  currencySchema,
  emailSchema,
  hexColorSchema,
  httpsUrlSchema,
  idSchema,
  imageUrlSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  nameText,
  nonNegativeMoneySchema,
  optionalNameText,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
  TEXT_MAX,
} from '../common/schemas';
import { LANGUAGES } from '../config/constants';
import { appKindSchema, siteDomainSchema } from '../config/schemas';

/** A permalink travels in the App-Agrupation header and URLs: lower-case words and dashes. */
export const permalinkSchema = z
  .string(issue('validation.required'))
  .trim()
  .toLowerCase()
  .min(2, issue('validation.invalid'))
  .max(TEXT_MAX.short, issue('validation.max_length'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, issue('validation.invalid'));

/** How a grouping prices a ride; null in a grouping means it only lists its children. */
export const fareRuleSchema = z.object({
  flag_fall: nonNegativeMoneySchema,
  per_km: nonNegativeMoneySchema,
  minimum: nonNegativeMoneySchema,
  /** Added when the ride is booked for later. */
  scheduled_supplement: nonNegativeMoneySchema,
  discount_percent: z
    .number(issue('validation.numeric'))
    .min(0, issue('validation.invalid'))
    .max(100, issue('validation.invalid')),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

/** The area a grouping serves ("Sorry, there is no service in this zone" outside it). */
export const serviceZoneSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('circle'),
    center: coordinatesSchema,
    radius_km: z.number().positive(issue('validation.invalid')).max(20_000),
  }),
  z.object({
    type: z.literal('polygon'),
    /** [latitude, longitude] corners in order; the polygon closes itself. */
    points: z
      .array(z.tuple([latitudeSchema, longitudeSchema]))
      .min(3)
      .max(500),
  }),
]);
export type ServiceZone = z.infer<typeof serviceZoneSchema>;

const agrupationAdminFields = {
  parent_id: idSchema.nullable(),
  permalink: permalinkSchema,
  name: nameText(TEXT_MAX.name),
  title: optionalNameText(TEXT_MAX.name).nullable(),
  logo: imageUrlSchema.nullable(),
  favicon: imageUrlSchema.nullable(),
  currency: currencySchema,
  main_color: hexColorSchema.nullable(),
  secondary_color: hexColorSchema.nullable(),
  main_background_color: hexColorSchema.nullable(),
  menu_text_color: hexColorSchema.nullable(),
  top_text_color: hexColorSchema.nullable(),
  facebook_link: httpsUrlSchema.nullable(),
  linkedin_link: httpsUrlSchema.nullable(),
  twitter_link: httpsUrlSchema.nullable(),
  analytics_id: optionalText(64).nullable(),
  extras: z
    .array(z.object({ show: z.boolean(), description: requiredText(TEXT_MAX.address) }))
    .max(20),
  taxi_languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length),
  show_extra_passengers: z.boolean(),
  max_num_passengers: z.number().int().min(1).max(99).nullable(),
  validate_passengers_count: z.boolean(),
  fare: fareRuleSchema.nullable(),
  zone: serviceZoneSchema.nullable(),
  /** Groupings offered one level below this one in the fare picker, in order. */
  related_agrupation_ids: z.array(idSchema).max(50),
};

/** POST admin/agrupations; absent optional parts take the defaults (spec §9 colours). */
export const agrupationCreateSchema = z.object({
  ...agrupationAdminFields,
  parent_id: agrupationAdminFields.parent_id.default(null),
  title: agrupationAdminFields.title.default(null),
  logo: agrupationAdminFields.logo.default(null),
  favicon: agrupationAdminFields.favicon.default(null),
  main_color: agrupationAdminFields.main_color.default(null),
  secondary_color: agrupationAdminFields.secondary_color.default(null),
  main_background_color: agrupationAdminFields.main_background_color.default(null),
  menu_text_color: agrupationAdminFields.menu_text_color.default(null),
  top_text_color: agrupationAdminFields.top_text_color.default(null),
  facebook_link: agrupationAdminFields.facebook_link.default(null),
  linkedin_link: agrupationAdminFields.linkedin_link.default(null),
  twitter_link: agrupationAdminFields.twitter_link.default(null),
  analytics_id: agrupationAdminFields.analytics_id.default(null),
  extras: agrupationAdminFields.extras.default([]),
  taxi_languages: agrupationAdminFields.taxi_languages.default([]),
  show_extra_passengers: agrupationAdminFields.show_extra_passengers.default(false),
  max_num_passengers: agrupationAdminFields.max_num_passengers.default(null),
  validate_passengers_count: agrupationAdminFields.validate_passengers_count.default(false),
  fare: agrupationAdminFields.fare.default(null),
  zone: agrupationAdminFields.zone.default(null),
  related_agrupation_ids: agrupationAdminFields.related_agrupation_ids.default([]),
});
export type AgrupationCreate = z.infer<typeof agrupationCreateSchema>;
export type AgrupationCreateInput = z.input<typeof agrupationCreateSchema>;

/** PUT admin/agrupations/{id}: any of the fields, at least one. */
export const agrupationUpdateSchema = z
  .object(agrupationAdminFields)
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'));
export type AgrupationUpdate = z.infer<typeof agrupationUpdateSchema>;

/** POST admin/domains: which grouping and app a host name serves. */
export const domainCreateSchema = z.object({
  domain: siteDomainSchema,
  agrupacion_id: idSchema,
  app: appKindSchema,
});
export type DomainCreate = z.infer<typeof domainCreateSchema>;

const driverFields = {
  agrupacion_id: idSchema,
  name: nameText(TEXT_MAX.name),
  email: emailSchema,
  telephone: phoneSchema,
  plate: requiredText(16).regex(/^[\p{L}\p{N} -]+$/u, issue('validation.alphaNum')),
  model: requiredText(TEXT_MAX.short),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length),
};

/** POST admin/drivers */
export const driverCreateSchema = z.object({
  ...driverFields,
  password: passwordSchema,
  languages: driverFields.languages.default([]),
});
export type DriverCreate = z.infer<typeof driverCreateSchema>;
export type DriverCreateInput = z.input<typeof driverCreateSchema>;

// Updates are built from the fields without defaults: a default inside .partial() would
// fill an absent field and overwrite what is stored.

/** PUT admin/drivers/{id} */
export const driverUpdateSchema = z
  .object({ ...driverFields, active: z.boolean() })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'));
export type DriverUpdate = z.infer<typeof driverUpdateSchema>;

const commerceFields = {
  agrupacion_id: idSchema,
  name: nameText(TEXT_MAX.name),
  logo: imageUrlSchema.nullable(),
  offer: requiredText(TEXT_MAX.address),
  address: requiredText(TEXT_MAX.address),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  description: optionalText(TEXT_MAX.body).nullable(),
  website: httpsUrlSchema.nullable(),
  phone: phoneSchema.nullable(),
};

/** POST admin/commerces (club partners) */
export const commerceCreateSchema = z.object({
  ...commerceFields,
  logo: commerceFields.logo.default(null),
  description: commerceFields.description.default(null),
  website: commerceFields.website.default(null),
  phone: commerceFields.phone.default(null),
});
export type CommerceCreate = z.infer<typeof commerceCreateSchema>;
export type CommerceCreateInput = z.input<typeof commerceCreateSchema>;

/** PUT admin/commerces/{id} */
export const commerceUpdateSchema = z
  .object(commerceFields)
  .omit({ agrupacion_id: true })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'));
export type CommerceUpdate = z.infer<typeof commerceUpdateSchema>;
