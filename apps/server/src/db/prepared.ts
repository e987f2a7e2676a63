import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/*
 * Kysely's reads and writes as named prepared statements on both engines: the database
 * parses and plans a text once and then only binds and executes it, where an unnamed query
 * is parsed and planned on every call (most of the CPU of a small read, such as the
 * in-process list's four-table join: 2.1 ms planned each time on PGlite, 0.2 ms prepared).
 */

/** Statements worth keeping prepared: reads and writes, not transaction control or DDL. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Distinct texts given a name; past this (a query built in endless shapes) they go unnamed. */
const MAX_PREPARED = 2000;

/** The name a text is prepared under, or undefined when it stays unnamed. */
function nameFor(names: Map<string, string>, text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_PREPARED) {
    name = `k${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * pg: Kysely's pool, each client's reads and writes sent as pg's named queries
 * (`{ name, text, values }`, its documented API). pg parses a name once per connection and
 * remembers it; the name is the text's, the same on every connection, and a dropped
 * connection takes its statements with it, so the next one prepares them again.
 */
export function namedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  // One wrapper per pg client: Kysely keeps its connection state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, values?: readonly unknown[]) => {
      if (typeof text !== 'string') return client.query(text as never);
      const name = PREPARABLE.test(text) ? nameFor(names, text) : undefined;
      return client.query(
        name ? { name, text, values: values as unknown[] } : { text, values: values as unknown[] },
      );
    }) as unknown as PostgresPoolClient['query'],
    release: (destroy?: boolean) => client.release(destroy),
  });
  return {
    Client: pg.Client,
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

interface Prepared {
  name: string;
  /** Each parameter's type, which picks its serializer as PGlite's own query() does. */
  types: number[];
  /** The statement's RowDescription (none for a write without RETURNING). */
  row: BackendMessage | undefined;
}
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite: its `query()` has no named statements, so this speaks the protocol as it does
 * (Parse, Describe, Bind, Execute, Sync, under the same lock) but keeps each text parsed
 * under a name for the life of the instance, and sends Bind, Execute and Sync as one message.
 * A statement survives a rolled-back transaction (prepared statements are per session, not
 * transactional); one whose Parse fails is not remembered. Other texts go to `query()`.
 */
export function preparePglite(pglite: PGlite): void {
  const query = pglite.query.bind(pglite);
  const names = new Map<string, string>();
  const prepared = new Map<string, Prepared>();

  const run = async (text: string, params: unknown[]) => {
    let statement = prepared.get(text);
    if (!statement) {
      const name = nameFor(names, text);
      if (!name) return undefined;
      const described = await pglite.execProtocolStream(
        joined([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = {
        name,
        types: parse.parseDescribeStatementResults(described),
        row: described.find((message) => message.name === 'rowDescription'),
      };
      prepared.set(text, statement);
    }
    const { name, types, row } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await pglite.syncToFs();
    return parse.parseResults(row ? [row, ...messages] : messages, pglite.parsers)[0];
  };

  pglite.query = (async (text: string, params?: unknown[], options?: unknown) => {
    // Until it is ready (its own start-up queries come through here too) and for anything
    // but a plain read or write, PGlite's own query().
    if (!pglite.ready || options !== undefined || !PREPARABLE.test(text)) {
      return query(text, params, options as never);
    }
    const result = await pglite
      .runExclusive(() => run(text, params ?? []))
      .catch((error: unknown) => {
        // As PGlite's query() does: the failing statement travels with its error.
        if (error instanceof Error) Object.assign(error, { query: text, params });
        throw error;
      });
    return result ?? query(text, params);
  }) as PGlite['query'];
}
