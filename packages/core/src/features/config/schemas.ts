/**
 * The domain configuration: which grouping a site domain shows and how it is branded
 * (GET configuration/domain?search=…; spec §1 and §9).
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './constants';
import { hexColorSchema, httpsUrlSchema, idSchema, imageUrlSchema, issue } from '../common/schemas';
import { currencySchema } from '../common/money';

/** A hostname as the browser reports it ("panel.example.com", "localhost"). */
export const siteDomainSchema = z
  .string(issue('validation.required'))
  .trim()
  .toLowerCase()
  .min(1, issue('validation.required'))
  .max(253, issue('validation.max_length'))
  .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, issue('validation.invalid'));

/** GET configuration/domain */
export const domainConfigurationQuerySchema = z.object({ search: siteDomainSchema });
export type DomainConfigurationQuery = z.infer<typeof domainConfigurationQuerySchema>;

/** A grouping's colours; null means "use the default" (DEFAULT_COLORS). */
export const brandColorsSchema = z.object({
  main_color: hexColorSchema.nullable(),
  secondary_color: hexColorSchema.nullable(),
  main_background_color: hexColorSchema.nullable(),
  menu_text_color: hexColorSchema.nullable(),
  top_text_color: hexColorSchema.nullable(),
});
export type BrandColors = z.infer<typeof brandColorsSchema>;

/** Links the drawer shows when set. */
export const socialLinksSchema = z.object({
  facebook_link: httpsUrlSchema.nullable(),
  linkedin_link: httpsUrlSchema.nullable(),
  twitter_link: httpsUrlSchema.nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * Google and Facebook sign-in for a grouping: a provider is null unless the grouping
 * has its client id, and then the app loads its SDK (the page's policy allows only then).
 */
export const socialSignInSchema = z.object({
  google: z
    .object({ client_id: z.string().min(1).max(200), script_url: z.string().url() })
    .nullable(),
  facebook: z
    .object({ app_id: z.string().min(1).max(32), script_url: z.string().url() })
    .nullable(),
});
export type SocialSignIn = z.infer<typeof socialSignInSchema>;

/** Which of the apps a domain serves. */
export const APP_KINDS = ['panel', 'hotel', 'guest', 'console', 'driver'] as const;
export const appKindSchema = z.enum(APP_KINDS);
export type AppKind = z.infer<typeof appKindSchema>;

/** The response of GET configuration/domain: everything a panel needs before log-in. */
export const domainConfigurationSchema = z.object({
  site_domain: z.string(),
  app: appKindSchema.optional(),
  agrupacion_id: idSchema,
  permalink: z.string(),
  name: z.string(),
  title: z.string(),
  logo: imageUrlSchema.nullable(),
  favicon: imageUrlSchema.nullable(),
  currency: currencySchema,
  /**
   * The IANA zone the grouping works in: every time on its screens reads on this clock,
   * wherever the viewer is. Absent from older servers, which meant the operator's default.
   */
  time_zone: z.string().min(1).max(64).default(DEFAULT_TIME_ZONE),
  ...brandColorsSchema.shape,
  ...socialLinksSchema.shape,
  /** Set only for the one company whose panel loads analytics (spec §1). */
  analytics_id: z.string().nullable().optional(),
  /**
   * Whether cards can be charged: `live` (a real gateway), `sandbox` (test cards only, to be
   * shown as such) or `off` (no card recharge). Absent from older servers: treat as live.
   */
  card_payments: z.enum(['live', 'sandbox', 'off']).optional(),
  /** Absent from older servers: no social sign-in. */
  social_sign_in: socialSignInSchema.optional(),
  /** On a panel domain: the operator's hotel app domains (the panel's Hotel item). */
  hotel_domains: z.array(z.string()).optional(),
});
export type DomainConfiguration = z.infer<typeof domainConfigurationSchema>;
