import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Language } from '@parada/core';
import type { AppParada } from './parada';

export interface AppContextValue {
  parada: AppParada;
  /** Switches the shown language and remembers the choice for the next visit. */
  setLanguage: (language: Language) => void;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The page's store, client and language switch, from AppProviders. */
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppProviders');
  return value;
}

/** How many API calls are running, for the top loading bar (read-only, never a call). */
export function useRequestsInFlight(): number {
  const { requests } = useAppContext().parada.client;
  // None while a prerendered screen is drawn or hydrated: the calls start after.
  return useSyncExternalStore(requests.subscribe, requests.getSnapshot, () => 0);
}
