/**
 * Vite plugin of the apps' build: paint before script. Once the client bundle
 * is written, it loads the app's `src/prerender.tsx` through a Vite server in SSR mode
 * (the app's own config, aliases and sources; no second bundle to keep) and draws each of
 * its first screens in each language into `dist/prerendered/<screen>.<language>.html`: the
 * built index.html with the screen's markup in #root and its CSS in <head>. The server
 * sends the visitor's one (apps/server/src/features/web/prerendered.ts). Such a page does not
 * load the app: its one script, /first-screen.js (compiled here from first-screen-entry.ts),
 * loads and hydrates it on the visitor's first interaction (`startApp`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';
import type * as Core from '@parada/core';
import type * as Drawings from './first-paint-drawings';
import type { PrerenderEntry } from './render-first-screen';
import { pathPattern } from './path-pattern';

export { pathPattern };

// Loaded through the prerender's Vite server, not imported: this file runs in Node as part
// of the apps' config, and Node cannot load core's TypeScript (its `exports` point at
// sources).
const DRAWINGS = fileURLToPath(new URL('./first-paint-drawings.ts', import.meta.url));

const ROOT = '<div id="root"></div>';

/**
 * A 35 KB page can reach a busy phone's parser in more than one slice, and Chromium then
 * paints the screen half built: the centred card grew under the visitor's eyes (CLS 0.069
 * on hotel /login in some Lighthouse runs). The page holds its first paint until this
 * marker after #root is parsed (`rel="expect"`, render-blocking); browsers without it
 * paint as before.
 */
const PARSED_MARKER = 'first-screen-parsed';
const HOLD_PAINT = `<link rel="expect" href="#${PARSED_MARKER}" blocking="render">`;

