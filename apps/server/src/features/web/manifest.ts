import { createHash } from 'node:crypto';
import { DEFAULT_COLORS, hexColorSchema } from '@parada/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { textIn } from '../../lib/operator-texts';
import { findById, findDomain } from '../groupings/repository';
import { normalizeDomain, resolveTenant, type Grouping } from '../groupings/service';
import { ICON_SIZES, drawAppIcon, type IconSize } from './app-icon';

/** Where an installed app opens: the hotel's lobby kiosk, the others' home. */
const START_URL: Record<App, string> = {
  hotel: '/hotelcab',
  panel: '/',
  guest: '/',
  console: '/',
  driver: '/',
};

const colourOr = (value: string | null, fallback: `#${string}`): `#${string}` =>
  value !== null && hexColorSchema.safeParse(value).success ? (value as `#${string}`) : fallback;

/** The grouping and app a Host serves; an unknown domain gets the default grouping's panel. */
async function siteOf(app: FastifyInstance, request: FastifyRequest) {
  const domain = await findDomain(app.ctx.db, normalizeDomain(request.host));
  const grouping: Grouping | undefined = domain
    ? await findById(app.ctx.db, domain.agrupation_id)
    : await resolveTenant(app.ctx.db, undefined);
  if (!grouping) throw notFound();
  return { grouping, which: (domain?.app ?? 'panel') as App };
}

const brandOf = (grouping: Grouping) => ({
  name: grouping.title ?? grouping.name,
  theme: colourOr(grouping.main_color, DEFAULT_COLORS.main),
  background: colourOr(grouping.main_background_color, DEFAULT_COLORS.background),
});

/**
 * The web app manifest of the site a Host serves: the grouping's name and colours,
 * its icons, and the hotel app opening full-screen on the kiosk. Served by the server
 * because the brand is the grouping's, known only from the domain; the icons' version
 * follows the brand, so a new colour or name reaches installed apps.
 */
export async function manifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { grouping, which } = await siteOf(app, request);
    const brand = brandOf(grouping);
    // The installed app's name in the reader's language; its icons and their version
    // follow the one brand, whatever the language.
    const shortName = textIn(grouping.texts, 'name', grouping.name, request.language);
    const name = textIn(grouping.texts, 'title', grouping.title, request.language) ?? shortName;
    const version = createHash('sha256')
      .update(`${brand.theme}|${brand.name}`)
      .digest('hex')
      .slice(0, 12);
    const icons = ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/icons/app-${size}.png?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    );
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('application/manifest+json; charset=utf-8')
      .send(
        JSON.stringify({
          id: START_URL[which],
          name,
          short_name: shortName,
          start_url: START_URL[which],
          scope: '/',
          display: which === 'hotel' ? 'fullscreen' : 'standalone',
          background_color: brand.background,
          theme_color: brand.theme,
          icons,
        }),
      );
  });

  app.get<{ Params: { file: string } }>(
    '/icons/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const size = Number(/^app-(\d+)\.png$/.exec(request.params.file)?.[1]);
      if (!ICON_SIZES.includes(size as IconSize)) throw notFound();
      const { grouping } = await siteOf(app, request);
      const brand = brandOf(grouping);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(drawAppIcon(size as IconSize, brand.theme, brand.name));
    },
  );
}
