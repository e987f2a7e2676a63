import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { IdempotencyKeysTable } from '../features/rides/tables';
import { sha256 } from '../lib/crypto';
import { HttpError } from '../lib/http-error';
import { MAX_JSON_DEPTH } from './input';
import * as repo from './idempotency-repository';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Kept this long so a retry a day later still finds the first answer. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** A 'running' key older than this belonged to a process that died: it may be taken over. */
const LOCK_MS = 60 * 1000;

export interface Claim {
  scope: string;
  key: string;
  /** The request's canonical hash: a repeat with another body is refused with it. */
  hash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/**
 * JSON with sorted keys, so the same body typed in another key order is the same request.
 * Bounded in depth: a JSON body deeper than MAX_JSON_DEPTH is refused before it is parsed
 * (plugins/input.ts), and anything else that deep is refused here, never walked further.
 */
export function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_JSON_DEPTH + 1) throw new HttpError(400, 'error.bad_request');
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonical(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotencyOptions {
  /**
   * The handler writes the key in its effect's own statement (`keyRow`) and marks it with
   * a unique column, so no statement claims it first: a repeat meets the first at that
   * column (concurrent ones wait there for its commit) and asks `replay` for the first
   * answer. A key still 'running' then holds nothing back: its process may have died
   * between the commit and the answer, and the retry must get the result now, not a 409
   * until the lock runs out; the handler answers it from what was committed.
   */
  keptWithResult?: boolean;
}

/** The key's row as a write that carries it inserts it: 'running' until the answer is kept. */
export function keyRow(claim: Claim, now = new Date()) {
  return {
    scope: claim.scope,
    key: claim.key,
    request_hash: claim.hash,
    state: 'running' as const,
    locked_until: new Date(now.getTime() + LOCK_MS),
    expires_at: new Date(now.getTime() + KEEP_MS),
  };
}

/**
 * For a `keptWithResult` route whose write met an earlier one under the same key: a 422
 * when that one had another body; true when its answer was kept and is now sent again on
 * `reply` (the handler then returns `reply`); false when there is none yet, and the
 * handler answers from what was committed. A boolean, not the reply: a reply is thenable,
 * and an async function returning it would wait for it to be sent and resolve to nothing.
 */
export async function replay(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const claimed = request.idempotency;
  if (!claimed) return false;
  const row = await repo.findKey(request.server.ctx.db, claimed.scope, claimed.key);
  if (row && row.request_hash !== claimed.hash) {
    request.idempotency = undefined;
    throw new HttpError(422, 'error.idempotency_mismatch');
  }
  if (row?.state !== 'done') return false;
  request.idempotency = undefined;
  replayed(reply, row);
  return true;
}

/** What the earlier request under this request's key wrote (`result_id`), or null. */
export async function resultOfKey(request: FastifyRequest): Promise<number | null> {
  const claimed = request.idempotency;
  if (!claimed) return null;
  const row = await repo.findKey(request.server.ctx.db, claimed.scope, claimed.key);
  return row?.result_id ?? null;
}

/** The kept answer sent again as it was: its status, content type and bytes. */
function replayed(reply: FastifyReply, row: Selectable<IdempotencyKeysTable>) {
  reply
    .status(row.response_status ?? 200)
    .header('idempotent-replayed', 'true')
    .type(row.response_content_type ?? JSON_TYPE);
  return reply.send(row.response_body ?? '');
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What a request answered, as it goes out (onSend's payload: the serialized body). */
function answerOf(reply: FastifyReply, body: string): repo.KeptAnswer {
  const type = reply.getHeader('content-type');
  return {
    status: reply.statusCode,
    contentType: typeof type === 'string' ? type : JSON_TYPE,
    body,
  };
}

async function claim(
  db: Db,
  scope: string,
  key: string,
  hash: string,
): Promise<{ won: true } | { won: false; row: Selectable<IdempotencyKeysTable> }> {
  const now = new Date();
  // A key reused after its time is a new request: the claim takes an expired row over.
  const inserted = await repo.claimKeyIfFree(
    db,
    {
      scope,
      key,
      request_hash: hash,
      locked_until: new Date(now.getTime() + LOCK_MS),
      expires_at: new Date(now.getTime() + KEEP_MS),
    },
    now,
  );
  if (inserted) return { won: true as const };
  const row = await repo.findKey(db, scope, key);
  if (!row) return claim(db, scope, key, hash);
  if (row.request_hash !== hash) throw new HttpError(422, 'error.idempotency_mismatch');
  if (row.state === 'done') return { won: false as const, row };
  const takenOver = await repo.takeOverStaleKey(
    db,
    scope,
    key,
    now,
    new Date(now.getTime() + LOCK_MS),
  );
  if (takenOver) return { won: true as const };
  throw new HttpError(409, 'error.idempotency_in_progress');
}

/**
 * Route hooks that make a POST safe to retry with an `Idempotency-Key` header: the first
 * request with a key runs, a repeat with the same body gets the first answer again (also
 * after a restart, from the database), the same key with another body is a 422, and a
 * repeat while the first still runs a 409. Keys are scoped to (user, route) and
 * kept 24 h. A 5xx is not kept: the client may retry it. A preHandler, after the auth guard
 * and validation: the request's hash is over the body as its schema took it (no field the
 * schema does not know), so a body that is refused, however large, is never walked here.
 */
export function idempotent(routeId: string, options: IdempotencyOptions = {}) {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[HEADER];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new HttpError(422, 'validation.invalid', {}, [
        { field: 'Idempotency-Key', key: 'validation.invalid' },
      ]);
    }
    // The user and the route, nothing the client may spell another way: the grouping
    // header once took part, and a key replayed with 'Demo' or without the header debited
    // again. A user id names one account whatever grouping it arrived through.
    // A driver's key is the driver's: driver and user ids are counted apart.
    const driverId = (request as { driver?: { id: number } }).driver?.id;
    const caller = request.auth?.id ?? (driverId != null ? `driver:${driverId}` : 'anonymous');
    const scope = `${caller}|${routeId}`;
    const hash = sha256(canonical({ params: request.params ?? {}, body: request.body ?? null }));
    if (options.keptWithResult) {
      request.idempotency = { scope, key, hash };
      return;
    }
    const result = await claim(request.server.ctx.db, scope, key, hash);
    if (result.won) {
      request.idempotency = { scope, key, hash };
      return;
    }
    return replayed(reply, result.row);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const claimed = request.idempotency;
    if (!claimed) return payload;
    request.idempotency = undefined;
    const db = request.server.ctx.db;
    if (options.keptWithResult) {
      // A 5xx wrote no key (or the key with its effect, which answers the retry); a success
      // keeps its answer in the row its write made; a refusal keeps it in a new row.
      if (reply.statusCode >= 500 || typeof payload !== 'string') return payload;
      const answer = answerOf(reply, payload);
      if (reply.statusCode < 300) await repo.markKeyDone(db, claimed.scope, claimed.key, answer);
      else await repo.keepAnswer(db, keyRow(claimed), answer);
      return payload;
    }
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // With the database out of reach (the usual 503) this fails too; the key then stays
      // 'running' until its lock runs out, which is what a crashed process leaves as well.
      await repo.deleteKey(db, claimed.scope, claimed.key).catch(() => {});
      return payload;
    }
    await repo.markKeyDone(db, claimed.scope, claimed.key, answerOf(reply, payload));
    return payload;
  };

  return { preHandler, onSend };
}

/** Drops keys past their 24 h; the dispatcher calls it now and then. */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await repo.deleteKeysExpiredBefore(db, new Date());
}
