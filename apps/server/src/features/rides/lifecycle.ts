import { canTransition, isFinalStatus, isStatusCode, type StatusCode } from '@parada/core';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import { settleTransition } from '../billing/charging';
import type { EventBus } from '../live/bus';
import * as repo from './repository';
import type { RideRow } from './repository';
import type { RidesTable } from './tables';

/** Who moved a ride, as its event row records it. */
export interface Actor {
  actor: 'customer' | 'driver' | 'dispatcher' | 'operator';
  driverId?: number | null;
  /** The server instance (the dispatcher's, for its moves). */
  instance?: string | null;
}

export interface RideDeps {
  db: Db;
  bus: EventBus;
}

export const refused = (): HttpError => new HttpError(409, 'error.status_transition');

/**
 * Moves a locked service to `to` if core's table allows it, and writes the event row in the
 * same transaction: the log and the state never disagree.
 */
export async function applyTransition(
  trx: Db,
  current: RideRow,
  to: StatusCode,
  by: Actor,
  patch: Updateable<RidesTable> = {},
): Promise<RideRow> {
  if (!isStatusCode(current.status_code) || !canTransition(current.status_code, to)) {
    throw refused();
  }
  const final = isFinalStatus(to);
  const updated = await repo.updateRide(trx, current.id, {
    ...patch,
    status_code: to,
    ...(final ? { ended_at: new Date(), offered_driver_id: null, offered_at: null } : {}),
  });
  await repo.insertEvent(trx, {
    service_id: current.id,
    kind: 'status',
    from_code: current.status_code,
    to_code: to,
    actor: by.actor,
    instance: by.instance ?? null,
    driver_id: by.driverId ?? null,
  });
  // Money follows the status in the same transaction: a completion charges exactly once.
  await settleTransition(trx, current, updated);
  return updated;
}

/** Tells the owner's streams that a service changed; a lost notice is covered by the poll. */
export async function announce(deps: RideDeps, row: RideRow): Promise<void> {
  await deps.bus
    .publish({
      type: 'service',
      service_id: row.id,
      user_id: row.user_id,
      company_id: row.company_id,
    })
    .catch(() => {});
}

/**
 * One status change in its own transaction: lock, `check` the caller's right (it throws),
 * move, log, commit, then announce.
 */
export async function changeStatus(
  deps: RideDeps,
  id: number,
  to: StatusCode,
  by: Actor,
  options: {
    /** Columns to set with the move; a function reads the locked row first. */
    patch?: Updateable<RidesTable> | ((row: RideRow) => Updateable<RidesTable>);
    check?: (row: RideRow) => void;
  } = {},
): Promise<RideRow> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockRide(trx, id);
    if (!current) throw notFound();
    options.check?.(current);
    const patch = typeof options.patch === 'function' ? options.patch(current) : options.patch;
    return applyTransition(trx, current, to, by, patch);
  });
  await announce(deps, row);
  return row;
}
