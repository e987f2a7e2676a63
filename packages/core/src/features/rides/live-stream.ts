import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { type OpenEventStream } from '../../store/dependencies';
import { type RideEvent, rideEventSchema } from './schemas';
import { ridesActions } from './slice';

/** First wait before reopening a live stream that failed; it doubles up to the maximum. */
export const LIVE_RETRY_MIN_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 60_000;

type StreamMessage = { kind: 'open' } | { kind: 'message'; data: string } | { kind: 'error' };

function streamChannel(
  open: OpenEventStream,
  path: string,
  query: Record<string, string>,
): EventChannel<StreamMessage> {
  // Buffered: a burst of events must not be dropped while the saga is busy putting one.
  return eventChannel<StreamMessage>(
    (emit) =>
      open(path, query, {
        onOpen: () => emit({ kind: 'open' }),
        onMessage: (data) => emit({ kind: 'message', data }),
        onError: () => emit({ kind: 'error' }),
      }),
    buffers.expanding(16),
  );
}

/** A stream line as core's event, or null for anything else (a newer server's event kind). */
export function parseRideEvent(data: string): RideEvent | null {
  try {
    const parsed = rideEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function* applyRideEvent(event: RideEvent) {
  if (event.type === 'service') yield put(ridesActions.ridePushed(event.service));
  else yield put(ridesActions.positionPushed(event));
}

/**
 * Reads one stream until it fails or the saga is cancelled (log-out), closing it either way.
 * `onOpen` runs each time the stream opens. Returns whether it ever opened.
 */
export function* readStream(
  open: OpenEventStream,
  path: string,
  query: Record<string, string>,
  onOpen: () => Generator,
) {
  const channel: EventChannel<StreamMessage> = yield call(streamChannel, open, path, query);
  let opened = false;
  try {
    while (true) {
      const message: StreamMessage = yield take(channel);
      if (message.kind === 'error') return opened;
      if (message.kind === 'open') {
        opened = true;
        yield call(onOpen);
        continue;
      }
      const event = parseRideEvent(message.data);
      if (event) yield call(applyRideEvent, event);
    }
  } finally {
    channel.close();
  }
}

/** Waits before the next attempt: short after a stream that worked, doubling while none does. */
export function retryWaits() {
  let wait = LIVE_RETRY_MIN_MS;
  return {
    next: (opened: boolean) => {
      if (opened) wait = LIVE_RETRY_MIN_MS;
      const current = wait;
      wait = Math.min(wait * 2, LIVE_RETRY_MAX_MS);
      return current;
    },
  };
}
