import {
  idParamsSchema,
  rideShareSchema,
  sharedRideQuerySchema,
  streamTicketSchema,
  type Language,
} from '@parada/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { rideEnvelopeSchema } from '@parada/core';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { scopeOf } from '../admin/scope';
import { typed } from '../../lib/typed';
import { requireUser, signedIn } from '../../plugins/auth';
import { SECURITY_HEADERS } from '../../plugins/security-headers';
import { findUserByTokenHash } from '../accounts/repository';
import { findDriverByTokenHash, findDriversOfRide } from '../drivers/repository';
import { requireDriverCaller } from '../drivers/service';
import * as rides from '../rides/repository';
import { toRide } from '../rides/to-ride';
import type { BusEvent } from './bus';
import { chunkOf, createFanout, createSessionChecks, frameOf, type LiveStream } from './fanout';
import * as share from './share';
import { issueTicket, redeemTicket } from './tickets';

const tags = ['live'];

/** What a rider's stream is told of: its rides and its car; the console's cars are not. */
type RiderEvent = Exclude<BusEvent, { type: 'car' }>;
const HEARTBEAT_MS = 15_000;
/** A stream re-checks its session before a delivery when the last check is this old. */
const SESSION_CHECK_MS = 500;

const StreamQuery = z.object({ ticket: z.string().max(100).optional() });

// The stream's head is written on the raw response: helmet's headers with it, as every
// answer Fastify sends has them.
const HEAD = {
  ...SECURITY_HEADERS,
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};
const RETRY = Buffer.from('retry: 3000\n\n');
const PING = Buffer.from(': ping\n\n');

/** One value per bus event and key, dropped with the event (the bus hands one object to all). */
function perEvent<V>() {
  const values = new WeakMap<BusEvent, Map<string, V>>();
  return (event: BusEvent, key: string, make: () => V): V => {
    let byKey = values.get(event);
    if (!byKey) values.set(event, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) byKey.set(key, (value = make()));
    return value;
  };
}

/**
 * Live updates over Server-Sent Events (docs/architecture.md, data flow): the user's service changes and the
 * position of the car on their ride, and the same for one ride through a share link.
 * A browser's EventSource cannot send the Authorization header, so it trades the token
 * for a one-use ticket valid a minute; fetch-based clients send the header instead. Long-
 * lived tokens never go in a URL.
 */
