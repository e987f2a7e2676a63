// A booking's writes: the ride, its first event and its Idempotency-Key in one statement,
// and the look-up of a ride booked under a key. Beside repository.ts, which holds the
// rides' other queries.
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { runTemplate } from '../../db/template';
import { rideNotice } from '../live/repository';
import { chosenMethod } from '../payments/repository';
import { KEEP_MS } from '../../plugins/idempotency';
import {
  KEY_COLUMNS,
  keySlotValues,
  slottedKey,
  takeOverExpiredKey,
} from '../../plugins/idempotency-repository';
import type { RideWithDriver } from './repository';
import type { IdempotencyKeysTable, RidesTable } from './tables';

/** What the booking's statement writes of its Idempotency-Key. */
type KeyValues = Pick<
  Insertable<IdempotencyKeysTable>,
  'scope' | 'key' | 'request_hash' | 'state' | 'locked_until'
>;

/**
 * A new ride, its first status event and its Idempotency-Key's row in one statement
 * (data-modifying CTEs commit or fail together), as the wire form wants it: no driver yet,
 * nothing charged. Undefined when another ride already holds
 * its `request_key`: then nothing is written, the key's row neither. A key's row past its
 * 24 h is taken over, as the idempotency plugin's claim does.
 */
export async function insertBooking(
  db: Db,
  row: Insertable<RidesTable>,
  key: Insertable<IdempotencyKeysTable> | null,
  /**
   * The booker's name, as the caller's session has it: not joined here, since a statement
   * naming `users` would tell the read cache that users changed (the sessions' cache).
   */
  userName: string,
  options: {
    /**
     * The bus's channel on PostgreSQL: the statement notifies the new ride itself, delivered
     * at its commit (and not at all if it rolls back), instead of a `publish` after it.
     */
    notifyChannel?: string;
    /**
     * The payer's method chosen in the statement (payments' `chosenMethod`) instead of the
     * row's `payment_method_id` and `payment_method`, which are then ignored.
     */
    method?: Parameters<typeof chosenMethod>[1];
  } = {},
): Promise<RideWithDriver | undefined> {
  const { notifyChannel, method } = options;
  // The key is written 'running'; the idempotency plugin keeps the answer once it is sent.
  const withKey = (query: ReturnType<typeof insertRideAndEvent>, key: KeyValues | null) =>
    key
      ? query.with('key', (cte) =>
          cte
            .insertInto('idempotency_keys')
            .columns(KEY_COLUMNS)
            .expression((eb) =>
              eb.selectFrom('ride').select((ride) => [
                ride.val(key.scope).as('scope'),
                ride.val(key.key).as('key'),
                ride.val(key.request_hash).as('request_hash'),
                ride.val(key.state).as('state'),
                sql<Date>`${key.locked_until}::timestamptz`.as('locked_until'),
                // Kept 24 hours from when the key is written, on the clock that stamps
                // its created_at: a request that waited for a connection under load
                // would otherwise have its key's day start before the key exists.
                sql<Date>`now() + ${sql.raw(`interval '${KEEP_MS} milliseconds'`)}`.as(
                  'expires_at',
                ),
              ]),
            )
            .onConflict((oc) => takeOverExpiredKey(oc, sql<Date>`now()`)),
        )
      : query;
  // Built and compiled once per shape (db/template.ts): the values go as parameters.
  const columns = (Object.keys(row) as Array<keyof typeof row>).filter(
    (column) => row[column] !== undefined,
  );
  const values: Record<string, unknown> = {};
  for (const column of columns) values[`row.${column}`] = row[column];
  if (key) {
    Object.assign(values, keySlotValues(key));
  }
  if (method) {
    Object.assign(values, {
      'method.payerId': method.payerId,
      'method.rootId': method.rootId,
      'method.requested': method.requested,
    });
  }
  if (notifyChannel) values.channel = notifyChannel;
  const shape = [
    'booking',
    key ? 'key' : '',
    method ? `method:${method.transfer}` : '',
    notifyChannel ? 'notify' : '',
    ...columns,
  ].join('|');
  const [booked] = await runTemplate(
    db,
    shape,
    (slot) => {
      const slotted = Object.fromEntries(
        columns.map((column) => [column, slot(`row.${column}`)]),
      ) as typeof row;
      const keySlots = key ? slottedKey(slot) : null;
      const slottedMethod = method
        ? {
            payerId: slot<number>('method.payerId'),
            rootId: slot<number>('method.rootId'),
            requested: slot<number | null>('method.requested'),
            transfer: method.transfer,
          }
        : undefined;
      const query = withKey(insertRideAndEvent(db, slotted, keySlots, slottedMethod), keySlots)
        .selectFrom('ride')
        .selectAll('ride');
      return notifyChannel
        ? query.select(rideNotice(slot<string>('channel'), 'ride').as('notified'))
        : query;
    },
    values,
  );
  if (!booked) return undefined;
  if ('notified' in booked) delete (booked as { notified?: unknown }).notified;
  return { ...booked, user_name: userName, ...NO_DRIVER };
}

