import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { DEFAULT_TIME_ZONE, deviceTimeZone, formatZoned, type DateInput } from '@parada/core';
import { selectTimeZone, type RootState } from '@parada/core/store';
import { useLanguage } from '../i18n/ui-i18n';

const unsubscribed = () => () => {};

/**
 * The grouping's zone from the store; widgets shown without one (stories, unit tests)
 * read on the default clock.
 */
export function useTimeZone(): string {
  const store = useContext(ReactReduxContext)?.store;
  const read = () => (store ? selectTimeZone(store.getState() as RootState) : DEFAULT_TIME_ZONE);
  return useSyncExternalStore(store ? store.subscribe : unsubscribed, read, read);
}

/**
 * The zone the viewer's own clock is set to. A page the server drew (and its hydration)
 * reads as if it were the grouping's, `zone`, since the server cannot know the browser's:
 * a viewer elsewhere sees the zone's name join the times right after.
 */
export function useViewerZone(zone: string): string {
  return useSyncExternalStore(unsubscribed, deviceTimeZone, () => zone);
}

/**
 * Core's one rule for times on screen, bound to the grouping's zone and the user's
 * language: `time(value)` reads on the grouping's clock and names the zone when the
 * browser's own clock reads otherwise.
 */
export function useZonedTime(): (
  value: DateInput,
  parts?: 'date' | 'time' | 'date_time',
) => string {
  const zone = useTimeZone();
  const viewerZone = useViewerZone(zone);
  const language = useLanguage();
  return useCallback(
    (value, parts = 'date_time') => formatZoned(value, zone, { parts, language, viewerZone }),
    [zone, viewerZone, language],
  );
}