export async function liveRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const fanout = createFanout(ctx.rides.bus);
  const sessions = createSessionChecks(SESSION_CHECK_MS);
  const open = new Set<() => void>();

  // Streams never end on their own: close them, or app.close() would wait for them.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  /**
   * Opens an event stream: `first` at once, then the bus events `groupOf` and `frameOf`
   * pick for it until either side closes. With `session`, the stream ends once its session
   * no longer holds: looked up before a delivery (at most every SESSION_CHECK_MS for all
   * the session's streams, so a revoked session is sent nothing) and at a heartbeat with
   * nothing sent since the last one (so an idle one is closed too).
   */
  async function stream(
    reply: FastifyReply,
    pick: Pick<LiveStream, 'groupOf' | 'frameOf'>,
    first: object[],
    session?: { hash: string; check: () => Promise<boolean> },
  ) {
    // Listening comes first: if the bus is down the request still gets an ordinary error
    // instead of a broken stream.
    await fanout.listen();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, HEAD);
    let written = false;
    raw.write(RETRY);
    // After the head, frames go to the socket as they are on the wire (one buffer shared by
    // every stream, its chunk's framing included) instead of through the response's framing,
    // corking and tick per write: with thousands of streams, what a delivery cost beyond the
    // socket's own write.
    const socket = raw.socket;
    const chunked = raw.chunkedEncoding;
    const live: LiveStream = {
      ...pick,
      write(frame) {
        written = true;
        if (socket && !socket.destroyed) socket.write(chunked ? chunkOf(frame) : frame);
      },
    };
    const heartbeat = setInterval(() => {
      if (written) {
        written = false;
        return;
      }
      const holds = session ? sessions.holds(session.hash, session.check) : Promise.resolve(true);
      void holds.then((ok) => {
        if (ok && open.has(end)) live.write(PING);
      });
    }, HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      fanout.remove(live);
      if (session) sessions.drop(session.hash, end);
      raw.end();
    };
    open.add(end);
    if (session) sessions.add(session.hash, end);
    raw.on('close', end);
    for (const data of first) live.write(frameOf(data));
    fanout.add(live);
  }

  /** A service event for `language` if the stream may see it. */
  const rideData = async (rideId: number, language: Language) => {
    const row = await rides.findWithDriver(ctx.db, rideId);
    return row ? { type: 'service', service: toRide(row, language) } : null;
  };
  const positionOf = (event: Extract<BusEvent, { type: 'position' }>) => ({
    type: 'position',
    service_id: event.service_id,
    latitude: event.latitude,
    longitude: event.longitude,
    heading: event.heading,
    at: event.at,
  });

  const onceForFrame = perEvent<Promise<Buffer | null>>();
  /** The event's frame for `language`: its service read and serialized once for all streams. */
  const eventFrame = (event: RiderEvent, language: Language): Promise<Buffer | null> =>
    event.type === 'service'
      ? onceForFrame(event, language, async () => {
          const data = await rideData(event.service_id, language);
          return data && frameOf(data);
        })
      : onceForFrame(event, '', async () => frameOf(positionOf(event)));

  r.post('/services/events/ticket', {
    preValidation: signedIn,
    schema: { tags, response: { 200: streamTicketSchema } },
    handler: async (request) => issueTicket(ctx.db, requireUser(request), request.tokenHash),
  });

  r.get('/services/events', {
    schema: {
      tags,
      description:
        "The user's service changes and their car's position as Server-Sent Events: `{type: 'service', service}` or `{type: 'position', …}`. Authorization header, or `ticket` from POST services/events/ticket.",
      querystring: StreamQuery,
    },
    handler: async (request, reply) => {
      let user = request.auth;
      let tokenHash = request.tokenHash;
      if (!user && request.query.ticket) {
        ({ user, tokenHash } = await redeemTicket(ctx.db, request.query.ticket));
      }
      if (!user) throw unauthorized();
      const viewer = user;
      // A stream without a session is sent nothing and ends at its first event.
      const hash = tokenHash ?? '';
      const language = request.language;
      const group = `${hash}\n${language}`;
      const mine = (event: BusEvent): event is RiderEvent =>
        event.type !== 'car' &&
        (event.user_id === viewer.id ||
          (viewer.kind === 'company' && event.company_id === viewer.id));
      await stream(
        reply,
        {
          groupOf: (event) => (mine(event) ? group : null),
          // The session must still hold (same account) for anything to be sent.
          frameOf: async (event) =>
            mine(event) && (await sessions.holds(hash, check)) ? eventFrame(event, language) : null,
        },
        [],
        { hash, check },
      );
      async function check() {
        return hash !== '' && (await findUserByTokenHash(ctx.db, hash))?.id === viewer.id;
      }
    },
  });

  const rootOfRide = perEvent<Promise<number | null>>();
  const BOARD_FRAME = frameOf({ type: 'board' });
  const carFrame = perEvent<Buffer>();

  r.get('/console/events', {
    schema: {
      tags: ['console'],
      description:
        "The operator console's live board as Server-Sent Events: `{type: 'board'}` when one of the operator's rides changed (read GET console/board again), `{type: 'car', driver_id, latitude, longitude, heading}` when one of its cars moved. Operator accounts only; `ticket` from POST services/events/ticket.",
      querystring: StreamQuery,
    },
    handler: async (request, reply) => {
      let user = request.auth;
      let tokenHash = request.tokenHash;
      if (!user && request.query.ticket) {
        ({ user, tokenHash } = await redeemTicket(ctx.db, request.query.ticket));
      }
      if (!user) throw unauthorized();
      if (user.kind !== 'operator') throw forbidden();
      const viewer = user;
      const { rootId } = await scopeOf(ctx.db, viewer);
      const hash = tokenHash ?? '';
      const group = `console\n${rootId}\n${hash}`;
      const ownRide = (event: BusEvent) =>
        rootOfRide(event, '', async () => {
          if (event.type === 'car') return null;
          return (await rides.findRootOf(ctx.db, event.service_id)) ?? null;
        });
      await stream(
        reply,
        {
          groupOf: (event) => (event.type !== 'car' || event.root_id === rootId ? group : null),
          frameOf: async (event) => {
            if (!(await sessions.holds(hash, check))) return null;
            if (event.type === 'car') {
              return carFrame(event, '', () =>
                frameOf({
                  type: 'car',
                  driver_id: event.driver_id,
                  latitude: event.latitude,
                  longitude: event.longitude,
                  heading: event.heading,
                }),
              );
            }
            return (await ownRide(event)) === rootId ? BOARD_FRAME : null;
          },
        },
        [],
        { hash, check },
      );
      async function check() {
        return hash !== '' && (await findUserByTokenHash(ctx.db, hash))?.id === viewer.id;
      }
    },
  });

  const driversOfRide = perEvent<ReturnType<typeof findDriversOfRide>>();
  const RIDES_FRAME = frameOf({ type: 'rides' });

  r.get('/driver/events', {
    schema: {
      tags: ['driver'],
      description:
        "A driver's offers and ride as Server-Sent Events: `{type: 'rides'}` when a ride offered to the driver, driven by them, or told to them before changed (read GET driver/services again). The driver token in the Authorization header (the app reads the stream with fetch).",
    },
    handler: async (request, reply) => {
      const { driverId, tokenHash: hash } = await requireDriverCaller(request);
      const group = `driver\n${driverId}\n${hash}`;
      // A ride once told stays of interest: its offer taken by another, expired or cancelled
      // is news to this driver too, though the ride no longer names them.
      const told = new Set<number>();
      await stream(
        reply,
        {
          groupOf: (event) => (event.type === 'service' ? group : null),
          frameOf: async (event) => {
            if (event.type !== 'service') return null;
            const ride = await driversOfRide(event, '', () =>
              findDriversOfRide(ctx.db, event.service_id),
            );
            const concerns =
              told.has(event.service_id) ||
              ride?.offered_driver_id === driverId ||
              ride?.driver_id === driverId;
            if (!concerns || !(await sessions.holds(hash, check))) return null;
            told.add(event.service_id);
            return RIDES_FRAME;
          },
        },
        [],
        { hash, check },
      );
      async function check() {
        return (await findDriverByTokenHash(ctx.db, hash))?.id === driverId;
      }
    },
  });

  r.post('/service/:id/share', {
    preValidation: signedIn,
    schema: { tags, params: idParamsSchema, response: { 201: rideShareSchema } },
    handler: async (request, reply) => {
      const link = await share.create(ctx, requireUser(request), request.params.id);
      reply.status(201);
      return link;
    },
  });

  r.delete('/service/:id/share', {
    preValidation: signedIn,
    schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await share.revoke(ctx.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/services/shared', {
    schema: {
      tags,
      description: 'One trip through its share link, read-only, without logging in.',
      querystring: sharedRideQuerySchema,
      response: { 200: rideEnvelopeSchema },
    },
    handler: async (request) => {
      const id = await share.resolve(ctx, request.query.token);
      if (id === null) throw notFound();
      const data = await rideData(id, request.language);
      if (!data) throw notFound();
      return { service: data.service };
    },
  });

  r.get('/services/shared/events', {
    schema: { tags, querystring: sharedRideQuerySchema },
    handler: async (request, reply) => {
      const token = request.query.token;
      const id = await share.resolve(ctx, token);
      if (id === null) throw notFound();
      const language = request.language;
      const initial = await rideData(id, language);
      const group = `share\n${token}\n${language}`;
      await stream(
        reply,
        {
          groupOf: (event) => (event.type !== 'car' && event.service_id === id ? group : null),
          // A link revoked or expired mid-stream stops showing anything new.
          frameOf: async (event) =>
            event.type === 'car' || (await share.resolve(ctx, token)) === null
              ? null
              : eventFrame(event, language),
        },
        initial ? [initial] : [],
      );
    },
  });
}
