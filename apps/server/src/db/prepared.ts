import { createRequire } from 'node:module';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
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

const pgNames = new Map<string, string>();

/** pg's own conversion of a parameter (Date, Buffer, array, object as JSON), as its Query's. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

/** A prepared statement's result columns: their names, and each one's text parser. */
interface Columns {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

/** The part of pg's connection a bound statement writes to (pg's own message writers). */
interface PgConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  bind(config: { statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

interface PgResult {
  command: string | null;
  rowCount: number | null;
  rows: Record<string, unknown>[];
}

const COMMAND = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

/**
 * A statement this connection has already prepared, run as Bind, Execute and Sync: pg's
 * Query also sends Describe every time, and parses the RowDescription it gets back and looks
 * up each column's parser again for every call. The columns are the statement's, known from
 * its first run on this connection (a prepared statement's result columns do not change).
 * A pg "submittable": the client calls these handlers with the backend's messages, as it
 * calls its own Query's.
 */
class BoundStatement {
  readonly result: PgResult = { command: null, rowCount: null, rows: [] };
  private failure: Error | undefined;
  private settled = false;

  constructor(
    readonly name: string,
    private readonly values: unknown[],
    private readonly columns: Columns,
    readonly callback: (error: Error | null, result?: PgResult) => void,
  ) {}

  submit(connection: PgConnection) {
    // One write for the three messages, as pg corks its own four.
    connection.stream.cork?.();
    try {
      connection.bind({ statement: this.name, values: this.values });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleDataRow(message: { fields: Array<string | null> }) {
    if (this.failure) return;
    const { names, parsers } = this.columns;
    const { fields } = message;
    const row: Record<string, unknown> = {};
    try {
      for (let i = 0; i < fields.length; i++) {
        const raw = fields[i]!;
        row[names[i]!] = raw === null ? null : parsers[i]!(raw);
      }
    } catch (error) {
      // As pg's Query: a value that does not parse fails the statement once it is done.
      this.failure = error as Error;
      return;
    }
    this.result.rows.push(row);
  }

  handleCommandComplete(message: { text: string }) {
    const match = COMMAND.exec(message.text);
    if (!match) return;
    this.result.command = match[1]!;
    const count = match[3] ?? match[2];
    if (count !== undefined) this.result.rowCount = Number.parseInt(count, 10);
  }

  handleRowDescription() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}

  handleError(error: Error) {
    this.settle(error);
  }

  handleReadyForQuery() {
    this.settle(this.failure ?? null);
  }

  private settle(error: Error | null) {
    if (this.settled) return;
    this.settled = true;
    if (error) this.callback(error);
    else this.callback(null, this.result);
  }
}

/**
 * pg: a named query is parsed once per connection (pg remembers which it has prepared); the
 * name is the text's, the same on every connection, and a dropped connection takes its
 * statements with it so the next one prepares them again. Once a connection has prepared a
 * text, it runs as a `BoundStatement` (Bind, Execute, Sync; no Describe).
 */
export function preparePg(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const connection = (client as unknown as { connection: PgConnection }).connection;
  // By statement name, from its first run on this connection (its Parse and Describe): a
  // statement keeps its result columns while it is prepared (PostgreSQL refuses to run it
  // if they change), where the same text parsed elsewhere, after a migration, may not.
  const columnsOf = new Map<string, Columns>();
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (
      args.length !== 2 ||
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      !PREPARABLE.test(text)
    ) {
      return query(...args);
    }
    const name = nameFor(pgNames, text);
    if (!name) return query({ text, values });
    const columns = columnsOf.get(name);
    if (columns && connection.parsedStatements[name] === text) {
      return new Promise<PgResult>((resolve, reject) => {
        // pg's Query converts the values while writing Bind; here before it is queued.
        const prepared = values.map((value) => prepareValue(value));
        query(
          new BoundStatement(name, prepared, columns, (error, result) =>
            error ? reject(error) : resolve(result!),
          ),
        );
      });
    }
    return (query({ name, text, values }) as Promise<pg.QueryResult>).then((result) => {
      if (!columnsOf.has(name)) {
        columnsOf.set(name, {
          names: result.fields.map((field) => field.name),
          parsers: result.fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text')),
        });
      }
      return result;
    });
  }) as typeof client.query;
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
