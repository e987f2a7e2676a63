import type { CarState } from '@parada/core';

/** One colour per car state, on the map and in its legend (distinct for colour-blind eyes too: green, amber, blue). */
export const CAR_COLOURS: Record<CarState, string> = {
  free: '#15803d',
  offered: '#d97706',
  busy: '#1d4ed8',
};
