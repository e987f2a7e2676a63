import { hexColorSchema, httpsUrlSchema, imageUrlSchema, type Language } from '@parada/core';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { GroupingsTable, App } from '../../db/schema';
import { textIn } from '../../lib/operator-texts';
import * as repo from './repository';
import type { AdminGrouping } from '@parada/core';
import { socialSignInOf, type SocialScripts } from './social-sign-in';

export type Grouping = Selectable<GroupingsTable>;

/** How an operator sets up an empty database (docs/deploy.md); the start-up warning names it. */
export const FIRST_OPERATOR_COMMAND =
  'pnpm --filter @parada/server first-operator --permalink <permalink> --name <name> ' +
  '--domain <domain> --email <email> --phone <phone> --currency <currency>';

/**
 * No grouping exists yet (production before `first-operator` ran): the service is not set
 * up, a 503 saying so rather than a 500, and the web routes answer pages with it too.
 */
export const notSetUp = (): HttpError => new HttpError(503, 'error.not_set_up');

export const isNotSetUp = (error: unknown): boolean =>
  error instanceof HttpError && error.key === 'error.not_set_up';

/**
 * The grouping a request speaks for, from its App-Agrupation header. A missing or unknown
 * permalink gets the default grouping, as an unknown domain does, so a stale header on a
 * kiosk still shows a working page instead of an error.
 */
export async function resolveTenant(db: Db, permalink: string | undefined): Promise<Grouping> {
  const found = permalink ? await repo.findByPermalink(db, permalink.trim()) : undefined;
  if (found) return found;
  const fallback = (await repo.findDefault(db)) ?? (await repo.findAll(db))[0];
  if (!fallback) throw notSetUp();
  return fallback;
}

/** The top of a grouping's tree: the operator whose accounts and content it shares. */
export async function rootOf(db: Db, grouping: Grouping): Promise<Grouping> {
  let current = grouping;
  // Bounded walk: a cycle in parent_id (which the admin API refuses) cannot hang a request.
  for (let depth = 0; depth < 32 && current.parent_id != null; depth += 1) {
    const parent = await repo.findById(db, current.parent_id);
    if (!parent) break;
    current = parent;
  }
  return current;
}

/** An app's domain nearest the grouping: its own, else its nearest ancestor's; null if none. */
export async function nearestAppDomain(
  db: Db,
  groupingId: number,
  app: App,
): Promise<string | null> {
  let current = await repo.findById(db, groupingId);
  for (let depth = 0; current && depth < 32; depth += 1) {
    const domains = await repo.listDomains(db, [current.id]);
    const found = domains.find((domain) => domain.app === app);
    if (found) return found.domain;
    current = current.parent_id != null ? await repo.findById(db, current.parent_id) : undefined;
  }
  return null;
}

/** Ids of a grouping and every grouping below it through parent_id. */
export async function subtreeIds(db: Db, rootId: number): Promise<number[]> {
  const all = await repo.findAll(db);
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of all) {
      if (row.parent_id != null && ids.has(row.parent_id) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

export async function toAdmin(db: Db, row: Grouping): Promise<AdminGrouping> {
  const related = await repo.findRelated(db, row.id);
  const { created_at: _created, privacy_updated_at: _privacy, ...fields } = row;
  return { ...fields, related_ids: related.map((item) => item.id) };
}

/** `search` may be a bare domain, a host with port, or a whole URL: all name one host. */
export function normalizeDomain(search: string): string {
  let value = search.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(value)) value = new URL(value).hostname;
  } catch {
    // Not a URL after all: treated as a host below.
  }
  value = value.split('/')[0] ?? '';
  value = value.replace(/:\d+$/, '').replace(/\.$/, '');
  return value;
}

/**
 * A stored value the apps may use as is, else null (the default look): rows written before
 * the admin API validated them, or edited by hand, must not put a script URL or CSS into
 * every page of a grouping.
 */
const safe = (schema: z.ZodType<string>, value: string | null): string | null =>
  value !== null && schema.safeParse(value).success ? value : null;

/** A grouping's colours, each a hex colour or null (the apps' defaults then). */
export function colorsOf(row: Grouping) {
  return {
    main_color: safe(hexColorSchema, row.main_color),
    secondary_color: safe(hexColorSchema, row.secondary_color),
    main_background_color: safe(hexColorSchema, row.main_background_color),
    menu_text_color: safe(hexColorSchema, row.menu_text_color),
    top_text_color: safe(hexColorSchema, row.top_text_color),
  };
}

/**
 * The branding of a grouping as GET configuration/domain returns it, its name and title in
 * the reader's language (the default language's when the operator wrote none in it).
 */
export function toDomainConfiguration(
  row: Grouping,
  siteDomain: string,
  app: App,
  timeZone: string,
  language: Language,
) {
  const name = textIn(row.texts, 'name', row.name, language);
  return {
    site_domain: siteDomain,
    app,
    agrupacion_id: row.id,
    permalink: row.permalink,
    name,
    title: textIn(row.texts, 'title', row.title, language) ?? name,
    logo: safe(imageUrlSchema, row.logo),
    favicon: safe(imageUrlSchema, row.favicon),
    currency: row.currency,
    time_zone: timeZone,
    ...colorsOf(row),
    facebook_link: safe(httpsUrlSchema, row.facebook_link),
    linkedin_link: safe(httpsUrlSchema, row.linkedin_link),
    twitter_link: safe(httpsUrlSchema, row.twitter_link),
    analytics_id: row.analytics_id,
  };
}

/**
 * The hotel app's domains of the operator a grouping belongs to: where a company's or
 * employee's "Hotel" item of the panel leads (spec §6).
 */
async function hotelDomainsOf(db: Db, row: Grouping): Promise<string[]> {
  const root = await rootOf(db, row);
  const hotels = await repo.listDomainsOfApp(db, 'hotel');
  const domains: string[] = [];
  for (const hotel of hotels) {
    const owner = await repo.findById(db, hotel.agrupation_id);
    if (owner && (await rootOf(db, owner)).id === root.id) domains.push(hotel.domain);
  }
  return domains;
}

/**
 * The grouping and app a site domain serves; an unknown domain gets the default grouping.
 * `zoneOf` names the grouping's clock (its fare model's zone, inherited).
 */
export async function configurationForDomain(
  db: Db,
  search: string,
  zoneOf: (row: Grouping) => Promise<string>,
  scripts: SocialScripts,
  language: Language,
) {
  const domain = normalizeDomain(search);
  const found = domain ? await repo.findDomain(db, domain) : undefined;
  const row = found ? await repo.findById(db, found.agrupation_id) : undefined;
  const [grouping, app] =
    found && row ? [row, found.app] : [await resolveTenant(db, undefined), 'panel' as const];
  return {
    ...toDomainConfiguration(grouping, domain, app, await zoneOf(grouping), language),
    hotel_domains: app === 'panel' ? await hotelDomainsOf(db, grouping) : [],
    social_sign_in: socialSignInOf(grouping, scripts),
  };
}
