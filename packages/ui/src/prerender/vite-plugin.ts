/**
 * Vite plugin of the apps' build (issue #16): paint before script. Once the client bundle
 * is written, it loads the app's `src/prerender.tsx` through a Vite server in SSR mode
 * (the app's own config, aliases and sources; no second bundle to keep) and draws each of
 * its first screens in each language into `dist/prerendered/<screen>.<language>.html`: the
 * built index.html with the screen's markup in #root and its CSS in <head>. The server
 * sends the visitor's one (apps/server/src/features/web/prerendered.ts) and the app
 * hydrates it (`startApp`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type * as Core from '@parada/core';
import type { PrerenderEntry } from './render-first-screen';

/** A react-router path ('/before_room/:site_domain?') as a regular expression's source. */
export function pathPattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('') || '/'}/?$`;
}

const ROOT = '<div id="root"></div>';

export function prerenderFirstScreens(options: { entry?: string } = {}): Plugin {
  const entry = options.entry ?? '/src/prerender.tsx';
  let config: ResolvedConfig;
  return {
    name: 'parada-prerender-first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to fill`);
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const app = (await server.ssrLoadModule(entry)) as PrerenderEntry;
        // Through Vite, not an import: this file runs in Node as part of the apps' config,
        // and Node cannot load core's TypeScript (its `exports` point at sources).
        const { LANGUAGES, PRERENDERED_DIR } = (await server.ssrLoadModule(
          '@parada/core',
        )) as typeof Core;
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        const manifest: Core.PrerenderedScreen[] = [];
        for (const screen of app.screens) {
          const files: Record<string, string> = {};
          for (const language of LANGUAGES) {
            const { html, head } = await app.render(screen, language);
            const page = template
              .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
              .replace('</head>', `${head}</head>`)
              .replace(
                ROOT,
                // inert until the app takes over: a tap on "Log in" before then would submit
                // the form natively, the password in the URL.
                `<div id="root" inert data-prerendered="${screen.name}" data-language="${language}">${html}</div>`,
              );
            const file = `${PRERENDERED_DIR}/${screen.name}.${language}.html`;
            await writeFile(path.join(outDir, file), page);
            files[language] = file;
          }
          manifest.push({ name: screen.name, pattern: pathPattern(screen.path), files });
        }
        await writeFile(
          path.join(outDir, PRERENDERED_DIR, 'manifest.json'),
          JSON.stringify(manifest, null, 2),
        );
      } finally {
        await server.close();
      }
    },
  };
}
