import {
  deliveryFailuresSchema,
  SESSION_DEFAULTS,
  sessionSettingsSchema,
  type SessionSettings,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { forbidden } from '../../lib/http-error';
import { findSessionSettings, upsertSessionSettings } from '../accounts/repository';
import { listFailures } from '../outbox/repository';
import { isPlatform } from './domains';
import { operatorRoutes } from './routes';

async function sessionSettingsOf(db: Db, rootId: number): Promise<SessionSettings> {
  return (await findSessionSettings(db, rootId)) ?? { ...SESSION_DEFAULTS };
}

/**
 * The operator's account and delivery settings: how long sessions live (its own), and the
 * emails and SMS the providers refused (the deployment's, so the platform's operators only:
 * the providers are set up for the whole server).
 */
export async function adminOperationsRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);
  const tags = ['admin'];

  r.get('/admin/session_settings', {
    preValidation,
    schema: { tags, response: { 200: sessionSettingsSchema } },
    handler: async (request) => sessionSettingsOf(db, (await scope(request)).rootId),
  });

  r.put('/admin/session_settings', {
    preValidation,
    schema: {
      tags,
      description:
        'A session ends after `idle_days` without use and `absolute_days` after its sign-in, whichever comes first; applies to the sessions already open.',
      body: sessionSettingsSchema,
      response: { 200: sessionSettingsSchema },
    },
    handler: async (request) => {
      const { rootId } = await scope(request);
      await upsertSessionSettings(db, rootId, request.body);
      return sessionSettingsOf(db, rootId);
    },
  });

  r.get('/admin/delivery_failures', {
    preValidation,
    schema: {
      tags,
      description:
        "Emails and SMS not delivered, with the provider's answer to the last attempt, newest first. The platform's operators only.",
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: deliveryFailuresSchema },
    },
    handler: async (request) => {
      if (!(await isPlatform(db, await scope(request)))) throw forbidden();
      const rows = await listFailures(db, request.query.limit);
      return {
        failures: rows.map((row) => ({
          ...row,
          error: row.error ?? '',
          created_at: row.created_at.toISOString(),
          last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
        })),
      };
    },
  });
}
