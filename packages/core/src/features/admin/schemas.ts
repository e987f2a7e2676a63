/**
 * The operator side, `/api/admin/*` (docs/architecture.md, the API beyond the spec): groupings with their branding, domains,
 * fares (in cents, as stored) and zones, club commerces and the operator's user list. The
 * server declares its admin routes with these; content, tickets and messages have their
 * admin bodies beside their own schemas (contentUpdateSchema, ticketStateUpdateSchema,
 * operatorMessageCreateSchema).
 */
import { z } from 'zod';
import { APP_KINDS } from '../config/schemas';
import {
  TEXT_MAX,
  hexColorSchema,
  httpsUrlSchema,
  idSchema,
  imageUrlSchema,
  issue,
  timestampSchema,
  latitudeSchema,
  longitudeSchema,
  normalizeHexColor,
  optionalText,
  requiredText,
} from '../common/schemas';
import { currencySchema } from '../common/money';
import { contentKeySchema } from '../content/schemas';
import { localizedTextSchema } from '../common/localized';
import { LANGUAGES } from '../config/constants';

/** A grouping's fare in cents; the rides feature prices a trip from it. */
export const fareRuleSchema = z.object({
  flag_fall: z.number(issue('validation.amount')).int().min(0).max(1_000_000),
  per_km: z.number(issue('validation.amount')).int().min(0).max(1_000_000),
  minimum: z.number(issue('validation.amount')).int().min(0).max(1_000_000),
  scheduled_supplement: z.number(issue('validation.amount')).int().min(0).max(1_000_000),
  discount_percent: z.number(issue('validation.amount')).min(0).max(100),
});

/** Where a grouping serves: a centre and radius, or a polygon of [latitude, longitude]. */
export const rideZoneSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('circle'),
      center: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }),
      radius_km: z.number(issue('validation.invalid')).positive().max(20_000),
    }),
    z.object({
      type: z.literal('polygon'),
      points: z
        .array(z.tuple([latitudeSchema, longitudeSchema]))
        .min(3)
        .max(1000),
    }),
  ],
  issue('validation.invalid'),
);

const color = hexColorSchema.transform(normalizeHexColor);

/** Names and titles are shown as text: markup in them is a mistake or an attack. */
const NO_MARKUP = /^[^<>]*$/;

export const permalinkSchema = requiredText(60)
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, issue('validation.alphaNum'));

/** An extra as the operator writes it: its description in one text or per language. */
const adminExtraSchema = z.object({
  show: z.boolean(issue('validation.invalid')),
  description: localizedTextSchema(requiredText(TEXT_MAX.name)),
});

/** Per-language texts as stored, so the console can show what each language says. */
const localizedTextsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<z.ZodString>
  >,
);
const storedTextsSchema = z.record(z.string(), localizedTextsSchema);
const storedExtraSchema = z.object({
  show: z.boolean(),
  description: z.union([z.string(), localizedTextsSchema]),
});

/** Everything an operator may set on a grouping. */
const groupingFields = {
  parent_id: idSchema,
  permalink: permalinkSchema,
  name: localizedTextSchema(
    requiredText(TEXT_MAX.name).regex(NO_MARKUP, issue('validation.invalid')),
  ),
  title: localizedTextSchema(
    optionalText(200).regex(NO_MARKUP, issue('validation.invalid')),
  ).nullable(),
  logo: imageUrlSchema.nullable(),
  favicon: imageUrlSchema.nullable(),
  currency: currencySchema,
  main_color: color,
  secondary_color: color,
  main_background_color: color,
  menu_text_color: color,
  top_text_color: color,
  facebook_link: httpsUrlSchema.nullable(),
  linkedin_link: httpsUrlSchema.nullable(),
  twitter_link: httpsUrlSchema.nullable(),
  instagram_link: httpsUrlSchema.nullable(),
  analytics_id: optionalText(64)
    .regex(/^[A-Za-z0-9-]*$/, issue('validation.alphaNum'))
    .nullable(),
  /** The operator's OAuth client ("….apps.googleusercontent.com"): turns Google sign-in on. */
  google_client_id: optionalText(200)
    .regex(/^[A-Za-z0-9._-]*$/, issue('validation.invalid'))
    .nullable(),
  /** The operator's Facebook app id (digits): turns Facebook sign-in on. */
  facebook_app_id: optionalText(32)
    .regex(/^[0-9]*$/, issue('validation.numeric'))
    .nullable(),
  extras: z.array(adminExtraSchema).max(50),
  taxi_languages: z.array(z.string().regex(/^[a-z]{2}$/, issue('validation.invalid'))).max(20),
  show_extra_passengers: z.boolean(issue('validation.invalid')),
  max_num_passengers: z.number(issue('validation.numeric')).int().min(1).max(99).nullable(),
  validate_passengers_count: z.boolean(issue('validation.invalid')),
  fare: fareRuleSchema.nullable(),
  zone: rideZoneSchema.nullable(),
};

/** POST admin/agrupations: a new grouping under one of the operator's. */
export const groupingCreateSchema = z
  .object(groupingFields)
  .partial()
  .required({ parent_id: true, permalink: true, name: true });
export type GroupingCreate = z.infer<typeof groupingCreateSchema>;

