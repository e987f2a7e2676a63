import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  DRAWING_DIR,
  firstPaintVariantOf,
  guestHotelQuerySchema,
  roomCardOf,
  type DomainConfiguration,
  type GuestHotel,
} from '@parada/core';
import type { App } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { guestHotel } from '../hotel/guests';
import { findById, findDomain } from '../groupings/repository';
import { socialSignInOf } from '../groupings/social-sign-in';
import { createCompressedAssets, isCompressible, pickEncoding } from './compressed-assets';
import { contentSecurityPolicy } from './content-security-policy';
import { manifestRoutes } from './manifest';
import { isNotSetUp, normalizeDomain, resolveTenant, type Grouping } from '../groupings/service';
import { configurationOf } from '../groupings/routes';
import { NOT_SET_UP_POLICY, notSetUpPage } from './not-set-up-page';
import {
  brandPage,
  createAppIndexes,
  createPrerenderedPages,
  safeDecode,
  visitLanguage,
} from './prerendered';
import { createSignedInDrawings } from './signed-in-drawing';

/** The apps whose build draws signed-in screens for the server (their vite.config's `signedInStart`). */
const DRAWING_APPS: readonly App[] = ['panel', 'hotel'];

/** The domain's grouping; an unknown domain shows the default one, as its configuration does. */
const groupingOf = async (app: FastifyInstance, groupingId: number | undefined) =>
  groupingId === undefined
    ? await resolveTenant(app.ctx.db, undefined)
    : await findById(app.ctx.db, groupingId);

/**
 * The third parties the domain's grouping loads (analytics, social sign-in), which its
 * policy must then allow.
 */
function thirdPartiesOf(app: FastifyInstance, row: Grouping | undefined) {
  if (!row) return { analytics: false };
  const { env } = app.ctx;
  return {
    analytics: Boolean(row.analytics_id),
    social: socialSignInOf(row, {
      google: env.GOOGLE_SCRIPT_URL,
      facebook: env.FACEBOOK_SCRIPT_URL,
    }),
  };
}

/**
 * The hotel of the room card a visit opens, checked as GET guests/hotel checks it for the
 * app (its query's schema, its service, the grouping the app names, the configuration's),
 * or null when the card is not valid: the page then says nothing of it.
 */
