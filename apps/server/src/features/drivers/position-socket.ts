import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { POSITION_SOCKET, driverPositionSchema, type Language } from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { HttpError } from '../../lib/http-error';
import { sha256 } from '../../lib/crypto';
import { resolveLanguage, translate } from '../../lib/i18n';
import { fieldErrors } from '../../lib/validation';
import * as repo from './repository';
import { whyNotMoved, type DriverCaller } from './service';

/** Where the driver app keeps one socket open for its positions (a plain `GET` is 426). */
const PATH = `/api/${POSITION_SOCKET.path}`;
const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_SERVER_FAULT = 1011;

/** A position is a hundred bytes; anything near this is not one. */
const MAX_FRAME_BYTES = 1024;
/**
 * Frames a socket may send: a burst of 20, then 5 a second. The app sends one every few
 * seconds (what it kept without signal goes by `POST driver/positions`), so a socket past
 * this is not the app.
 */
const BURST = 20;
const PER_SECOND = 5;
/** A socket that answers no ping for this long is gone (a phone that lost signal). */
const PING_MS = 30_000;

interface Frame {
  seq: number;
  position: unknown;
}

/** The frame's sequence number and position; null when it is no position frame at all. */
function readFrame(data: Buffer): Frame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { seq, ...position } = parsed as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  return { seq, position };
}

/** The upgrade's answer when it is refused: a plain HTTP response, then the socket ends. */
function refuse(socket: Duplex, status: number, reason: string) {
  const body = JSON.stringify({ error: reason });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The driver app's position socket (docs/decisions/driver-positions-socket.md): one
 * WebSocket per phone, so a position costs a frame instead of an HTTP request, and every
 * position goes through the runtime's batching writer. The token rides in the
 * subprotocol list (a browser cannot set headers on a WebSocket, and a URL would put it in
 * logs); the write re-checks it each time, so a revoked token moves nothing and its socket
 * is closed with 4401 at its next position.
 */
export function attachPositionSocket(app: FastifyInstance): void {
  const ctx = app.ctx;
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    handleProtocols: (offered) =>
      offered.has(POSITION_SOCKET.protocol) ? POSITION_SOCKET.protocol : false,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://socket');
    if (url.pathname.replace(/\/$/, '') !== PATH) {
      refuse(socket, 404, 'not found');
      return;
    }
    const language = resolveLanguage(url.searchParams.get('lang') ?? undefined);
    const offered = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((item) => item.trim());
    const token = offered
      .find((item) => item.startsWith(POSITION_SOCKET.tokenPrefix))
      ?.slice(POSITION_SOCKET.tokenPrefix.length);
    if (!token || !offered.includes(POSITION_SOCKET.protocol)) {
      refuse(socket, 401, translate(language, 'error.session_expired'));
      return;
    }
    const tokenHash = sha256(token);
    void Promise.resolve(repo.findDriverIdOfTokenNow(ctx.db, tokenHash)).then(
      (found) => {
        if (!found) return refuse(socket, 401, translate(language, 'error.session_expired'));
        sockets.handleUpgrade(request, socket, head, (ws) =>
          serve(ws, { driverId: found.driver_id, tokenHash }, language),
        );
      },
      () => refuse(socket, 503, translate(language, 'error.generic')),
    );
  };

  function serve(ws: WebSocket, caller: DriverCaller, language: Language) {
    let allowance = BURST;
    let lastRefill = Date.now();
    let lastSeq = 0;
    let alive = true;
    ws.on('pong', () => (alive = true));
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_MS);
    ws.on('close', () => clearInterval(ping));
    ws.on('error', () => ws.terminate());

    const send = (message: object) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const refused = (seq: number, error: HttpError) =>
      send({
        seq,
        status: error.statusCode,
        error: error.key,
        message: translate(language, error.key, error.params),
        ...(error.fields.length
          ? {
              errors: error.fields.map((field) => ({
                field: field.field,
                message: translate(language, field.key, field.params),
              })),
            }
          : {}),
      });

    ws.on('message', (data: Buffer, isBinary) => {
      const now = Date.now();
      allowance = Math.min(BURST, allowance + ((now - lastRefill) / 1000) * PER_SECOND);
      lastRefill = now;
      if (allowance < 1) return ws.close(CLOSE_POLICY, 'too many frames');
      allowance -= 1;
      const frame = isBinary ? null : readFrame(data);
      if (!frame || frame.seq <= lastSeq) return ws.close(CLOSE_POLICY, 'not a position frame');
      lastSeq = frame.seq;
      const checked = driverPositionSchema.safeParse(frame.position);
      if (!checked.success) {
        const fields = fieldErrors(checked.error.issues);
        return refused(
          frame.seq,
          new HttpError(422, fields[0]?.key ?? 'validation.invalid', {}, fields),
        );
      }
      void ctx.rides.positions
        .write({ driverId: caller.driverId, tokenHash: caller.tokenHash, position: checked.data })
        .then(async (moved) => {
          if (moved) return send({ ack: frame.seq });
          const why = await whyNotMoved(ctx.db, caller);
          if (why.statusCode === 401)
            return ws.close(POSITION_SOCKET.close.signedOut, 'token not live');
          if (why.statusCode === 403) return ws.close(POSITION_SOCKET.close.suspended, 'suspended');
          refused(frame.seq, why);
        })
        .catch(() => ws.close(CLOSE_SERVER_FAULT, 'try again'));
    });
  }

  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of sockets.clients) ws.close(CLOSE_GOING_AWAY, 'server stopping');
  });
  app.addHook('onClose', async () => {
    for (const ws of sockets.clients) ws.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });
}