/** PUT admin/agrupations/{id}: any of the fields. */
export const groupingUpdateSchema = z
  .object(groupingFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type GroupingUpdate = z.infer<typeof groupingUpdateSchema>;

export const relatedUpdateSchema = z.object({ related_ids: z.array(idSchema).max(100) });
export const fareUpdateSchema = z.object({ fare: fareRuleSchema.nullable() });

/** A grouping as the operator's console shows it. */
export const adminGroupingSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  permalink: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  currency: z.string(),
  main_color: z.string(),
  secondary_color: z.string(),
  main_background_color: z.string(),
  menu_text_color: z.string(),
  top_text_color: z.string(),
  facebook_link: z.string().nullable(),
  linkedin_link: z.string().nullable(),
  twitter_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  analytics_id: z.string().nullable(),
  google_client_id: z.string().nullable(),
  facebook_app_id: z.string().nullable(),
  extras: z.array(storedExtraSchema),
  /** The per-language texts of name and title; the plain fields are the fallback. */
  texts: storedTextsSchema,
  taxi_languages: z.array(z.string()),
  show_extra_passengers: z.boolean(),
  max_num_passengers: z.number().nullable(),
  validate_passengers_count: z.boolean(),
  fare: fareRuleSchema.nullable(),
  zone: rideZoneSchema.nullable(),
  related_ids: z.array(z.number()),
});
export type AdminGrouping = z.infer<typeof adminGroupingSchema>;

export const adminDomainSchema = z.object({
  id: z.number(),
  domain: z.string(),
  agrupation_id: z.number(),
  app: z.enum(APP_KINDS),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;

/**
 * POST admin/domains answered 202: the host is the operator's once it proves control, by
 * serving `token` at `http.url` or publishing the `dns` TXT record, then calling `verify`.
 */
export const domainClaimSchema = z.object({
  id: z.number(),
  domain: z.string(),
  agrupation_id: z.number(),
  app: z.enum(APP_KINDS),
  token: z.string(),
  http: z.object({ url: z.string(), body: z.string() }),
  dns: z.object({ name: z.string(), type: z.literal('TXT'), value: z.string() }),
});
export type DomainClaim = z.infer<typeof domainClaimSchema>;

export const domainCreateSchema = z.object({
  domain: requiredText(253)
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, issue('validation.invalid')),
  agrupation_id: idSchema,
  app: z.enum(APP_KINDS, issue('validation.invalid')),
});
export type DomainCreate = z.infer<typeof domainCreateSchema>;

/** Which grouping an admin call is about; the operator's own when absent. */
export const adminGroupingQuerySchema = z.object({
  agrupation_id: z.coerce.number().pipe(idSchema).optional(),
});

export const adminContentParamsSchema = z.object({ content_key: contentKeySchema });

const commerceFields = {
  agrupation_id: idSchema,
  name: localizedTextSchema(requiredText(TEXT_MAX.name)),
  logo: imageUrlSchema.nullable(),
  offer: localizedTextSchema(optionalText(200)),
  description: localizedTextSchema(optionalText(TEXT_MAX.body)).nullable(),
  address: optionalText(TEXT_MAX.address),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  phone: optionalText(30).nullable(),
  website: httpsUrlSchema.nullable(),
  position: z.number(issue('validation.numeric')).int().min(0).max(10_000),
  active: z.boolean(issue('validation.invalid')),
};

export const commerceCreateSchema = z
  .object(commerceFields)
  .partial()
  .required({ name: true, latitude: true, longitude: true });
export type CommerceCreate = z.infer<typeof commerceCreateSchema>;

export const commerceUpdateSchema = z
  .object(commerceFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type CommerceUpdate = z.infer<typeof commerceUpdateSchema>;

export const adminCommerceSchema = z.object({
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
  /** The per-language texts of name, offer and description; the plain fields fall back. */
  texts: storedTextsSchema,
});
export type AdminCommerce = z.infer<typeof adminCommerceSchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  kind: z.enum(['client', 'company', 'employee', 'hotel_staff', 'operator']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const sentResponseSchema = z.object({ sent: z.number() });

/**
 * GET/PUT admin/session_settings: how long a session lives without being used, and at most
 * from its sign-in. Defaults: 30 idle days, 180 days in all.
 */
export const SESSION_DEFAULTS = { idle_days: 30, absolute_days: 180 } as const;
export const sessionSettingsSchema = z
  .object({
    idle_days: z
      .number(issue('validation.invalid'))
      .int(issue('validation.invalid'))
      .min(1, issue('validation.invalid'))
      .max(365, issue('validation.invalid')),
    absolute_days: z
      .number(issue('validation.invalid'))
      .int(issue('validation.invalid'))
      .min(1, issue('validation.invalid'))
      .max(730, issue('validation.invalid')),
  })
  .refine((settings) => settings.idle_days <= settings.absolute_days, {
    ...issue('validation.invalid'),
    path: ['idle_days'],
  });
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

/** GET admin/delivery_failures: emails and SMS the provider did not take, newest first. */
export const deliveryFailureSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The provider's answer to the last attempt (status and its words, or the network error). */
  error: z.string(),
  attempts: z.number().int(),
  created_at: timestampSchema,
  last_attempt_at: timestampSchema.nullable(),
});
export const deliveryFailuresSchema = z.object({ failures: z.array(deliveryFailureSchema) });
export type DeliveryFailures = z.infer<typeof deliveryFailuresSchema>;
