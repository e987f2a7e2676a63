import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { App } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { findDomain } from '../groupings/repository';
import { normalizeDomain } from '../groupings/service';

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Serves the three built apps (DESIGN §1, §7): the Host header picks the app its domain
 * is for (localhost → panel, hotel.localhost → hotel, guest.localhost → guest; an unknown
 * host gets the panel), and any path that is not a file gets the app's index.html so the
 * client router takes it. An app that is not built yet answers 404.
 */
export async function webRoutes(app: FastifyInstance, options: { appsRoot: string }) {
  await app.register(fastifyStatic, { root: options.appsRoot, serve: false });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFound();
    const domain = await findDomain(app.ctx.db, normalizeDomain(request.host));
    const which: App = domain?.app ?? 'panel';
    const dist = path.join(options.appsRoot, which, 'dist');
    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    if (relative.startsWith('..')) throw notFound();
    if (relative && (await isFile(path.join(dist, relative)))) {
      const hashed = relative.startsWith('assets/');
      return reply.sendFile(relative, dist, {
        maxAge: hashed ? '365d' : 0,
        immutable: hashed,
      });
    }
    if (!(await isFile(path.join(dist, 'index.html')))) throw notFound();
    return reply.sendFile('index.html', dist, { maxAge: 0, immutable: false });
  });
}
