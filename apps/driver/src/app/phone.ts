import type {
  DriverDependencies,
  EventStreamCallbacks,
  LocationProblem,
  SocketLike,
} from '@parada/core/store';
import { alertOffer } from './alerts';

/**
 * The phone's pieces the driver's store runs on (core touches no browser global): the
 * event stream, the position, the permission, the signal and the live socket.
 */
export function phoneDependencies(
  baseUrl: string,
): Omit<DriverDependencies, 'api' | 'storage' | 'newKey' | 'socketUrl'> {
  return {
    followEvents: (token, callbacks) => followEvents(baseUrl, token, callbacks),
    watchPosition(onReading, onProblem) {
      if (!('geolocation' in navigator)) {
        onProblem('unavailable');
        return () => {};
      }
      const watch = navigator.geolocation.watchPosition(
        (reading) =>
          onReading({
            latitude: reading.coords.latitude,
            longitude: reading.coords.longitude,
            heading: reading.coords.heading,
            speed: reading.coords.speed,
          }),
        (problem) => {
          const kinds: Record<number, LocationProblem> = {
            [problem.PERMISSION_DENIED]: 'denied',
            [problem.TIMEOUT]: 'timeout',
          };
          onProblem(kinds[problem.code] ?? 'unavailable');
        },
        { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
      );
      return () => navigator.geolocation.clearWatch(watch);
    },
    locationPermission: async () =>
      (await navigator.permissions.query({ name: 'geolocation' })).state,
    watchOnline(onChange) {
      const up = () => onChange(true);
      const down = () => onChange(false);
      window.addEventListener('online', up);
      window.addEventListener('offline', down);
      return () => {
        window.removeEventListener('online', up);
        window.removeEventListener('offline', down);
      };
    },
    alertOffer,
    // The browser's WebSocket types its handlers' events more narrowly than core's
    // SocketLike, which asks only for `data` and `code`.
    openSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
  };
}

/**
 * The driver's event stream (`GET driver/events`), read with fetch, which sends the token
 * as a header (an EventSource could only put it in the URL). Each frame with data says the
 * offers or the ride changed.
 */
function followEvents(baseUrl: string, token: string, callbacks: EventStreamCallbacks) {
  const stop = new AbortController();
  const read = async () => {
    const response = await fetch(new URL('driver/events', baseUrl), {
      headers: { authorization: `Token ${token}`, accept: 'text/event-stream' },
      signal: stop.signal,
    });
    if (!response.ok || !response.body) return;
    callbacks.onOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      pending += value;
      const frames = pending.split('\n\n');
      pending = frames.pop() ?? '';
      if (frames.some((frame) => frame.split('\n').some((line) => line.startsWith('data:')))) {
        callbacks.onMessage();
      }
    }
  };
  void read()
    .catch(() => {})
    .finally(() => {
      if (!stop.signal.aborted) callbacks.onEnd();
    });
  return () => stop.abort();
}
