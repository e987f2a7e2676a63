import type {
  AuditObjectType,
  FarePreviewRequest,
  FareZoneCreate,
  FareZoneUpdate,
  PricingUpdate,
  SurchargeCreate,
  SurchargeUpdate,
  ZonePriceCreate,
  ZonePriceUpdate,
} from '@parada/core';
import type { Db } from '../../db/database';
import { json } from '../../db/database';
import { invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { ownGrouping, inScope, isUniqueViolation, type Scope } from '../admin/scope';
import * as auditLog from '../audit/service';
import * as groupingRepo from '../groupings/repository';
import { toAdmin } from '../groupings/service';
import type { RouteEstimator } from '../routing/route-estimator';
import { localToInstant } from '../rides/local-time';
import { price } from './pricing';
import * as repo from './repository';
import { fareModelOf, pricingRulesOf, timeZoneOf } from './service';

/** Who changed it, for the audit log. */
export interface Actor {
  user: AuthUser;
  scope: Scope;
}

const audit = (
  trx: Db,
  actor: Actor,
  action: string,
  objectType: AuditObjectType,
  objectId: number,
  before: unknown,
  after: unknown,
) =>
  auditLog.record(trx, actor.user, actor.scope.rootId, {
    action,
    objectType,
    objectId,
    before,
    after,
  });

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type ZoneRow = NonNullable<Awaited<ReturnType<typeof repo.findZoneById>>>;
type SurchargeRow = NonNullable<Awaited<ReturnType<typeof repo.findSurchargeById>>>;

const toZone = (row: ZoneRow) => ({
  id: row.id,
  agrupation_id: row.agrupation_id,
  name: row.name,
  polygon: row.polygon,
});

const toSurcharge = (row: SurchargeRow) => ({
  id: row.id,
  agrupation_id: row.agrupation_id,
  label: row.label,
  days: row.days,
  start: clock(row.start_minute),
  end: clock(row.end_minute),
  percent: row.percent,
});

/** The fare, its per-minute and booking parts, and the zones and surcharges that apply. */
export async function pricingOf(db: Db, scope: Scope, groupingId: number) {
  const grouping = await ownGrouping(db, scope, groupingId);
  const model = await repo.findFareModel(db, grouping.id);
  const rules = await pricingRulesOf(db, grouping);
  return {
    agrupation_id: grouping.id,
    time_zone: await timeZoneOf(db, grouping),
    fare: grouping.fare,
    per_minute: model?.per_minute ?? 0,
    booking_supplement: model?.booking_supplement ?? 0,
    zones_from: rules.zonesFrom,
    surcharges_from: rules.surchargesFrom,
    zones: rules.zones.map((zone) => ({
      id: zone.id,
      agrupation_id: zone.agrupation_id,
      name: zone.name,
      polygon: zone.geometry,
    })),
    zone_prices: rules.zonePrices,
    surcharges: rules.surcharges.map(toSurcharge),
  };
}

export async function updatePricing(
  db: Db,
  actor: Actor,
  groupingId: number,
  input: PricingUpdate,
) {
  await db.transaction().execute(async (trx) => {
    const grouping = await ownGrouping(trx, actor.scope, groupingId);
    const before = await pricingOf(trx, actor.scope, groupingId);
    if (input.fare) await groupingRepo.updateGrouping(trx, grouping.id, { fare: json(input.fare) });
    const parts = {
      ...(input.per_minute !== undefined ? { per_minute: input.per_minute } : {}),
      ...(input.booking_supplement !== undefined
        ? { booking_supplement: input.booking_supplement }
        : {}),
    };
    if (Object.keys(parts).length > 0) {
      await repo.upsertFareModelParts(trx, grouping.id, await timeZoneOf(trx, grouping), parts);
    }
    const after = {
      fare: input.fare ?? before.fare,
      per_minute: input.per_minute ?? before.per_minute,
      booking_supplement: input.booking_supplement ?? before.booking_supplement,
    };
    await audit(
      trx,
      actor,
      'fare.update',
      'grouping',
      grouping.id,
      {
        fare: before.fare,
        per_minute: before.per_minute,
        booking_supplement: before.booking_supplement,
      },
      after,
    );
  });
  return pricingOf(db, actor.scope, groupingId);
}

/**
 * The fare alone (null: the grouping takes its parent's), as the older fare route sets it,
 * recorded in the audit log with what it replaced in the same transaction.
 */
export async function updateFare(
  db: Db,
  actor: Actor,
  groupingId: number,
  fare: PricingUpdate['fare'] | null,
) {
  return db.transaction().execute(async (trx) => {
    const grouping = await ownGrouping(trx, actor.scope, groupingId);
    const updated = await groupingRepo.updateGrouping(trx, grouping.id, {
      fare: json(fare ?? null),
    });
    await audit(
      trx,
      actor,
      'fare.update',
      'grouping',
      grouping.id,
      { fare: grouping.fare },
      { fare: fare ?? null },
    );
    return toAdmin(trx, updated!);
  });
}

/** A sample trip priced with the proposed fare (or the saved one); nothing is written. */
export async function previewFare(
  db: Db,
  estimator: RouteEstimator,
  scope: Scope,
  groupingId: number,
  input: FarePreviewRequest,
) {
  const grouping = await ownGrouping(db, scope, groupingId);
  const fare = input.fare ?? grouping.fare;
  if (!fare) throw invalidField('fare', 'validation.required');
  const model = (await fareModelOf(db, { ...grouping, fare }))!;
  if (input.per_minute !== undefined) model.perMinute = input.per_minute;
  if (input.booking_supplement !== undefined) model.bookingSupplement = input.booking_supplement;
  const stops = [input.origin, input.destination];
  const at = input.at ? localToInstant(input.at, model.timeZone) : new Date();
  const result = price(model, {
    stops,
    legs: await estimator.legs(stops),
    at,
    scheduled: false,
    discount: null,
  });
  return {
    amount: result.amount,
    parts: result.parts.map((part) => ({ ...part, label: part.label ?? null })),
    distance_metres: result.distanceMetres,
    duration_seconds: result.durationSeconds,
    pickup_zone: result.pickupZone?.name ?? null,
    dropoff_zone: result.dropoffZone?.name ?? null,
  };
}

// Zones

async function ownZone(db: Db, scope: Scope, id: number) {
  const row = await repo.findZoneById(db, id);
  if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
  return row;
}

export async function listZones(db: Db, scope: Scope, groupingId: number) {
  await ownGrouping(db, scope, groupingId);
  return (await repo.findZones(db, groupingId)).map((row) => toZone(row as ZoneRow));
}

export async function createZone(db: Db, actor: Actor, groupingId: number, input: FareZoneCreate) {
  return db.transaction().execute(async (trx) => {
    await ownGrouping(trx, actor.scope, groupingId);
    const row = await repo.insertZone(trx, {
      agrupation_id: groupingId,
      name: input.name,
      polygon: json(input.polygon),
    });
    await audit(trx, actor, 'zone.create', 'zone', row.id, null, toZone(row));
    return toZone(row);
  });
}

export async function updateZone(db: Db, actor: Actor, id: number, input: FareZoneUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await ownZone(trx, actor.scope, id);
    const row = await repo.updateZone(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.polygon !== undefined ? { polygon: json(input.polygon) } : {}),
    });
    await audit(trx, actor, 'zone.update', 'zone', id, toZone(before), toZone(row));
    return toZone(row);
  });
}

