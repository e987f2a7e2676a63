import {
  adminAgrupationQuerySchema,
  adminAgrupationSchema,
  adminCommerceSchema,
  adminContentParamsSchema,
  adminDomainSchema,
  adminUserSchema,
  agrupationCreateSchema,
  agrupationUpdateSchema,
  commerceCreateSchema,
  commerceUpdateSchema,
  domainClaimSchema,
  domainCreateSchema,
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
import { translate } from '../../lib/i18n';
import { typed } from '../../lib/typed';
import { onlyOperator, requireOperator } from '../../plugins/auth';
import * as tickets from '../tickets/service';
import * as admin from './service';

/**
 * The operator API: groupings, domains, fares, content, club commerces, tickets and
 * messages of the operator's own grouping tree. Operator accounts only (403 otherwise).
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { db } = app.ctx;
  const preValidation = onlyOperator;
  const scope = (request: FastifyRequest) => admin.scopeOf(db, requireOperator(request));
  const ok = (request: FastifyRequest) => ({
    message: translate(request.language, 'success.action'),
  });

  // Groupings and fares
  r.get('/admin/agrupations', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminAgrupationSchema) } },
    handler: async (request) => admin.listAgrupations(db, await scope(request)),
  });
  r.post('/admin/agrupations', {
    preValidation,
    schema: {
      tags: ['admin'],
      body: agrupationCreateSchema,
      response: { 201: adminAgrupationSchema },
    },
    handler: async (request, reply) => {
      const created = await admin.createAgrupation(db, await scope(request), request.body);
      reply.status(201);
      return created;
    },
  });
  r.put('/admin/agrupations/:id', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: agrupationUpdateSchema,
      response: { 200: adminAgrupationSchema },
    },
    handler: async (request) =>
      admin.updateAgrupation(db, await scope(request), request.params.id, request.body),
  });
  r.put('/admin/agrupations/:id/related', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: relatedUpdateSchema,
      response: { 200: adminAgrupationSchema },
    },
    handler: async (request) =>
      admin.setRelated(db, await scope(request), request.params.id, request.body.related_ids),
  });
  r.put('/admin/agrupations/:id/fare', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: fareUpdateSchema,
      response: { 200: adminAgrupationSchema },
    },
    handler: async (request) =>
      admin.updateAgrupation(db, await scope(request), request.params.id, {
        fare: request.body.fare,
      }),
  });
  r.delete('/admin/agrupations/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteAgrupation(db, await scope(request), request.params.id);
      return ok(request);
    },
  });

  // Domains
  r.get('/admin/domains', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminDomainSchema) } },
    handler: async (request) => admin.listDomains(db, await scope(request)),
  });
  r.post('/admin/domains', {
    preValidation,
    schema: {
      tags: ['admin'],
      description:
        "Adds a host. The platform's own operators add it at once (201). Any other operator gets a claim (202): serve `token` at `http.url` or publish the `dns` TXT record, then POST admin/domains/claims/{id}/verify. A host under another operator's host is refused (422).",
      body: domainCreateSchema,
      response: { 201: adminDomainSchema, 202: domainClaimSchema },
    },
    handler: async (request, reply) => {
      const outcome = await admin.createDomain(db, await scope(request), request.body);
      if (outcome.kind === 'created') {
        reply.status(201);
        return outcome.domain;
      }
      reply.status(202);
      return outcome.claim;
    },
  });
  r.get('/admin/domains/claims', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(domainClaimSchema) } },
    handler: async (request) => admin.listClaims(db, await scope(request)),
  });
  r.post('/admin/domains/claims/:id/verify', {
    preValidation,
    schema: {
      tags: ['admin'],
      description:
        "Checks the claim's proof (the well-known file or the TXT record) and, when shown, adds the host (201). 422 while neither shows the token.",
      params: idParamsSchema,
      response: { 201: adminDomainSchema },
    },
    handler: async (request, reply) => {
      const created = await admin.verifyClaim(
        db,
        await scope(request),
        request.params.id,
        app.ctx.domainProof,
      );
      reply.status(201);
      return created;
    },
  });
  r.delete('/admin/domains/claims/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteClaim(db, await scope(request), request.params.id);
      return ok(request);
    },
  });
  r.delete('/admin/domains/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteDomain(db, await scope(request), request.params.id);
      return ok(request);
    },
  });

  // Content
  r.get('/admin/content/:content_key', {
    preValidation,
    schema: {
      tags: ['admin'],
      params: adminContentParamsSchema,
      querystring: adminAgrupationQuerySchema,
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
      querystring: adminAgrupationQuerySchema,
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
    handler: async (request, reply) => {
      const created = await admin.createCommerce(db, await scope(request), request.body);
      reply.status(201);
      return created;
    },
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
      admin.updateCommerce(db, await scope(request), request.params.id, request.body),
  });
  r.delete('/admin/commerces/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await admin.deleteCommerce(db, await scope(request), request.params.id);
      return ok(request);
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
        (await scope(request)).ids,
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
        s.ids,
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
    handler: async (request, reply) => {
      const sent = await admin.sendMessage(db, await scope(request), request.body);
      reply.status(201);
      return sent;
    },
  });
}
