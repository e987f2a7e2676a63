import { z } from 'zod';

// PLACEHOLDER wire shapes until @parada/core's features/config schemas land; the names
// follow spec §3 (Grouping) so switching is a rename of imports.

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color');
export const HttpsLink = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s"'<>]+$/, 'validation.url');

export const Extra = z.object({ show: z.boolean(), description: z.string().max(500) });

export const FareRule = z.object({
  flag_fall: z.number().int().min(0),
  per_km: z.number().int().min(0),
  minimum: z.number().int().min(0),
  scheduled_supplement: z.number().int().min(0),
  discount_percent: z.number().min(0).max(100),
});

const Latitude = z.number().min(-90, 'validation.coordinates').max(90, 'validation.coordinates');
const Longitude = z.number().min(-180, 'validation.coordinates').max(180, 'validation.coordinates');

export const Zone = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('circle'),
    center: z.object({ latitude: Latitude, longitude: Longitude }),
    radius_km: z.number().positive().max(20_000),
  }),
  z.object({
    type: z.literal('polygon'),
    points: z
      .array(z.tuple([Latitude, Longitude]))
      .min(3)
      .max(500),
  }),
]);

export const RelatedAgrupation = z.object({
  id: z.number(),
  permalink: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  currency: z.string(),
  has_fare: z.boolean(),
  has_related: z.boolean(),
});

export const AgrupationConfig = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  permalink: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  title: z.string().nullable(),
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
  extras: z.array(Extra),
  taxi_languages: z.array(z.string()),
  show_extra_passengers: z.boolean(),
  max_num_passengers: z.number().nullable(),
  validate_passengers_count: z.boolean(),
  fare: FareRule.nullable(),
  zone: Zone.nullable(),
  related_agrupations: z.array(RelatedAgrupation),
});
export type AgrupationConfig = z.infer<typeof AgrupationConfig>;

export const DomainConfigResponse = z.object({
  domain: z.string(),
  app: z.enum(['panel', 'hotel', 'guest']),
  agrupation: AgrupationConfig,
});

/** The short form a user's `exclusive_agrupation` carries. */
export const AgrupationSummary = z.object({
  id: z.number(),
  permalink: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  currency: z.string(),
});
