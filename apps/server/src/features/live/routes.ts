import {
  idParamsSchema,
  serviceShareSchema,
  sharedServiceQuerySchema,
  streamTicketSchema,
  type Language,
} from '@parada/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { serviceEnvelopeSchema } from '@parada/core';
import { notFound, unauthorized } from '../../lib/http-error';
import { typed } from '../../lib/typed';
import { requireUser, signedIn } from '../../plugins/auth';
import { findUserByTokenHash } from '../accounts/repository';
import * as rides from '../rides/repository';
import { toService } from '../rides/to-service';
import type { BusEvent } from './bus';
import * as share from './share';
import { issueTicket, redeemTicket } from './tickets';

const tags = ['live'];
const HEARTBEAT_MS = 15_000;
/** A stream re-checks its session before a delivery when the last check is this old. */
const SESSION_CHECK_MS = 500;

const StreamQuery = z.object({ ticket: z.string().max(100).optional() });

interface Stream {
  end(): void;
}

/**
 * One value per bus event and key, shared by every stream the event reaches: with ten
 * thousand streams open, a change reads its service, checks a session and serializes its
 * data once per language or session instead of once per stream. Keyed by the event object,
 * which the bus hands to every subscriber, so it is dropped with the event.
 */
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

/** The text of an event's data, written once for every stream that sends the same object. */
const serialized = new WeakMap<object, string>();
const serialize = (data: object): string => {
  let text = serialized.get(data);
  if (text === undefined) serialized.set(data, (text = JSON.stringify(data)));
  return text;
};

/**
 * Live updates over Server-Sent Events (DESIGN §2): the user's service changes and the
 * position of the car on their ride, and the same for one ride through a share link.
 * A browser's EventSource cannot send the Authorization header, so it trades the token
 * for a one-use ticket valid a minute; fetch-based clients send the header instead. Long-
 * lived tokens never go in a URL.
 */
export async function liveRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const open = new Set<Stream>();

  // Streams never end on their own: close them, or app.close() would wait for them.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  /**
   * Opens an event stream and pipes `pick`ed bus events to it until either side closes.
   * With `session`, the stream ends once it says no: checked before a delivery (at most
   * every SESSION_CHECK_MS, so a revoked session is sent nothing) and at each heartbeat
   * (so an idle one is closed too).
   */
  async function stream(
    reply: FastifyReply,
    pick: (event: BusEvent) => Promise<object | null>,
    first: object[],
    session?: (event?: BusEvent) => Promise<boolean>,
  ) {
    // Deliveries in order, even though reading a service from the database is async; none
    // before the head is written. Subscribing comes first: if the bus is down the request
    // still gets an ordinary error instead of a broken stream.
    let opened: () => void = () => {};
    let chain = new Promise<void>((resolve) => (opened = resolve));
    let ended = false;
    let sequence = 0;
    let checkedAt = Date.now();
    const sessionHolds = async (force: boolean, event?: BusEvent) => {
      if (!session || (!force && Date.now() - checkedAt < SESSION_CHECK_MS)) return true;
      const holds = await session(event).catch(() => true);
      checkedAt = Date.now();
      if (!holds) entry.end();
      return holds;
    };
    const raw = reply.raw;
    const send = (data: object) => {
      sequence += 1;
      raw.write(`id: ${sequence}\ndata: ${serialize(data)}\n\n`);
    };
    const unsubscribe = await ctx.rides.bus.subscribe((event) => {
      chain = chain.then(async () => {
        if (ended) return;
        const data = await pick(event).catch(() => null);
        if (data && !ended && (await sessionHolds(false, event)) && !ended) send(data);
      });
    });
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const heartbeat = setInterval(() => {
      void sessionHolds(true).then((holds) => {
        if (holds && !ended) raw.write(': ping\n\n');
      });
    }, HEARTBEAT_MS);
    const entry: Stream = {
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(entry);
        raw.end();
      },
    };
    open.add(entry);
    raw.on('close', entry.end);
    raw.write('retry: 3000\n\n');
    for (const data of first) send(data);
    opened();
  }

  /** A service event for `language` if the stream may see it. */
  const serviceData = async (serviceId: number, language: Language) => {
    const row = await rides.findWithDriver(ctx.db, serviceId);
    return row ? { type: 'service', service: toService(row, language) } : null;
  };
  const positionOf = (event: Extract<BusEvent, { type: 'position' }>) => ({
    type: 'position',
    service_id: event.service_id,
    latitude: event.latitude,
    longitude: event.longitude,
    heading: event.heading,
    at: event.at,
  });

  const onceForServiceData = perEvent<Promise<object | null>>();
  const onceForPosition = perEvent<object>();
  const onceForSession = perEvent<Promise<boolean>>();
  /** The event's service for `language` (or its car's position), read once for all streams. */
  const eventData = (event: BusEvent, language: Language): Promise<object | null> =>
    event.type === 'service'
      ? onceForServiceData(event, language, () => serviceData(event.service_id, language))
      : Promise.resolve(onceForPosition(event, '', () => positionOf(event)));

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
      const session = tokenHash;
      // The session must still hold (same account) for the stream to go on.
      const check = async () =>
        session !== null && (await findUserByTokenHash(ctx.db, session))?.id === viewer.id;
      // Streams of one session checking for the same event share one look-up.
      const sessionHolds = (event?: BusEvent) =>
        event && session !== null ? onceForSession(event, session, check) : check();
      const language = request.language;
      const mine = (event: BusEvent) =>
        event.user_id === viewer.id ||
        (viewer.kind === 'company' && event.company_id === viewer.id);
      await stream(
        reply,
        async (event) => {
          if (!mine(event)) return null;
          return eventData(event, language);
        },
        [],
        sessionHolds,
      );
    },
  });

  r.post('/service/:id/share', {
    preValidation: signedIn,
    schema: { tags, params: idParamsSchema, response: { 201: serviceShareSchema } },
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
      querystring: sharedServiceQuerySchema,
      response: { 200: serviceEnvelopeSchema },
    },
    handler: async (request) => {
      const id = await share.resolve(ctx, request.query.token);
      if (id === null) throw notFound();
      const data = await serviceData(id, request.language);
      if (!data) throw notFound();
      return { service: data.service };
    },
  });

  r.get('/services/shared/events', {
    schema: { tags, querystring: sharedServiceQuerySchema },
    handler: async (request, reply) => {
      const token = request.query.token;
      const id = await share.resolve(ctx, token);
      if (id === null) throw notFound();
      const language = request.language;
      const initial = await serviceData(id, language);
      await stream(
        reply,
        async (event) => {
          if (event.service_id !== id) return null;
          // A link revoked or expired mid-stream stops showing anything new.
          if ((await share.resolve(ctx, token)) === null) return null;
          return eventData(event, language);
        },
        initial ? [initial] : [],
      );
    },
  });
}
