import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './schema';

/**
 * A short-lived memory of the few reads nearly every request repeats (the session behind a
 * token, the grouping tree, fare models), so a burst of calls does not ask the database the
 * same question each time. Correct by construction within this process: every write that
 * goes through Kysely names its tables, and a write to a table drops what was read from it,
 * including a read still in flight. Another instance's writes (or an open transaction's, to
 * a read that overlaps its commit) are seen when an entry's time is up: that time is the
 * staleness bound each caller chooses, well under the one second a revoked token may live.
 */

export type CachedTable = keyof Database & string;

interface Entry {
  value: Promise<unknown>;
  /** Set once `value` has resolved: what it resolved to, readable without a turn. */
  settled: boolean;
  result: unknown;
  expiresAt: number;
  tables: readonly CachedTable[];
  generations: number[];
  epoch: number;
}

const MAX_ENTRIES = 10_000;
const WRITE_KINDS = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const RAW_WRITE = /\b(insert|update|delete|truncate|merge|alter|drop)\b/i;

export class ReadCache {
  readonly #generations = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  /** Bumped by writes whose tables cannot be told (raw SQL): every entry is then stale. */
  #epoch = 0;

  written(table: string): void {
    this.#generations.set(table, (this.#generations.get(table) ?? 0) + 1);
  }

  writtenUnknown(): void {
    this.#epoch += 1;
  }

  get<T>(
    key: string,
    tables: readonly CachedTable[],
    ttlMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    return this.#entry(key, tables, ttlMs, load).value as Promise<T>;
  }

  /**
   * As get, but the value itself when the entry is current and its read has finished: a
   * caller that needs several cached reads in a row then pays no promise and no turn of the
   * microtask queue for each (the same frozen value get's promise resolves to).
   */
  now<T>(
    key: string,
    tables: readonly CachedTable[],
    ttlMs: number,
    load: () => Promise<T>,
  ): T | Promise<T> {
    const entry = this.#entry(key, tables, ttlMs, load);
    return entry.settled ? (entry.result as T) : (entry.value as Promise<T>);
  }

  #entry(
    key: string,
    tables: readonly CachedTable[],
    ttlMs: number,
    load: () => Promise<unknown>,
  ): Entry {
    const now = performance.now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now && this.#current(entry)) return entry;

    const fresh: Entry = {
      value: load().then((value) => {
        const frozen = freeze(value);
        fresh.result = frozen;
        fresh.settled = true;
        return frozen;
      }),
      settled: false,
      result: undefined,
      expiresAt: now + ttlMs,
      tables,
      generations: tables.map((table) => this.#generations.get(table) ?? 0),
      epoch: this.#epoch,
    };
    this.#entries.delete(key);
    this.#entries.set(key, fresh);
    if (this.#entries.size > MAX_ENTRIES) this.#evictOldest();
    // The generations were taken before the read began, so a write that lands while it is
    // in flight already makes the entry stale; a failure is not remembered at all.
    fresh.value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return fresh;
  }

  #current(entry: Entry): boolean {
    return (
      entry.epoch === this.#epoch &&
      entry.tables.every(
        (table, index) => (this.#generations.get(table) ?? 0) === entry.generations[index],
      )
    );
  }

  #evictOldest(): void {
    const now = performance.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
    // Map order is insertion order: what is left over the cap is the oldest.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) break;
      this.#entries.delete(key);
    }
  }
}

/**
 * Shared values must not be changed by one request under another: a caller that tries
 * throws at once instead of corrupting the cache. Dates and buffers are left as they are.
 */
function freeze<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) freeze(item);
    return Object.freeze(value);
  }
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto === Object.prototype || proto === null) {
      for (const item of Object.values(value)) freeze(item);
      return Object.freeze(value);
    }
  }
  return value;
}

function tablesIn(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) tablesIn(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const operation = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (operation.kind === 'TableNode' && operation.table?.identifier?.name) {
    into.add(operation.table.identifier.name);
  }
  for (const value of Object.values(node)) {
    if (value !== null && typeof value === 'object') tablesIn(value, into);
  }
}