/** What a new ride has of its driver and its charge: nothing yet. */
export const NO_DRIVER = {
  driver_name: null,
  driver_avatar: null,
  driver_plate: null,
  driver_model: null,
  driver_phone: null,
  driver_latitude: null,
  driver_longitude: null,
  charged_method: null,
} as const;

/**
 * The ride and its event; with a key, the ride only while no live row holds the key (a
 * refusal kept under it is replayed, not booked over).
 */
function insertRideAndEvent(
  db: Db,
  row: Insertable<RidesTable>,
  key: KeyValues | null,
  method: Parameters<typeof chosenMethod>[1] | undefined,
) {
  // The payer's method from the `method` CTE (none chosen: cash), else the row's.
  const chosen: Partial<Record<keyof typeof row, RawBuilder<unknown>>> = method
    ? {
        payment_method_id: sql`(SELECT id FROM method)`,
        payment_method: sql`coalesce((SELECT type FROM method), 'cash')`,
      }
    : {};
  const base = method ? db.with('method', () => chosenMethod(db, method)) : db;
  return base
    .with('ride', (cte) => {
      const insert = cte.insertInto('services');
      const columns = (Object.keys(row) as Array<keyof typeof row>).filter(
        (column) => row[column] !== undefined || chosen[column],
      );
      const guarded = key
        ? insert.columns(columns).expression(
            cte
              .selectNoFrom((eb) =>
                columns.map((column) => {
                  const value = chosen[column];
                  return value ? value.as(column) : eb.val(row[column]).as(column);
                }),
              )
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('idempotency_keys')
                      .select('key')
                      .where('scope', '=', key.scope)
                      .where('key', '=', key.key)
                      .where('expires_at', '>=', sql<Date>`now()`),
                  ),
                ),
              ),
          )
        : insert.values({ ...row, ...chosen } as typeof row);
      return guarded
        .onConflict((oc) =>
          oc.columns(['user_id', 'request_key']).where('request_key', 'is not', null).doNothing(),
        )
        .returningAll();
    })
    .with('event', (cte) =>
      cte
        .insertInto('service_events')
        .columns(['service_id', 'kind', 'to_code', 'actor'])
        .expression((eb) =>
          eb
            .selectFrom('ride')
            .select((ride) => [
              'ride.id',
              ride.val('status').as('kind'),
              'ride.status_code',
              ride.val('customer').as('actor'),
            ]),
        ),
    );
}

/**
 * The ride `userId` booked with this Idempotency-Key within the keys' 24 h, in the
 * statement that unbinds a ride holding it for longer: such a key is a new request (as in
 * the idempotency plugin), and the ride it books may take it.
 */
export async function findByRequestKey(db: Db, userId: number, key: string) {
  const cutoff = new Date(Date.now() - KEEP_MS);
  return db
    .with('stale', (cte) =>
      cte
        .updateTable('services')
        .set({ request_key: null })
        .where('user_id', '=', userId)
        .where('request_key', '=', key)
        .where('created_at', '<=', cutoff)
        .returning('id'),
    )
    .selectFrom('services')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .where('created_at', '>', cutoff)
    .executeTakeFirst();
}
