import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';
import { noteResent } from './read-cache';

/*
 * A statement Kysely builds and compiles once per shape, then sends with each call's values.
 * For a large write (a booking: four CTEs, thirty columns) building and compiling the query,
 * and the read cache's walk of it, cost more of the request's CPU than the round trip.
 */

/** A value a call fills in: in the compiled statement it is a parameter of its own. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  compiled: CompiledQuery;
  /** Each parameter: a slot's name, or the value it was compiled with (fixed by the shape). */
  parameters: Array<{ slot: string } | { value: unknown }>;
}

/** Per Kysely handle: its plugins (the read cache's) know the compiled query's id. */
const templates = new WeakMap<object, Map<string, Template>>();
const MAX_SHAPES = 200;

/**
 * Runs the statement `build` makes, with `values` for its slots. `shape` names everything
 * that changes the statement's text or its fixed values (which columns, which CTEs, which
 * constants); values given through `slot(name)` go as parameters and may change at every
 * call. The first call of a shape on a handle builds and compiles it (its plugins run then,
 * as for any query); later ones send the same text with the new values.
 */
export async function runTemplate<R>(
  db: Db,
  shape: string,
  build: (slot: <T>(name: string) => T) => Compilable<R>,
  values: Record<string, unknown>,
): Promise<R[]> {
  let shapes = templates.get(db);
  if (!shapes) templates.set(db, (shapes = new Map()));
  let template = shapes.get(shape);
  if (!template) {
    const compiled = build(<T>(name: string) => new Slot(name) as T).compile();
    template = {
      compiled,
      parameters: compiled.parameters.map((value) =>
        value instanceof Slot ? { slot: value.name } : { value },
      ),
    };
    if (shapes.size < MAX_SHAPES) shapes.set(shape, template);
  } else {
    noteResent(template.compiled.queryId);
  }
  const parameters = template.parameters.map((parameter) => {
    if (!('slot' in parameter)) return parameter.value;
    if (!(parameter.slot in values)) throw new Error(`No value for slot ${parameter.slot}`);
    return values[parameter.slot];
  });
  const result = await db.executeQuery<R>({ ...template.compiled, parameters });
  return result.rows;
}
