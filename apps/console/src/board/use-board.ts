import { consoleEventSchema, type Board } from '@parada/core';
import { useAppContext } from '@parada/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../env';
import { createCarStore } from './car-store';

/** Board changes close together are read once. */
const REREAD_MS = 150;
/** A dropped stream opens again (with a new ticket) after this pause. */
const RECONNECT_MS = 2000;

export type BoardStatus = 'loading' | 'ready' | 'failed';

/**
 * The live board: read once, then kept current by the console's event stream (no polling):
 * a ride that changes makes the board read again, a car that moves moves on the map only.
 */
export function useBoard() {
  const api = useAppContext().parada.api;
  const [board, setBoard] = useState<Board | null>(null);
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [live, setLive] = useState(false);
  const cars = useRef(createCarStore()).current;

  const reload = useCallback(async () => {
    try {
      const next = await api.console.board();
      setBoard(next);
      cars.reset(next.cars);
      setStatus('ready');
    } catch {
      setStatus((current) => (current === 'ready' ? current : 'failed'));
    }
  }, [api, cars]);

  useEffect(() => {
    let closed = false;
    let source: EventSource | null = null;
    let reread: ReturnType<typeof setTimeout> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const open = async () => {
      if (closed || typeof EventSource === 'undefined') return;
      try {
        const { ticket } = await api.services.streamTicket();
        if (closed) return;
        const url = new URL('console/events', env.apiUrl);
        url.searchParams.set('ticket', ticket);
        source = new EventSource(url);
        source.onopen = () => {
          setLive(true);
          // What changed while the stream was down is read now.
          void reload();
        };
        source.onmessage = (message: MessageEvent<string>) => {
          const parsed = consoleEventSchema.safeParse(JSON.parse(message.data));
          if (!parsed.success) return;
          if (parsed.data.type === 'car') {
            cars.move(parsed.data);
            return;
          }
          reread ??= setTimeout(() => {
            reread = null;
            void reload();
          }, REREAD_MS);
        };
        source.onerror = () => {
          source?.close();
          setLive(false);
          if (!closed) retry = setTimeout(() => void open(), RECONNECT_MS);
        };
      } catch {
        if (!closed) retry = setTimeout(() => void open(), RECONNECT_MS);
      }
    };
    void reload();
    void open();
    return () => {
      closed = true;
      source?.close();
      if (reread) clearTimeout(reread);
      if (retry) clearTimeout(retry);
    };
  }, [api, cars, reload]);

  return { board, status, live, cars, reload };
}
