import type { OpenEventStream } from '@parada/core/store';

/**
 * Core's live updates over the browser's EventSource, at paths under the API base. On any
 * error the stream is closed and core told: the browser would retry the same URL, but a
 * stream ticket is good once, so core reopens with a new one. Undefined where there is no
 * EventSource, and the apps then poll only.
 */
export function browserEventStream(apiUrl: string): OpenEventStream | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (path, query, handlers) => {
    const url = new URL(path, apiUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const source = new EventSource(url);
    let closed = false;
    const close = () => {
      closed = true;
      source.close();
    };
    source.onopen = () => handlers.onOpen();
    source.onmessage = (event: MessageEvent<string>) => handlers.onMessage(event.data);
    source.onerror = () => {
      if (closed) return;
      close();
      handlers.onError();
    };
    return close;
  };
}