/** A zone goes with its prices (the foreign keys cascade). */
export async function deleteZone(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await ownZone(trx, actor.scope, id);
    await repo.deleteZone(trx, id);
    await audit(trx, actor, 'zone.delete', 'zone', id, toZone(before), null);
  });
}

// Prices between zones

export async function listZonePrices(db: Db, scope: Scope, groupingId: number) {
  await ownGrouping(db, scope, groupingId);
  return repo.findZonePrices(db, groupingId);
}

async function ownZonePrice(db: Db, scope: Scope, id: number) {
  const row = await repo.findZonePriceById(db, id);
  if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
  return row;
}

/** Both zones must be the grouping's own: a price joins two zones of one map. */
export async function createZonePrice(
  db: Db,
  actor: Actor,
  groupingId: number,
  input: ZonePriceCreate,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      await ownGrouping(trx, actor.scope, groupingId);
      for (const field of ['from_zone_id', 'to_zone_id'] as const) {
        const zone = await repo.findZoneById(trx, input[field]);
        if (!zone || zone.agrupation_id !== groupingId) {
          throw invalidField(field, 'validation.invalid');
        }
      }
      if (await repo.findZonePriceByPair(trx, input.from_zone_id, input.to_zone_id)) {
        throw invalidField('to_zone_id', 'error.already_in_use');
      }
      const row = await repo.insertZonePrice(trx, { agrupation_id: groupingId, ...input });
      await audit(trx, actor, 'zone_price.create', 'zone_price', row.id, null, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('to_zone_id', 'error.already_in_use');
    throw error;
  }
}

