import {
  adminDomainSchema,
  domainClaimSchema,
  domainCreateSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actionDone, created } from '../../lib/typed';
import * as domains from './domains';
import { requireOperator } from '../../plugins/auth';
import { operatorRoutes } from './routes';

/** The operator's hosts and its claims on new ones. Operator accounts only (403 otherwise). */
export async function adminDomainRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);

  r.get('/admin/domains', {
    preValidation,
    schema: { tags: ['admin'], response: { 200: z.array(adminDomainSchema) } },
    handler: async (request) => domains.listDomains(db, await scope(request)),
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
      const outcome = await domains.createDomain(
        db,
        await scope(request),
        request.body,
        requireOperator(request),
      );
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
    handler: async (request) => domains.listClaims(db, await scope(request)),
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
    handler: async (request, reply) =>
      created(
        reply,
        domains.verifyClaim(
          db,
          await scope(request),
          request.params.id,
          app.ctx.domainProof,
          requireOperator(request),
        ),
      ),
  });
  r.delete('/admin/domains/claims/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await domains.deleteClaim(
        db,
        await scope(request),
        request.params.id,
        requireOperator(request),
      );
      return actionDone(request);
    },
  });
  r.delete('/admin/domains/:id', {
    preValidation,
    schema: { tags: ['admin'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await domains.deleteDomain(
        db,
        await scope(request),
        request.params.id,
        requireOperator(request),
      );
      return actionDone(request);
    },
  });
}
