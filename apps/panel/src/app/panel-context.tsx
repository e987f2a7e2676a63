import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Language } from '@parada/core';
import type { PanelParada } from './parada';

export interface PanelContextValue {
  parada: PanelParada;
  /** Switches the shown language and remembers the choice for the next visit. */
  setLanguage: (language: Language) => void;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel outside PanelContext');
  return value;
}

/** How many API calls are running, for the top loading bar (read-only, never a call). */
export function useRequestsInFlight(): number {
  const { requests } = usePanel().parada.client;
  return useSyncExternalStore(requests.subscribe, requests.getSnapshot);
}