export async function updateZonePrice(db: Db, actor: Actor, id: number, input: ZonePriceUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await ownZonePrice(trx, actor.scope, id);
    const row = await repo.updateZonePrice(trx, id, input);
    await audit(trx, actor, 'zone_price.update', 'zone_price', id, before, row);
    return row;
  });
}

export async function deleteZonePrice(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await ownZonePrice(trx, actor.scope, id);
    await repo.deleteZonePrice(trx, id);
    await audit(trx, actor, 'zone_price.delete', 'zone_price', id, before, null);
  });
}

// Surcharges

export async function listSurcharges(db: Db, scope: Scope, groupingId: number) {
  await ownGrouping(db, scope, groupingId);
  return (await repo.findSurcharges(db, groupingId)).map(toSurcharge);
}

async function ownSurcharge(db: Db, scope: Scope, id: number) {
  const row = await repo.findSurchargeById(db, id);
  if (!row || !inScope(scope, row.agrupation_id)) throw notFound();
  return row;
}

const surchargeColumns = (input: SurchargeUpdate) => ({
  ...(input.label !== undefined ? { label: input.label } : {}),
  ...(input.days !== undefined ? { days: json(input.days) } : {}),
  ...(input.start !== undefined ? { start_minute: minuteOf(input.start) } : {}),
  ...(input.end !== undefined ? { end_minute: minuteOf(input.end) } : {}),
  ...(input.percent !== undefined ? { percent: input.percent } : {}),
});

export async function createSurcharge(
  db: Db,
  actor: Actor,
  groupingId: number,
  input: SurchargeCreate,
) {
  return db.transaction().execute(async (trx) => {
    await ownGrouping(trx, actor.scope, groupingId);
    const row = await repo.insertSurcharge(trx, {
      agrupation_id: groupingId,
      label: input.label,
      days: json(input.days),
      start_minute: minuteOf(input.start),
      end_minute: minuteOf(input.end),
      percent: input.percent,
    });
    await audit(trx, actor, 'surcharge.create', 'surcharge', row.id, null, toSurcharge(row));
    return toSurcharge(row);
  });
}

export async function updateSurcharge(db: Db, actor: Actor, id: number, input: SurchargeUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await ownSurcharge(trx, actor.scope, id);
    const row = await repo.updateSurcharge(trx, id, surchargeColumns(input));
    await audit(
      trx,
      actor,
      'surcharge.update',
      'surcharge',
      id,
      toSurcharge(before),
      toSurcharge(row),
    );
    return toSurcharge(row);
  });
}

export async function deleteSurcharge(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await ownSurcharge(trx, actor.scope, id);
    await repo.deleteSurcharge(trx, id);
    await audit(trx, actor, 'surcharge.delete', 'surcharge', id, toSurcharge(before), null);
  });
}
