import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AgrupationsTable, App } from '../../db/schema';
import * as repo from './repository';
import type { AgrupationConfig } from './schemas';

export type Agrupation = Selectable<AgrupationsTable>;

/**
 * The grouping a request speaks for, from its App-Agrupation header. A missing or unknown
 * permalink gets the default grouping, as an unknown domain does, so a stale header on a
 * kiosk still shows a working page instead of an error.
 */
export async function resolveTenant(db: Db, permalink: string | undefined): Promise<Agrupation> {
  const found = permalink ? await repo.findByPermalink(db, permalink.trim()) : undefined;
  if (found) return found;
  const fallback = (await repo.findDefault(db)) ?? (await repo.findAll(db))[0];
  if (!fallback) throw new Error('No grouping exists: run the seed');
  return fallback;
}

/** The top of a grouping's tree: the operator whose accounts and content it shares. */
export async function rootOf(db: Db, agrupation: Agrupation): Promise<Agrupation> {
  let current = agrupation;
  // Bounded walk: a cycle in parent_id (which the admin API refuses) cannot hang a request.
  for (let depth = 0; depth < 32 && current.parent_id != null; depth += 1) {
    const parent = await repo.findById(db, current.parent_id);
    if (!parent) break;
    current = parent;
  }
  return current;
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

export async function toConfig(db: Db, row: Agrupation): Promise<AgrupationConfig> {
  const related = await repo.findRelated(db, row.id);
  const relatedWithChildren = await Promise.all(
    related.map(async (item) => ({
      item,
      hasRelated: (await repo.findRelated(db, item.id)).length > 0,
    })),
  );
  return {
    id: row.id,
    parent_id: row.parent_id,
    permalink: row.permalink,
    name: row.name,
    logo: row.logo,
    favicon: row.favicon,
    title: row.title,
    currency: row.currency,
    main_color: row.main_color,
    secondary_color: row.secondary_color,
    main_background_color: row.main_background_color,
    menu_text_color: row.menu_text_color,
    top_text_color: row.top_text_color,
    facebook_link: row.facebook_link,
    linkedin_link: row.linkedin_link,
    twitter_link: row.twitter_link,
    instagram_link: row.instagram_link,
    analytics_id: row.analytics_id,
    extras: row.extras,
    taxi_languages: row.taxi_languages,
    show_extra_passengers: row.show_extra_passengers,
    max_num_passengers: row.max_num_passengers,
    validate_passengers_count: row.validate_passengers_count,
    fare: row.fare,
    zone: row.zone,
    related_agrupations: relatedWithChildren.map(({ item, hasRelated }) => ({
      id: item.id,
      permalink: item.permalink,
      name: item.name,
      logo: item.logo,
      currency: item.currency,
      has_fare: item.fare != null,
      has_related: hasRelated,
    })),
  };
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

/** The branding of a grouping as GET configuration/domain returns it. */
export function toDomainConfiguration(row: Agrupation, siteDomain: string, app: App) {
  return {
    site_domain: siteDomain,
    app,
    agrupacion_id: row.id,
    permalink: row.permalink,
    name: row.name,
    title: row.title ?? row.name,
    logo: row.logo,
    favicon: row.favicon,
    currency: row.currency,
    main_color: row.main_color,
    secondary_color: row.secondary_color,
    main_background_color: row.main_background_color,
    menu_text_color: row.menu_text_color,
    top_text_color: row.top_text_color,
    facebook_link: row.facebook_link,
    linkedin_link: row.linkedin_link,
    twitter_link: row.twitter_link,
    analytics_id: row.analytics_id,
  };
}

/** The grouping and app a site domain serves; an unknown domain gets the default grouping. */
export async function configurationForDomain(db: Db, search: string) {
  const domain = normalizeDomain(search);
  const found = domain ? await repo.findDomain(db, domain) : undefined;
  const row = found ? await repo.findById(db, found.agrupation_id) : undefined;
  if (found && row) return toDomainConfiguration(row, domain, found.app);
  return toDomainConfiguration(await resolveTenant(db, undefined), domain, 'panel');
}
