/**
 * The driver's live position socket (`/api/driver/positions/live`): one connection carries
 * every position of a shift, where one HTTP request per position would cost the server far
 * more at fleet scale. Core opens no socket itself: the app hands in the browser's
 * WebSocket (tests hand in `ws`'s).
 */
import { POSITION_SOCKET } from './position-socket-protocol';
import type { DriverPosition } from './schemas';

/** Reconnection waits 1 s, then twice as long after each failure, up to 30 s. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** What core needs of a WebSocket (the browser's and `ws`'s both fit). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type OpenSocket = (url: string, protocols: string[]) => SocketLike;

/** The server's refusal of one position (409 `error.driver_offline`, 422 invalid). */
export interface PositionRefusal {
  seq: number;
  status: number;
  error: string;
  message: string;
}

export interface PositionSocketOptions {
  url: string;
  /** The driver's token now (it may change between connections). */
  token: () => string | null;
  open: OpenSocket;
  /** Positions sent but never acknowledged before the socket dropped, oldest first. */
  onDropped: (positions: DriverPosition[]) => void;
  onRefused?: (position: DriverPosition, refusal: PositionRefusal) => void;
  /** Close 4401: the token is no longer live. */
  onSignedOut: () => void;
  /** Close 4403: the driver may not drive; the socket stays closed. */
  onSuspended?: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** `ws:` or `wss:` on the API's origin, with the language the refusals are written in. */
export function positionSocketUrl(apiBaseUrl: string, language: string): string {
  const url = new URL(POSITION_SOCKET.path, apiBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = `?lang=${encodeURIComponent(language)}`;
  return url.href;
}

const OPEN = 1;

/** The next wait after one of `ms` failed. */
export const nextBackoff = (ms: number) => Math.min(ms * 2, RECONNECT_MAX_MS);

interface ServerFrame {
  ack?: unknown;
  seq?: unknown;
  status?: unknown;
  error?: unknown;
  message?: unknown;
}

function parse(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return frame && typeof frame === 'object' ? (frame as ServerFrame) : null;
  } catch {
    return null;
  }
}

/**
 * A socket that reconnects by itself while started (1 s doubling to 30 s), and says which
 * positions it could not deliver so the caller keeps them like an unanswered PUT.
 */
export function createPositionSocket(options: PositionSocketOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let started = false;
  let timer: unknown = null;
  let backoff = RECONNECT_FIRST_MS;
  let seq = 0;
  /** Sent on the open socket, not yet acknowledged, by sequence number. */
  let unacked = new Map<number, DriverPosition>();

  function dropUnacked() {
    if (unacked.size === 0) return;
    const lost = [...unacked.entries()].sort(([a], [b]) => a - b).map(([, position]) => position);
    unacked = new Map();
    options.onDropped(lost);
  }

  function schedule() {
    if (!started || timer != null) return;
    const wait = backoff;
    backoff = nextBackoff(backoff);
    timer = setTimer(() => {
      timer = null;
      connect();
    }, wait);
  }

  function connect() {
    const token = options.token();
    if (!started || socket || !token) return;
    let opened: SocketLike;
    try {
      opened = options.open(options.url, [
        POSITION_SOCKET.protocol,
        `${POSITION_SOCKET.tokenPrefix}${token}`,
      ]);
    } catch {
      schedule();
      return;
    }
    socket = opened;
    // Sequence numbers count per socket, from 1.
    seq = 0;
    opened.onopen = () => {
      backoff = RECONNECT_FIRST_MS;
    };
    opened.onmessage = (event) => {
      const frame = parse(event.data);
      if (!frame) return;
      if (typeof frame.ack === 'number') {
        for (const key of [...unacked.keys()]) if (key <= frame.ack) unacked.delete(key);
        return;
      }
      if (typeof frame.seq === 'number' && typeof frame.status === 'number') {
        const position = unacked.get(frame.seq);
        unacked.delete(frame.seq);
        if (position) {
          options.onRefused?.(position, {
            seq: frame.seq,
            status: frame.status,
            error: typeof frame.error === 'string' ? frame.error : '',
            message: typeof frame.message === 'string' ? frame.message : '',
          });
        }
      }
    };
    opened.onerror = () => {};
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      dropUnacked();
      if (event.code === POSITION_SOCKET.close.signedOut) {
        started = false;
        options.onSignedOut();
      } else if (event.code === POSITION_SOCKET.close.suspended) {
        started = false;
        options.onSuspended?.();
      } else schedule();
    };
  }

  return {
    /** Connects, and keeps reconnecting until stopped. */
    start() {
      if (started) return;
      started = true;
      backoff = RECONNECT_FIRST_MS;
      connect();
    },
    /** Closes for good (the shift ended, the phone went offline). */
    stop() {
      started = false;
      if (timer != null) clearTimer(timer);
      timer = null;
      const closing = socket;
      socket = null;
      if (closing) {
        closing.onclose = null;
        closing.onmessage = null;
        closing.close(1000);
      }
      dropUnacked();
    },
    isOpen: () => socket?.readyState === OPEN,
    /** Positions sent on this socket that the server has not yet acknowledged. */
    unacknowledged: () => unacked.size,
    /** Sends over the open socket; false when it is not open (use the PUT then). */
    send(position: DriverPosition): boolean {
      if (!socket || socket.readyState !== OPEN) return false;
      seq += 1;
      unacked.set(seq, position);
      try {
        socket.send(JSON.stringify({ seq, ...position }));
      } catch {
        unacked.delete(seq);
        return false;
      }
      return true;
    },
  };
}

export type PositionSocket = ReturnType<typeof createPositionSocket>;
