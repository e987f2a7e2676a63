import { distanceKm, type Position } from '../dispatch/geo';

/** Time and distance of one leg, as a service's times_and_distances carries them. */
export interface LegEstimate {
  /** Seconds. */
  time: number;
  /** Metres. */
  distance: number;
}

export interface RouteEstimator {
  /** One estimate per consecutive pair of `stops` (n stops → n − 1 legs). */
  legs(stops: readonly Position[], signal?: AbortSignal): Promise<LegEstimate[]>;
}

export interface StraightLineOptions {
  /** Streets are not straight: road distance over great-circle distance. */
  detourFactor?: number;
  /** Average door-to-door speed in a city, stops and lights included. */
  cityKmh?: number;
}

/**
 * The embedded default: great-circle distance times a detour factor, at a city speed. Good
 * enough for a price and an arrival time in a city; ROUTER_URL swaps in real road routing.
 */
export function straightLineEstimator({
  detourFactor = 1.3,
  cityKmh = 24,
}: StraightLineOptions = {}): RouteEstimator {
  return {
    async legs(stops) {
      return stops.slice(1).map((stop, index) => {
        const km = distanceKm(stops[index]!, stop) * detourFactor;
        return { distance: Math.round(km * 1000), time: Math.round((km / cityKmh) * 3600) };
      });
    },
  };
}

interface OsrmRouteResponse {
  code: string;
  message?: string;
  routes?: { legs: { distance: number; duration: number }[] }[];
}

/**
 * An OSRM-compatible routing service (`GET /route/v1/driving/lng,lat;lng,lat`). When it
 * fails or is slow the straight-line estimate answers instead: a ride is never refused
 * because the router is down.
 */
export function osrmEstimator(
  baseUrl: string,
  {
    fallback = straightLineEstimator(),
    timeoutMs = 2_000,
  }: { fallback?: RouteEstimator; timeoutMs?: number } = {},
): RouteEstimator {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async legs(stops, signal) {
      if (stops.length < 2) return [];
      const coordinates = stops
        .map((stop) => `${stop.longitude.toFixed(6)},${stop.latitude.toFixed(6)}`)
        .join(';');
      try {
        const response = await fetch(`${root}/route/v1/driving/${coordinates}?overview=false`, {
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json()) as OsrmRouteResponse;
        const legs = body.routes?.[0]?.legs;
        if (!response.ok || body.code !== 'Ok' || !legs || legs.length !== stops.length - 1) {
          throw new Error(`router answered ${response.status} ${body.code}`);
        }
        return legs.map((leg) => ({
          distance: Math.round(leg.distance),
          time: Math.round(leg.duration),
        }));
      } catch (error) {
        if (signal?.aborted) throw error;
        return fallback.legs(stops, signal);
      }
    },
  };
}
