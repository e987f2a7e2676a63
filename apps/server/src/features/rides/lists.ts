import type { Language, ProcessedRidesQuery } from '@parada/core';
import type { Db } from '../../db/database';
import { cached, type CachedTable } from '../../db/read-cache';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { timeZoneOf } from '../fares/service';
import * as groupings from '../groupings/repository';
import { localToInstant } from './local-time';
import * as repo from './repository';
import type { RideWithDriver } from './repository';
import { toRide } from './to-ride';

/* The lists of rides a customer reads: on the way, waiting, finished, and for the PDF. */

/** The apps' lists show this many at most; older ones are in the finished list's pages. */
const LIST_LIMIT = 100;

/** Every table a ride list reads from (repo.selectRides): a write to one drops it. */
const LIST_TABLES: readonly CachedTable[] = ['services', 'users', 'drivers', 'ride_charges'];
/**
 * The apps poll the live and the waiting list every 60 s on every open panel, and each is
 * nearly always what it was (most often empty): a burst of polls shares one read. A change
 * made through this instance is seen at once (the read cache drops a list on any write to
 * its tables, one still in flight included); another instance's within half a second, as
 * a session's is.
 */
const LIST_TTL_MS = 500;

const viewerList = (db: Db, user: AuthUser, list: string, load: () => Promise<RideWithDriver[]>) =>
  cached(db, `${list}:${user.kind}:${user.id}`, LIST_TABLES, LIST_TTL_MS, load);

export async function listInProcess(db: Db, user: AuthUser, language: Language) {
  const rows = await viewerList(db, user, 'live-list', () => repo.listLive(db, user, LIST_LIMIT));
  return rows.map((row) => toRide(row, language));
}

export async function listScheduled(db: Db, user: AuthUser, language: Language) {
  const rows = await viewerList(db, user, 'waiting-list', () =>
    repo.listWaiting(db, user, LIST_LIMIT),
  );
  return rows.map((row) => toRide(row, language));
}

/** GET v2/services: finished rides (8, 9, 4, 5), or those of one `status`, newest first. */
export async function listProcessed(
  db: Db,
  user: AuthUser,
  query: ProcessedRidesQuery,
  language: Language,
) {
  let since: Date | undefined;
  if (query.start_date) {
    // The day starts at midnight where the caller's grouping is.
    const own = await groupings.findById(db, user.agrupation_id);
    const zone = own ? await timeZoneOf(db, own) : 'Europe/Madrid';
    since = localToInstant(`${query.start_date} 00:00`, zone);
  }
  const { rows, total } = await repo.listFinished(db, user, {
    status: query.status,
    since,
    limit: query.limit,
    offset: query.offset,
  });
  return { services: rows.map((row) => toRide(row, language)), total };
}

/** GET services?format=pdf: the caller's rides, or one of a company's employees' rides. */
export async function forPdf(
  db: Db,
  user: AuthUser,
  query: { limit: number; offset: number; employee_id?: number | undefined },
  language: Language,
) {
  // Whose services they are: the caller's, or the one employee's a company asked for.
  let owner = user.name;
  let userId: number | undefined;
  if (query.employee_id !== undefined) {
    const employee =
      user.kind === 'company'
        ? await repo.findEmployeeOf(db, user.id, query.employee_id)
        : undefined;
    if (!employee) throw notFound();
    owner = employee.name;
    userId = employee.id;
  }
  const rows = await repo.listPage(db, user, {
    userId,
    limit: query.limit,
    offset: query.offset,
  });
  // The document's money is what was charged: a cancelled ride without a fee and a booking
  // still to come add nothing, whatever fare they were quoted.
  const charged = new Map<number, { cents: number; currency: string }>();
  for (const row of await repo.listChargedTotals(
    db,
    rows.map((row) => row.id),
  )) {
    charged.set(row.service_id, { cents: Number(row.cents), currency: row.currency });
  }
  return {
    owner,
    services: rows.map((row) => ({ ride: toRide(row, language), charged: charged.get(row.id) })),
  };
}