/** The prerendered pages' first script, at the root of dist like zod-jitless.js. */
export const FIRST_SCREEN_SCRIPT = 'first-screen.js';

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The signed-in preload's script tag in index.html. */
const SIGNED_IN_PRELOAD_SCRIPT = /<script\b[^>]*\ssrc="\/signed-in-preload\.js"[^>]*><\/script>/;
/** What index.html holds for signed-in visits only (the app config's signed-in preload). */
const SIGNED_IN_ONLY =
  /<(?:meta|script)\b(?:[^>"]|"[^"]*")*\sdata-signed-in\b(?:[^>"]|"[^"]*")*>(?:<\/script>)?\s*/g;

/**
 * index.html as a prerendered page's template: the app's module entry and its preloads
 * leave <head>, for the first script to add when the app is wanted. What only a signed-in
 * visit uses goes from an anonymous screen's; a signed-in screen the server draws
 * (`signedIn`) keeps it, to fetch the app once the page has loaded (signed-in-preload.js).
 */
export function firstScreenTemplate(
  indexHtml: string,
  serviceWorker?: string,
  { signedIn = false }: { signedIn?: boolean } = {},
): string {
  const entry = MODULE_ENTRY.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module entry to defer');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const worker = serviceWorker ? ` data-worker="${serviceWorker}"` : '';
  const script = `<script src="/${FIRST_SCREEN_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}"${worker}></script>`;
  const kept = signedIn
    ? indexHtml.replace(SIGNED_IN_PRELOAD_SCRIPT, (tag) =>
        tag.replace(' data-signed-in', ' data-signed-in data-after-load'),
      )
    : indexHtml.replace(SIGNED_IN_ONLY, '');
  return kept.replace(MODULE_PRELOAD, '').replace(MODULE_ENTRY, script);
}

/** first-screen-entry.ts as one small classic script (an IIFE). */
async function compileFirstScreen(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./first-screen-entry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'paradaFirstScreen',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('first-screen.js was not compiled');
  return chunk.code;
}

/**
 * The prerender entry built for the server, which draws the app's signed-in screens with
 * it (`drawSignedIn`): one module with everything it imports, under dist where the server
 * serves no file (DRAWING_DIR).
 */
async function buildDrawing(config: ResolvedConfig, entry: string, outDir: string) {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry.js' } },
    },
    ssr: { noExternal: true, target: 'node' },
    // As in the browser's build: the libraries' production paths whatever the server's
    // NODE_ENV (React's development build renders several times slower).
    define: {
      'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
    },
  });
}

export function prerenderFirstScreens(
  options: {
    entry?: string;
    /** The app's service worker, registered by the page's first script on load (the kiosk). */
    serviceWorker?: string;
    /** The app draws signed-in screens on the server (its entry's `drawSignedIn`). */
    drawsSignedIn?: boolean;
  } = {},
): Plugin {
  const entry = options.entry ?? '/src/prerender.tsx';
  let config: ResolvedConfig;
  return {
    name: 'parada-prerender-first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // In generateBundle, so that the hotel kiosk's worker, which lists the page scripts
    // there, caches it too.
    async generateBundle() {
      if (config.build.ssr) return;
      const source = await compileFirstScreen(config);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_SCRIPT, source });
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const template = firstScreenTemplate(indexHtml, options.serviceWorker);
      if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to fill`);
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      let drawingDir: string | undefined;
      try {
        const app = (await server.ssrLoadModule(entry)) as PrerenderEntry;
        const {
          FIRST_PAINT_VARIANTS,
          LANGUAGES,
          PRERENDERED_DIR,
          prerenderedAttributes,
          SIGNED_IN_PAGE,
          DRAWING_DIR,
        } = (await server.ssrLoadModule('@parada/core')) as typeof Core;
        const { CONFIGURATION_OF, DRAWN_ROOM_CARD, checkFill } = (await server.ssrLoadModule(
          DRAWINGS,
        )) as typeof Drawings;
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        const manifest: Core.PrerenderedScreen[] = [];
        for (const screen of app.screens) {
          const files: Core.PrerenderedScreen['files'] = {};
          const pattern = pathPattern(screen.path);
          for (const language of LANGUAGES) {
            const record = prerenderedAttributes({
              screen: screen.name,
              language,
              pattern,
              query: screen.query ?? [],
            });
            const variants: Partial<Record<Core.FirstPaintVariant, string>> = {};
            for (const variant of FIRST_PAINT_VARIANTS) {
              const { html, head } = await app.render(
                screen,
                language,
                CONFIGURATION_OF[variant],
                screen.roomCard ? DRAWN_ROOM_CARD : undefined,
              );
              await checkFill(app, screen, language, variant, html);
              const page = template
                .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
                .replace('</head>', `${head}${HOLD_PAINT}</head>`)
                .replace(
                  ROOT,
                  `<div id="root" ${record}>${html}</div><template id="${PARSED_MARKER}"></template>`,
                );
              const file = `${PRERENDERED_DIR}/${screen.name}.${language}.${variant}.html`;
              await writeFile(path.join(outDir, file), page);
              variants[variant] = file;
            }
            files[language] = variants as Record<Core.FirstPaintVariant, string>;
          }
          manifest.push({
            name: screen.name,
            pattern,
            files,
            ...(screen.roomCard ? { roomCard: true } : {}),
          });
        }
        await writeFile(
          path.join(outDir, PRERENDERED_DIR, 'manifest.json'),
          JSON.stringify(manifest, null, 2),
        );
        if (options.drawsSignedIn) {
          drawingDir = path.join(outDir, DRAWING_DIR);
          // The page the server fills with a signed-in screen it draws (SIGNED_IN_PAGE).
          await writeFile(
            path.join(outDir, SIGNED_IN_PAGE),
            firstScreenTemplate(indexHtml, options.serviceWorker, { signedIn: true })
              .replace('</head>', `${HOLD_PAINT}</head>`)
              .replace(ROOT, `${ROOT}<template id="${PARSED_MARKER}"></template>`),
          );
        }
      } finally {
        await server.close();
      }
      if (drawingDir) await buildDrawing(config, entry.replace(/^\//, ''), drawingDir);
    },
  };
}
