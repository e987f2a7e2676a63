import {
  favoriteCreateSchema,
  favoriteListSchema,
  favoriteSchema,
  favoriteUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { actionDone, created, typed } from '../../lib/typed';
import { onlyRoute, requireUser, signedIn } from '../../plugins/auth';
import * as favorites from './service';

const tags = ['favorites'];

/**
 * A user's saved addresses (spec §7 addresses and favorites). Anyone signed in reads their
 * own (the address box offers them); changing them is for roles with the favorites page.
 */
export async function favoriteRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const manage = onlyRoute('favorite');

  r.get('/favorites', {
    preValidation: signedIn,
    schema: { tags, response: { 200: favoriteListSchema } },
    handler: async (request) => favorites.list(ctx.db, requireUser(request)),
  });

  r.post('/favorites', {
    preValidation: manage,
    schema: { tags, body: favoriteCreateSchema, response: { 201: favoriteSchema } },
    handler: async (request, reply) =>
      created(reply, favorites.create(ctx.db, requireUser(request), request.body)),
  });

  r.put('/favorites/:id', {
    preValidation: manage,
    schema: {
      tags,
      description: 'A new alias and/or `default_favorite`; making one the default unsets the rest.',
      params: idParamsSchema,
      body: favoriteUpdateSchema,
      response: { 200: favoriteSchema },
    },
    handler: async (request) =>
      favorites.update(ctx.db, requireUser(request), request.params.id, request.body),
  });

  r.delete('/favorites/:id', {
    preValidation: manage,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await favorites.remove(ctx.db, requireUser(request), request.params.id);
      return actionDone(request);
    },
  });
}
