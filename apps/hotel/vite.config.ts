import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import { defineAppConfig } from '../../tooling/app/vite';

/**
 * What the installed kiosk must open without a connection, besides the entry and what
 * it imports: the kiosk, its closed notice, the staff login, and every language's texts.
 */
const OFFLINE_MODULES = [/\/pages\/(kiosk|closed|login)-page\.tsx$/, /texts/];

/**
 * Compiles src/sw/service-worker.ts to /sw.js with the app shell's paths and the build's
 * version in front: a new build is a new worker (which waits for an idle screen, see
 * register-service-worker.ts) with a new cache. Production builds only; dev has no worker.
 */
function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'parada-hotel-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const item = bundle[fileName];
        if (item?.type !== 'chunk') return;
        item.imports.forEach(visit);
        item.viteMetadata?.importedCss.forEach(visit);
        item.viteMetadata?.importedAssets.forEach(visit);
      };
      // By the modules a chunk holds: the build's groups (the first screens', the texts')
      // are chunks of several modules with no facade.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const offline = item.moduleIds.some((id) =>
          OFFLINE_MODULES.some((pattern) => pattern.test(id)),
        );
        if (item.isEntry || offline) visit(item.fileName);
      }
      // What the shell loads later besides pages (the session's sagas, the toaster, the late
      // recipes a page or dialog fetches with it): needed offline too.
      for (let before = -1; before !== files.size;) {
        before = files.size;
        for (const fileName of [...files]) {
          const item = bundle[fileName];
          if (item?.type !== 'chunk') continue;
          for (const lazy of item.dynamicImports) {
            const chunk = bundle[lazy];
            if (chunk?.type === 'chunk' && !/\/pages\//.test(chunk.facadeModuleId ?? '')) {
              visit(lazy);
            }
          }
        }
      }
      const publicFiles = publicDir ? await readdir(publicDir).catch(() => []) : [];
      // The classic scripts index.html loads before the modules (zod-jitless.js).
      const pageScripts = Object.values(bundle)
        .filter((item) => item.type === 'asset' && /^[^/]+\.js$/.test(item.fileName))
        .map((item) => item.fileName);
      const shell = [
        '/index.html',
        ...[...publicFiles, ...pageScripts].map((name) => `/${name}`),
      ].concat([...files].filter((name) => name !== 'index.html').map((name) => `/${name}`));
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const file = fileURLToPath(new URL('src/sw/service-worker.ts', import.meta.url));
      const compiled = await transformWithOxc(await readFile(file, 'utf8'), file, {
        lang: 'ts',
      });
      const code = compiled.code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const SHELL = ${JSON.stringify(shell)};\nconst VERSION = ${JSON.stringify(version)};\n${code}`,
      });
    },
  };
}

export default defineAppConfig(import.meta.url, {
  plugins: [serviceWorker()],
  serviceWorker: '/sw.js',
  // The manifest and its icons are the grouping's, drawn by the server.
  serverPaths: ['/manifest.webmanifest', '/icons'],
  signedInStart: {
    // The hotel's home, what its staff opens most.
    routes: [{ path: '^/hotel/?$', page: 'src/pages/hotel-home-page.tsx' }],
    // The router's firstScreens.
    firstScreens: ['src/pages/login-page.tsx'],
  },
});