/**
 * The tables a statement writes: each write's target (an UPDATE's table, an INSERT's or a
 * MERGE's `into`, a DELETE's `from`), its CTEs' included. A table a write only reads (a
 * subquery, a join, a RETURNING) keeps what was read from it.
 */
function writtenTables(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) writtenTables(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const operation = node as OperationNode & Record<string, unknown>;
  if (WRITE_KINDS.has(operation.kind)) {
    const target =
      operation.kind === 'UpdateQueryNode'
        ? operation.table
        : operation.kind === 'DeleteQueryNode'
          ? operation.from
          : operation.into;
    const before = into.size;
    tablesIn(target, into);
    // A write whose target cannot be told is taken as writing every table it names.
    if (into.size === before && !target) tablesIn(node, into);
  }
  for (const value of Object.values(node)) {
    if (value !== null && typeof value === 'object') writtenTables(value, into);
  }
}

function containsWrite(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsWrite);
  if (node === null || typeof node !== 'object') return false;
  if (WRITE_KINDS.has((node as OperationNode).kind)) return true;
  return Object.values(node).some(
    (value) => value !== null && typeof value === 'object' && containsWrite(value),
  );
}

/** Tells the cache of every write, when it is sent and again when it has been applied. */
export function watchWrites(cache: ReadCache): KyselyPlugin {
  const writes = new WeakMap<object, Set<string> | 'unknown'>();
  const note = (target: Set<string> | 'unknown') => {
    if (target === 'unknown') cache.writtenUnknown();
    else for (const table of target) cache.written(table);
  };
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      let target: Set<string> | 'unknown' | undefined;
      if (node.kind === 'RawNode') {
        if (node.sqlFragments.some((fragment) => RAW_WRITE.test(fragment))) target = 'unknown';
      } else if (WRITE_KINDS.has(node.kind) || (node.kind === 'SelectQueryNode' && node.with)) {
        if (node.kind !== 'SelectQueryNode' || containsWrite(node.with)) {
          const tables = new Set<string>();
          writtenTables(node, tables);
          target = tables;
        }
      }
      if (target) {
        note(target);
        writes.set(queryId, target);
        const written = target;
        resent.set(queryId, () => note(written));
      }
      return node;
    },
    async transformResult({
      queryId,
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const target = writes.get(queryId);
      if (target) note(target);
      return result;
    },
  };
}

/** What a compiled write tells its cache when it is sent again (`noteResent`). */
const resent = new WeakMap<object, () => void>();

/**
 * A write compiled once and sent again under its first query id (db/template.ts): told to
 * the cache as compiling it was, before it is sent; its result is told after, as for any
 * write, since the id is the one the cache knows.
 */
export function noteResent(queryId: object): void {
  resent.get(queryId)?.();
}

const caches = new WeakMap<object, ReadCache>();

export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * Another instance said it wrote to `tables` (a ride event on the bus): what this one read
 * from them is dropped, so a list read after the event agrees with it.
 */
export function changedElsewhere(db: object, tables: readonly CachedTable[]): void {
  const cache = caches.get(db);
  if (cache) for (const table of tables) cache.written(table);
}

/**
 * `load()`'s answer, shared for up to `ttlMs` by every caller asking by `key`, and forgotten
 * as soon as this process writes to one of `tables`. Inside a transaction (a handle other
 * than the app's own) it always reads: a transaction needs what is committed now.
 */
export function cached<T>(
  db: object,
  key: string,
  tables: readonly CachedTable[],
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, tables, ttlMs, load) : load();
}

/**
 * As `cached`, but the value itself when this process already holds it, current: see
 * ReadCache.now. Inside a transaction it reads, as `cached` does.
 */
export function cachedNow<T>(
  db: object,
  key: string,
  tables: readonly CachedTable[],
  ttlMs: number,
  load: () => Promise<T>,
): T | Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.now(key, tables, ttlMs, load) : load();
}
