import {
  adminGroupingQuerySchema,
  adminGroupingSchema,
  adminCommerceSchema,
  adminContentParamsSchema,
  adminUserSchema,
  groupingCreateSchema,
  groupingUpdateSchema,
  commerceCreateSchema,
  commerceUpdateSchema,
  fareUpdateSchema,
  relatedUpdateSchema,
  sentResponseSchema,
  contentSchema,
  contentUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
  operatorMessageCreateSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketReplyCreateSchema,
  ticketStateUpdateSchema,
  ticketThreadSchema,
} from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionDone, created, typed } from '../../lib/typed';
import { onlyOperator, requireOperator } from '../../plugins/auth';
import * as fares from '../fares/admin';
import * as tickets from '../tickets/service';
import { storeImageFromRequest } from '../uploads/service';
import { scopeOf } from './scope';
import * as admin from './service';

/** What every operator route starts from: operator accounts only, and the caller's scope. */
export function operatorRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  return {
    r: typed(app),
    db,
    preValidation: onlyOperator,
    scope: (request: FastifyRequest) => scopeOf(db, requireOperator(request)),
  };
}

/**
 * The operator API: groupings, fares, content, club commerces, tickets and
 * messages of the operator's own grouping tree (its hosts: domain-routes.ts). Operator accounts only (403 otherwise).
 */
export async function adminRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);

  // Groupings and fares
  r.get('/admin/agrupations', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminGroupingSchema) } },
    handler: async (request) => admin.listGroupings(db, await scope(request)),
  });
  r.post('/admin/agrupations', {
    preValidation,
    schema: {
      tags: ['admin'],
      body: groupingCreateSchema,
      response: { 201: adminGroupingSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        admin.createGrouping(db, await scope(request), request.body, requireOperator(request)),
      ),
  });
  r.put('/admin/agrupations/:id', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: groupingUpdateSchema,
      response: { 200: adminGroupingSchema },
    },
    handler: async (request) =>
      admin.updateGrouping(
        db,
        await scope(request),
        request.params.id,
        request.body,
        requireOperator(request),
      ),
  });
  r.post('/admin/agrupations/:id/logo', {
    preValidation,
    schema: {
      tags: ['admin'],
      consumes: ['multipart/form-data'],
      description:
        "Multipart with one `image` file (PNG, JPEG, GIF or WebP, told by its bytes; at most the server's upload limit, 413 over it): the grouping's logo.",
      params: idParamsSchema,
      response: { 200: adminGroupingSchema },
    },
    handler: async (request) => {
      const operator = requireOperator(request);
      return admin.setLogo(db, await scope(request), request.params.id, operator, (trx) =>
        storeImageFromRequest(trx, request, operator.id),
      );
    },
  });
  r.put('/admin/agrupations/:id/related', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: relatedUpdateSchema,
      response: { 200: adminGroupingSchema },
    },
    handler: async (request) =>
      admin.setRelated(
        db,
        await scope(request),
        request.params.id,
        request.body.related_ids,
        requireOperator(request),
      ),
  });
  r.put('/admin/agrupations/:id/fare', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: fareUpdateSchema,
      response: { 200: adminGroupingSchema },
    },
    handler: async (request) =>
      fares.updateFare(
        db,
        { user: requireOperator(request), scope: await scope(request) },
        request.params.id,
        request.body.fare,
      ),
  });
  r.delete('/admin/agrupations/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteGrouping(
        db,
        await scope(request),
        request.params.id,
        requireOperator(request),
      );
      return actionDone(request);
    },
  });

  // Content
  r.get('/admin/content/:content_key', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: adminContentParamsSchema,
      querystring: adminGroupingQuerySchema,
      response: { 200: z.array(contentSchema) },
    },
    handler: async (request) => {
      const s = await scope(request);
      return admin.listContent(
        db,
        s,
        request.query.agrupation_id ?? s.rootId,
        request.params.content_key,
      );
    },
  });
  r.put('/admin/content/:content_key', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: adminContentParamsSchema,
      querystring: adminGroupingQuerySchema,
      body: contentUpdateSchema,
      response: { 200: contentSchema },
    },
    handler: async (request) => {
      const s = await scope(request);
      return admin.putContent(
        db,
        s,
        request.query.agrupation_id ?? s.rootId,
        request.params.content_key,
        request.body,
        requireOperator(request),
      );
    },
  });

  // Club commerces
  r.get('/admin/commerces', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminCommerceSchema) } },
    handler: async (request) => admin.listCommerces(db, await scope(request)),
  });
  r.post('/admin/commerces', {
    preValidation,
    schema: { tags: ['admin'], body: commerceCreateSchema, response: { 201: adminCommerceSchema } },
    handler: async (request, reply) =>
      created(
        reply,
        admin.createCommerce(db, await scope(request), requireOperator(request), request.body),
      ),
  });
  r.put('/admin/commerces/:id', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: commerceUpdateSchema,
      response: { 200: adminCommerceSchema },
    },
    handler: async (request) =>
      admin.updateCommerce(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body,
      ),
  });
  r.delete('/admin/commerces/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteCommerce(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
      );
      return actionDone(request);
    },
  });

  // Tickets
  r.get('/admin/tickets', {
    preValidation,
    schema: {
      tags: ['admin'],
      querystring: ticketListQuerySchema,
      response: { 200: ticketListResponseSchema },
    },
    handler: async (request) =>
      tickets.listForOperator(db, (await scope(request)).ids, request.query),
  });
  r.get('/admin/tickets/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: ticketThreadSchema } },
    handler: async (request) =>
      tickets.operatorThread(db, (await scope(request)).ids, request.params.id),
  });
  r.put('/admin/tickets/:id', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: ticketStateUpdateSchema,
      response: { 200: ticketThreadSchema },
    },
    handler: async (request) =>
      tickets.operatorUpdate(
        db,
        requireOperator(request),
        await scope(request),
        request.params.id,
        request.body,
      ),
  });
  r.post('/admin/tickets/:id/replies', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: ticketReplyCreateSchema,
      response: { 201: ticketThreadSchema },
    },
    handler: async (request, reply) => {
      const s = await scope(request);
      const current = await tickets.operatorThread(db, s.ids, request.params.id);
      const updated = await tickets.operatorUpdate(
        db,
        requireOperator(request),
        s,
        request.params.id,
        { state: current.state, reply: request.body.body },
      );
      reply.status(201);
      return updated;
    },
  });

  // Users and messages
  r.get('/admin/users', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminUserSchema) } },
    handler: async (request) => admin.listUsers(db, await scope(request)),
  });
  r.post('/admin/messages', {
    preValidation,
    schema: {
      tags: ['admin'],
      body: operatorMessageCreateSchema,
      response: { 201: sentResponseSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        admin.sendMessage(db, await scope(request), request.body, requireOperator(request)),
      ),
  });
}
