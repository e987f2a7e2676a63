import type { Commerce, Language } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CommercesTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { textIn } from '../../lib/operator-texts';
import { rootOf, type Grouping } from '../groupings/service';
import * as repo from './repository';

/** A partner commerce in the reader's language when the operator wrote it in several. */
export function toCommerce(row: Selectable<CommercesTable>, language: Language): Commerce {
  return {
    id: row.id,
    name: textIn(row.texts, 'name', row.name, language),
    logo: row.logo,
    offer: textIn(row.texts, 'offer', row.offer, language),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    description: textIn(row.texts, 'description', row.description, language),
    website: row.website,
    phone: row.phone,
  };
}

/** The club of a site is its operator's: a hotel's guests see the operator's partners. */
async function clubOwner(db: Db, tenant: Grouping) {
  return rootOf(db, tenant);
}

export async function list(db: Db, tenant: Grouping, language: Language) {
  const owner = await clubOwner(db, tenant);
  return (await repo.listActive(db, owner.id)).map((row) => toCommerce(row, language));
}

export async function detail(db: Db, tenant: Grouping, id: number, language: Language) {
  const owner = await clubOwner(db, tenant);
  const row = await repo.findById(db, id);
  if (!row || !row.active || row.agrupation_id !== owner.id) throw notFound();
  return toCommerce(row, language);
}