async function checkedHotel(
  app: FastifyInstance,
  configuration: DomainConfiguration,
  token: string,
): Promise<GuestHotel | null> {
  const query = guestHotelQuerySchema.safeParse({ token });
  if (!query.success) return null;
  const tenant = await resolveTenant(app.ctx.db, configuration.permalink);
  try {
    return await guestHotel(app.ctx.db, tenant, query.data.token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const mimeOf = (file: string) => MIME[path.extname(file)] ?? 'application/octet-stream';

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Serves the three built apps (docs/architecture.md, packages and apps and entry points): the Host header picks the app its domain
 * is for (localhost → panel, hotel.localhost → hotel, guest.localhost → guest; an unknown
 * host gets the panel), and any path that is not a file gets the app's index.html so the
 * client router takes it. An app that is not built yet answers 404.
 */
export async function webRoutes(app: FastifyInstance, options: { appsRoot: string }) {
  await app.register(fastifyStatic, { root: options.appsRoot, serve: false });
  await manifestRoutes(app);
  const compressed = createCompressedAssets();
  const prerendered = createPrerenderedPages();
  const indexOf = createAppIndexes();
  const drawSignedIn = createSignedInDrawings(app);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    if (pathname == null) throw notFound();
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFound();
    const domain = await findDomain(app.ctx.db, normalizeDomain(request.host));
    const which: App = domain?.app ?? 'panel';
    const grouping = await groupingOf(app, domain?.agrupation_id).catch((error: unknown) => {
      if (isNotSetUp(error)) return null;
      throw error;
    });
    if (grouping === null) {
      // No grouping yet (first-operator has not run): a page saying so, not an app that
      // would only meet the same 503 from the API.
      const language = visitLanguage(request.headers.cookie, request.headers['accept-language']);
      return reply
        .status(503)
        .header('content-security-policy', NOT_SET_UP_POLICY)
        .header('cache-control', 'no-store')
        .type(MIME['.html']!)
        .send(notSetUpPage(language));
    }
    const thirdParties = thirdPartiesOf(app, grouping);
    reply.header('content-security-policy', contentSecurityPolicy(thirdParties));
    const dist = path.join(options.appsRoot, which, 'dist');
    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    // The server's own drawing module is no file to send.
    if (relative.startsWith('..') || relative.split(/[/\\]/)[0] === DRAWING_DIR) throw notFound();
    if (relative && (await isFile(path.join(dist, relative)))) {
      const hashed = relative.startsWith('assets/');
      if (hashed && isCompressible(relative)) {
        const accepted = pickEncoding(request.headers['accept-encoding']);
        const { body, encoding } = await compressed.get(path.join(dist, relative), accepted);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply
          .header('vary', 'accept-encoding')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(mimeOf(relative))
          .send(body);
      }
      return reply.sendFile(relative, dist, {
        maxAge: hashed ? '365d' : 0,
        immutable: hashed,
      });
    }
    // A missing hashed file (an old chunk after a deploy, a source map) is a 404: the
    // app's index.html in its place would fail as a script and hide the reload it needs.
    if (relative.startsWith('assets/')) throw notFound();
    const language = visitLanguage(request.headers.cookie, request.headers['accept-language']);
    // A page in the visitor's language and a grouping's brand varies by both, so no shared
    // cache keeps it.
    const sendPage = (html: string, cacheControl = 'no-cache') =>
      reply
        .header('cache-control', cacheControl)
        .header('vary', 'accept-language, cookie')
        .type(MIME['.html']!)
        .send(html);
    // A first screen the build prerendered paints before the script, in the brand of the
    // grouping the app would show (the path's site_domain, else the host's).
    const screen = await prerendered.find(dist, `/${relative}`);
    if (screen) {
      const configuration = await configurationOf(app, screen.siteDomain ?? request.host, language);
      // A room card's signup is drawn with its card checked; a card that is not valid gets
      // the app, which says so at once.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const visit = roomCardOf(search);
      const hotel = screen.roomCard
        ? await checkedHotel(app, configuration, visit.token)
        : undefined;
      const page =
        hotel === null ? null : await screen.read(language, firstPaintVariantOf(configuration));
      // Its social sign-in buttons and analytics need the app on arrival.
      const startAtOnce =
        thirdParties.analytics ||
        Boolean(thirdParties.social?.google ?? thirdParties.social?.facebook);
      if (page != null) {
        const card = hotel ? { ...visit, hotel } : undefined;
        return sendPage(brandPage(page, configuration, { startAtOnce, ...(card ? { card } : {}) }));
      }
    }
    const index = await indexOf(dist);
    if (index == null) throw notFound();
    // The driver's app keeps its own neutral theme and name: it reads no configuration.
    if (which === 'driver') {
      return reply.header('cache-control', 'no-cache').type(MIME['.html']!).send(index);
    }
    const configuration = await configurationOf(app, request.host, language);
    // A signed-in visit to a screen its app draws with its data: the screen before any
    // script, the app started on the first touch, or at once when a ride is under way. The
    // page is the session's own: no cache keeps it.
    if (DRAWING_APPS.includes(which)) {
      const drawn = await drawSignedIn({ dist, request, language, configuration });
      if (drawn) {
        const startAtOnce = drawn.live || thirdParties.analytics;
        return sendPage(brandPage(drawn.page, configuration, { startAtOnce }), 'private, no-store');
      }
    }
    // Any other page (a signed-in visit's) carries the host's configuration too, so the
    // app's first render is in the grouping's colours, title and icon: without it the first
    // render draws the neutral theme, and the configuration's answer builds the styled
    // system again and redraws every screen.
    return sendPage(brandPage(index, configuration));
  });
}
