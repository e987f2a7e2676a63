import {
  geocodeResponseSchema,
  geocodeReverseRequestSchema,
  geocodeSearchRequestSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed';
import { requireUser, signedIn } from '../../plugins/auth';
import { defaultGazetteer } from './default-gazetteer';
import { localGeocoder, remoteGeocoder, type Geocoder } from './geocoder';
import * as geocoding from './service';

const tags = ['geocoding'];

/** GEOCODER_URL picks a Nominatim- or Photon-compatible service; the gazetteer otherwise. */
function createGeocoder(app: FastifyInstance): Geocoder {
  const { env } = app.ctx;
  const local = localGeocoder(defaultGazetteer(env.WORLD_INDEX_FILE));
  if (!env.GEOCODER_URL) return local;
  return remoteGeocoder(env.GEOCODER_URL, {
    format: env.GEOCODER_FORMAT,
    fallback: local,
    timeoutMs: env.GEOCODER_TIMEOUT_MS,
  });
}

/** Address search and reverse geocoding (spec §7 addresses). */
export async function geocodingRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const geocoder = createGeocoder(app);
  const searchRateLimit = {
    rateLimit: { max: ctx.env.GEOCODE_RATE_LIMIT, timeWindow: '1 minute' },
  };

  r.post('/geocode/search', {
    preValidation: signedIn,
    config: searchRateLimit,
    schema: {
      tags,
      description:
        'Silent, as the user types: matching favorites first, then places near `near` (or the grouping’s city).',
      body: geocodeSearchRequestSchema,
      response: { 200: geocodeResponseSchema },
    },
    handler: async (request) => ({
      addresses: await geocoding.search(
        ctx.db,
        geocoder,
        requireUser(request),
        request.body,
        request.language,
      ),
    }),
  });

  r.post('/geocode/reverse', {
    preValidation: signedIn,
    config: searchRateLimit,
    schema: {
      tags,
      body: geocodeReverseRequestSchema,
      response: { 200: geocodeResponseSchema },
    },
    handler: async (request) => ({
      addresses: await geocoding.reverse(geocoder, request.body.position, request.language),
    }),
  });
}
