import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DRAWING_DIR,
  drawnStateTag,
  prerenderedAttributes,
  SESSION_COOKIE,
  SIGNED_IN_PAGE,
  type DomainConfiguration,
  type DrawnScreen,
  type Language,
  type SignedInVisit,
} from '@parada/core';
import { cookieOf, readWhenChanged, safeDecode } from './prerendered';

/** The part of an app's prerender entry built for the server that draws signed-in screens. */
interface DrawingEntry {
  drawSignedIn: (visit: SignedInVisit) => Promise<DrawnScreen | null>;
}

/** The record a drawn screen's #root carries (`isPrerenderedVisit` reads it). */
const DRAWN_SCREEN = 'signed-in';

/**
 * The API as `fetch` for a drawing on the server: each call goes through Fastify's
 * in-process inject, with the page request's host (its grouping) and address (its rate
 * limits), so the screen is drawn from exactly what the app's own calls would get.
 */
export function fetchThroughApi(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    // The API client (ky) hands over a Request; `init` only adds to it.
    const asked = new Request(input instanceof Request ? input : String(input), init);
    const url = new URL(asked.url);
    const body = asked.body ? await asked.text() : undefined;
    const response = await app.inject({
      method: asked.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(asked.headers.entries()), host: request.host },
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answered.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answered,
    });
  };
}

/**
 * Signed-in screens drawn with their data before any script, for the apps whose build
 * writes a drawing (dist/drawing/entry.js and SIGNED_IN_PAGE): a visit carrying the
 * session's cookie on one of the routes the app draws so gets the page with the screen,
 * its styles and the store's state it was drawn from; any other visit, a drawing that
 * fails, and the visit whose drawing is the app's first in this process (it warms the
 * drawing meanwhile) get the app's page as before (null).
 */
export function createSignedInDrawings(app: FastifyInstance) {
  // The query makes a new build's module a new one: Node keeps every module it imported.
  const entryOf = readWhenChanged(
    async (file, mtimeMs) =>
      (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as DrawingEntry,
  );
  const pageOf = readWhenChanged((file) => readFile(file, 'utf8'));
  const entryIn = (dist: string) => entryOf(path.join(dist, DRAWING_DIR, 'entry.js'));
  /** The drawings this process has used: true once the first has drawn. */
  const warm = new WeakMap<DrawingEntry, boolean>();
  return async (options: {
    dist: string;
    request: FastifyRequest;
    language: Language;
    configuration: DomainConfiguration;
  }): Promise<{ page: string; live: boolean } | null> => {
    const { dist, request, language, configuration } = options;
    const cookie = cookieOf(request.headers.cookie, SESSION_COOKIE);
    const token = cookie ? safeDecode(cookie) : null;
    if (!token) return null;
    const [entry, page] = await Promise.all([
      entryIn(dist),
      pageOf(path.join(dist, SIGNED_IN_PAGE)),
    ]);
    if (!entry || !page) return null;
    const draw = () =>
      entry.drawSignedIn({
        url: request.url,
        language,
        configuration,
        token,
        fetch: fetchThroughApi(app, request),
      });
    if (!warm.get(entry)) {
      // An app's first drawing in a process loads its texts and compiles its render (1.5 s
      // here): that visit gets the app's page at once while it happens, the next are drawn.
      if (!warm.has(entry)) {
        warm.set(entry, false);
        void draw()
          .catch(() => null)
          .finally(() => warm.set(entry, true));
      }
      return null;
    }
    let drawn: DrawnScreen | null;
    try {
      drawn = await draw();
    } catch (error) {
      request.log.warn({ err: error }, 'signed-in screen not drawn');
      return null;
    }
    if (!drawn) return null;
    const record = prerenderedAttributes({
      screen: DRAWN_SCREEN,
      language,
      pattern: drawn.pattern,
      query: [],
      signedIn: true,
    });
    const { html, head, state, live } = drawn;
    // Replaced by functions: a `$&` in the drawn text is not a replacement pattern.
    const filled = page
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace('</head>', () => `${head}${drawnStateTag(state)}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" ${record}>${html}</div>`);
    return { page: filled, live };
  };
}
