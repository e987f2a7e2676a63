import type { BusEvent, EventBus } from './bus';

/** An open event stream, as the fan-out sees it. */
export interface LiveStream {
  /**
   * The group this stream is in for `event`, or null when the event is not for it. Streams
   * of one group get the same frame, worked out once by the first one's `frameOf`.
   */
  groupOf(event: BusEvent): string | null;
  /** What the stream's group is sent for `event`, or null for nothing. */
  frameOf(event: BusEvent): Promise<Buffer | null>;
  write(frame: Buffer): void;
}

/**
 * One bus subscription per instance for all its event streams. Each event is matched
 * against the streams synchronously, its frame is read and serialized once per group
 * (a language, a session, a share link) and the same bytes are written to every stream of
 * the group, in the order the events came. With ten thousand streams a change costs a
 * socket write per stream and no promise, closure or string of its own.
 */
export function createFanout(bus: EventBus) {
  const streams = new Set<LiveStream>();
  let listening: Promise<unknown> | null = null;
  let delivered = Promise.resolve();

  const onEvent = (event: BusEvent) => {
    const groups = new Map<string, { frame: Promise<Buffer | null>; streams: LiveStream[] }>();
    for (const stream of streams) {
      const key = stream.groupOf(event);
      if (key === null) continue;
      let group = groups.get(key);
      if (!group) {
        group = { frame: stream.frameOf(event).catch(() => null), streams: [] };
        groups.set(key, group);
      }
      group.streams.push(stream);
    }
    if (groups.size === 0) return;
    // The reads start at once; the writes wait for the previous event's, so every stream
    // gets its events in order.
    delivered = delivered.then(async () => {
      for (const group of groups.values()) {
        const frame = await group.frame;
        if (!frame) continue;
        for (const stream of group.streams) if (streams.has(stream)) stream.write(frame);
      }
    });
  };

  return {
    /**
     * Resolves once events published from now on reach this instance's streams; rejects
     * when the bus is down, so the request gets an ordinary error instead of a dead stream.
     */
    async listen(): Promise<void> {
      listening ??= bus.subscribe(onEvent).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      await bus.ready();
    },
    /** From now on `stream` is told of each event; call once its head is written. */
    add(stream: LiveStream) {
      streams.add(stream);
    },
    remove(stream: LiveStream) {
      streams.delete(stream);
    },
  };
}

/** The bytes of one event-stream message carrying `data` as JSON. */
export const frameOf = (data: object): Buffer => Buffer.from(`data: ${JSON.stringify(data)}\n\n`);

const chunks = new WeakMap<Buffer, Buffer>();
/** `frame` as one chunk of a chunked HTTP/1.1 body, made once per frame. */
export function chunkOf(frame: Buffer): Buffer {
  let chunk = chunks.get(frame);
  if (!chunk) {
    chunk = Buffer.concat([
      Buffer.from(`${frame.length.toString(16)}\r\n`),
      frame,
      Buffer.from('\r\n'),
    ]);
    chunks.set(frame, chunk);
  }
  return chunk;
}

/**
 * Whether each session still holds, looked up at most every `maxAgeMs` and once for all the
 * streams it has open; when it no longer does, all of them end.
 */
export function createSessionChecks(maxAgeMs: number) {
  interface Entry {
    streams: Set<() => void>;
    checkedAt: number;
    pending: Promise<boolean> | null;
  }
  const sessions = new Map<string, Entry>();
  return {
    /** Counts `end` among the session's streams until it is dropped. */
    add(session: string, end: () => void) {
      let entry = sessions.get(session);
      // A new session's first delivery looks it up.
      if (!entry)
        sessions.set(session, (entry = { streams: new Set(), checkedAt: 0, pending: null }));
      entry.streams.add(end);
    },
    drop(session: string, end: () => void) {
      const entry = sessions.get(session);
      if (!entry) return;
      entry.streams.delete(end);
      if (entry.streams.size === 0) sessions.delete(session);
    },
    /** Whether `session` holds, by `check` unless it was looked up within maxAgeMs. */
    holds(session: string, check: () => Promise<boolean>): Promise<boolean> {
      const entry = sessions.get(session);
      if (!entry) return Promise.resolve(false);
      if (entry.pending) return entry.pending;
      if (Date.now() - entry.checkedAt < maxAgeMs) return Promise.resolve(true);
      entry.pending = check()
        .catch(() => true)
        .then((holds) => {
          entry.pending = null;
          entry.checkedAt = Date.now();
          if (!holds) for (const end of [...entry.streams]) end();
          return holds;
        });
      return entry.pending;
    },
  };
}
