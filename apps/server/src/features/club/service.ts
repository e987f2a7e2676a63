import type { Commerce } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CommercesTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { rootOf, type Grouping } from '../groupings/service';
import * as repo from './repository';

export function toCommerce(row: Selectable<CommercesTable>): Commerce {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    offer: row.offer,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    website: row.website,
    phone: row.phone,
  };
}

/** The club of a site is its operator's: a hotel's guests see the operator's partners. */
async function clubOwner(db: Db, tenant: Grouping) {
  return rootOf(db, tenant);
}

export async function list(db: Db, tenant: Grouping) {
  const owner = await clubOwner(db, tenant);
  return (await repo.listActive(db, owner.id)).map(toCommerce);
}

export async function detail(db: Db, tenant: Grouping, id: number) {
  const owner = await clubOwner(db, tenant);
  const row = await repo.findById(db, id);
  if (!row || !row.active || row.agrupation_id !== owner.id) throw notFound();
  return toCommerce(row);
}
