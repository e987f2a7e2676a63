// An answer kept under its Idempotency-Key by the write's own statement (the key written
// 'done' with the effect): one round trip, not the write's and then the plugin's. Beside
// idempotency-repository.ts, which holds the key's other queries; used by the booking
// (POST /services) and the transfer (POST purses/transfer).
import { sql, type RawBuilder } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer as its key keeps it, cut where the statement writes what only it knows:
 * `parts[0]` + the statement's first value + `parts[1]` + … + the last part. The values are
 * JSON text, written by SQL in the statement (`keptBody`) and by JavaScript from the row it
 * returned (`keptAnswerOf`), the same bytes both ways.
 */
export interface KeptAnswer {
  status: number;
  parts: string[];
}

/**
 * Where a value the statement writes sits in the answer: right after `before` (its field's
 * name, `"id":`), as `standIn` serialized it (`2147483647`, `"cash"`).
 */
export interface Hole {
  before: string;
  standIn: string;
}

/**
 * Cuts `body` (the route's serializer's answer, written from stand-in values) at `holes`,
 * which appear in this order. Null when a hole's mark (`before` + `standIn`) is missing,
 * out of order or found more than once: the bytes are not laid out as expected, and the
 * route falls back to the plugin keeping the answer as it goes out. A mark starts with a
 * quote, and a quote inside a JSON string is escaped, so a mark can only match the field.
 */
export function cutAnswer(status: number, body: string, holes: readonly Hole[]): KeptAnswer | null {
  const parts: string[] = [];
  let from = 0;
  for (const { before, standIn } of holes) {
    const mark = before + standIn;
    const at = body.indexOf(mark);
    if (at < from || body.indexOf(mark, at + 1) >= 0) return null;
    parts.push(body.slice(from, at + before.length));
    from = at + mark.length;
  }
  parts.push(body.slice(from));
  return { status, parts };
}

/** The answer's parts as a compiled statement's slots (db/template.ts), `answer.<i>`. */
export function slottedAnswer(slot: <T>(name: string) => T, holes: number): KeptAnswer {
  return {
    status: slot<number>('answer.status'),
    parts: Array.from({ length: holes + 1 }, (_, i) => slot<string>(`answer.${i}`)),
  };
}

/** The values of `slottedAnswer`'s slots for one answer. */
export function answerSlotValues(answer: KeptAnswer): Record<string, unknown> {
  const values: Record<string, unknown> = { 'answer.status': answer.status };
  answer.parts.forEach((part, i) => (values[`answer.${i}`] = part));
  return values;
}

/** The kept answer's bytes in SQL: its parts around `values` (each one JSON text). */
export function keptBody(answer: KeptAnswer, values: readonly RawBuilder<string>[]) {
  if (values.length !== answer.parts.length - 1) throw new Error('One value per hole');
  const pieces = answer.parts.flatMap((part, i) =>
    i < values.length ? [sql`${part}::text`, sql`(${values[i]})`] : [sql`${part}::text`],
  );
  return sql<string>`${sql.join(pieces, sql` || `)}`;
}

/** The same bytes from the row the statement returned: what the request itself sends. */
export function keptAnswerOf(answer: KeptAnswer, values: readonly string[]): string {
  let body = answer.parts[0]!;
  for (let i = 0; i < values.length; i++) body += values[i]! + answer.parts[i + 1]!;
  return body;
}

/**
 * For a `keptWithResult` route whose write kept its answer under the key itself (written
 * 'done' with the effect): sends those bytes, and the plugin keeps nothing more.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, body: string) {
  request.idempotency = undefined;
  return reply.type('application/json; charset=utf-8').send(body);
}
