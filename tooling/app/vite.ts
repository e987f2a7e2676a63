import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { textPart, type TextPart } from '../../packages/core/src/i18n/first-texts';
import { prerenderFirstScreens } from '../../packages/ui/src/prerender/vite-plugin';
import { lateRecipesChunk } from '../../packages/ui/src/theme/late-recipe-keys';

export interface AppConfigOptions {
  /** The app's own plugins, after React and the first-screen prerender. */
  plugins?: PluginOption[];
  /** Paths besides /api that the API server answers in dev and preview. */
  serverPaths?: string[];
  /** The app's service worker, registered from its prerendered first screens too. */
  serviceWorker?: string;
  /** What a signed-in visit most often opens cold. See `signedInPreload`. */
  signedInStart?: SignedInStart;
}

export interface SignedInStart {
  /**
   * The pages: a path (a regular expression's source, matched against the URL's pathname)
   * and its page's module, from the app's folder.
   */
  routes: { path: string; page: string }[];
  /**
   * The modules of the pages of the app's `firstScreens` (its router's prerendered
   * screens), from the app's folder: a visitor without a session fetches them at the first
   * touch, so they and what they import have a chunk of their own (`firstScreensChunk`),
   * which the start's chunk may import and they never do.
   */
  firstScreens: string[];
}

const ZOD_JITLESS = 'zod-jitless.js';

/**
 * /zod-jitless.js, served in dev and emitted in the build, and its tag at the head of each
 * app's page, where it runs before the modules (see the file for why it cannot be one).
 */
function zodJitless(): Plugin {
  const source = readFileSync(new URL(`./${ZOD_JITLESS}`, import.meta.url), 'utf8');
  return {
    name: 'parada-zod-jitless',
    configureServer(server) {
      server.middlewares.use(`/${ZOD_JITLESS}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ZOD_JITLESS, source });
    },
    // After Vite's own pass over index.html, which would try to bundle a classic script.
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { defer: true, src: `/${ZOD_JITLESS}` },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** A catalog's part: its file, its language and which part (`first`, `rest`). */
const TEXT_PART = /^(.*\/i18n\/(ca|en|es)\.ts)\?texts=(first|rest)$/;

const SIGNED_IN_PRELOAD = 'signed-in-preload.js';
const SESSION_SAGAS = fileURLToPath(
  new URL('../../packages/core/src/store/session-sagas.ts', import.meta.url),
);

/** `from` and everything `next` leads to from them, each once. */
function reach(from: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const node = stack.pop() as string;
    if (found.has(node)) continue;
    found.add(node);
    stack.push(...next(node));
  }
  return found;
}

/** The files of `from` and every chunk they import, statically, through the bundle. */
const importClosure = (bundle: Rolldown.OutputBundle, from: readonly string[]) =>
  reach(from, (file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? chunk.imports : [];
  });

/**
 * /signed-in-preload.js and the plan it reads, in index.html: for a visit with a stored
 * session, the files its first screen needs besides the entry's (the session's sagas, the
 * late recipes, the language's texts, the page of a `start` route, each with what it
 * imports), fetched beside the entry instead of after it has run. The prerendered first
 * screens do not carry it (`firstScreenTemplate`).
 */
function signedInPreload(
  root: string,
  start: SignedInStart,
  modules: { start: Set<string>; firstScreens: ReadonlySet<string> },
): Plugin {
  const source = readFileSync(new URL(`./${SIGNED_IN_PRELOAD}`, import.meta.url), 'utf8');
  const pages = start.routes.map(({ path, page }) => ({
    path,
    id: fileURLToPath(new URL(page, root)),
  }));
  return {
    name: 'parada-signed-in-preload',
    apply: 'build',
    // Before chunking: what `signedInStartChunk` gathers.
    buildEnd() {
      const imported = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      modules.start.clear();
      for (const id of reach([SESSION_SAGAS, ...pages.map((page) => page.id)], imported)) {
        if (!TEXT_PART.test(id)) modules.start.add(id);
      }
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PRELOAD, source });
      // The first screens' touch must not fetch the signed-in start (a module the start's
      // closure took from them would put it there): the budgets would catch it later, and
      // less clearly.
      const firstScreens = Object.values(bundle)
        .filter(
          (item) =>
            item.type === 'chunk' && item.moduleIds.some((id) => modules.firstScreens.has(id)),
        )
        .map((item) => item.fileName);
      for (const file of importClosure(bundle, firstScreens)) {
        if (bundle[file]?.name === START_CHUNK) {
          throw new Error(
            `signedInStart: a first screen imports ${file}; name its page in firstScreens`,
          );
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const closure = (from: readonly Rolldown.OutputChunk[]) =>
          importClosure(
            bundle,
            from.map((chunk) => chunk.fileName),
          );
        const entry = closure(chunks.filter((chunk) => chunk.isEntry));
        const files = (from: readonly Rolldown.OutputChunk[]) =>
          [...closure(from)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
        const holding = (test: (id: string) => boolean) =>
          chunks.filter((chunk) => !chunk.isEntry && chunk.moduleIds.some(test));
        // A page no chunk holds (renamed, or imported statically) is a mistake in the app's
        // config, not a plan without it.
        const chunkOf = (id: string) => {
          const found = holding((module) => module === id);
          if (found.length === 0) throw new Error(`signedInStart: ${id} is not in a lazy chunk`);
          return found;
        };
        const plan = {
          session: files([
            ...chunkOf(SESSION_SAGAS),
            ...chunks.filter((chunk) => chunk.name === 'late-recipes'),
          ]),
          texts: Object.fromEntries(
            ['ca', 'en', 'es'].map((language) => [
              language,
              files(holding((id) => TEXT_PART.exec(id)?.[2] === language)),
            ]),
          ),
          routes: pages.map(({ path, id }) => [path, files(chunkOf(id))]),
        };
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'parada-signed-in',
              content: JSON.stringify(plan),
              'data-signed-in': true,
            },
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { async: true, src: `/${SIGNED_IN_PRELOAD}`, 'data-signed-in': true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * `./en?texts=first` and `./en?texts=rest`: one part of a text catalog,
 * the first screens' texts (core's `first-texts.ts`) or the rest, as JSON in a module of
 * its own, so a first screen fetches a few dozen keys of each catalog instead of all.
 * The catalog (TypeScript, strings and a few shared texts it imports) is run and cut at
 * build time.
 */
function textParts(): Plugin {
  return {
    name: 'parada-text-parts',
    async load(id) {
      const match = TEXT_PART.exec(id);
      if (!match) return null;
      const [, file = '', , part] = match;
      this.addWatchFile(file);
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'silent',
      });
      const catalog = Object.values(module).find((value) => typeof value === 'object');
      if (!catalog) throw new Error(`${file} exports no catalog`);
      return `export default ${JSON.stringify(textPart(catalog, part as TextPart))};`;
    },
  };
}

/**
 * Everything the entry imports statically, in one chunk: without it the
 * bundler cut the app's start into a dozen chunks (react and emotion, Chakra's base config,
 * i18next, the router, RTK…) wherever the late recipes' chunk shares a module with it, each
 * compressed on its own and each named again in the module-preload map. Every visit fetches
 * all of them with the entry anyway, so one chunk loads the same modules in fewer bytes.
 * The catalogs stay out: `ui-i18n.ts` and core's i18n import all three for Storybook and
 * tests, so the bundler counts them as the entry's; an app fetches one language's parts.
 */
function appChunk() {
  return {
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !/\/i18n\/(?:ca|en|es)\.ts$/.test(id),
  };
}

const START_CHUNK = 'signed-in-start';

/**
 * The prerendered first screens' pages and everything they import that the entry does not
 * (the bundler follows their imports as it links them, past the packages' index files that
 * re-export everything): what the first touch of such a screen fetches besides the entry.
 * Ahead of the signed-in start's group, so it keeps what both use.
 */
function firstScreensChunk(pages: ReadonlySet<string>) {
  return {
    name: 'first-screens',
    test: (id: string) => pages.has(id),
    includeDependenciesRecursively: true,
  };
}

/**
 * What a signed-in visit's first screen runs besides the entry and the first screens' chunk
 * (the session's sagas, the `signedInStart` pages and everything they import), as one
 * chunk: left to the bundler it is some sixty files of one to ten KB, each fetched,
 * compiled and run on its own. Other pages that share a module with it load this chunk
 * too; a signed-in visit has it already.
 */
function signedInStartChunk(startModules: ReadonlySet<string>) {
  return { name: START_CHUNK, test: (id: string) => startModules.has(id) };
}

/**
 * One chunk per language and part (`texts-first-es`, `texts-rest-es`) for the three
 * catalogs' parts (core's, ui's, the app's), which the app always fetches together.
 */
function textChunks() {
  return {
    name: (id: string) => {
      const match = TEXT_PART.exec(id);
      return match ? `texts-${match[3]}-${match[2]}` : null;
    },
    test: TEXT_PART,
  };
}

/** The Vite (and Vitest) config of an app in apps/, given its vite.config.ts's URL. */
export function defineAppConfig(configUrl: string, options: AppConfigOptions = {}) {
  // The API server in development; `pnpm --filter @parada/server start` listens on 8000.
  const apiTarget = process.env.PARADA_API_TARGET ?? 'http://localhost:8000';
  const proxy = Object.fromEntries(
    ['/api', ...(options.serverPaths ?? [])].map((path) => [
      path,
      { target: apiTarget, changeOrigin: false },
    ]),
  );
  const modules = {
    start: new Set<string>(),
    firstScreens: new Set(
      (options.signedInStart?.firstScreens ?? []).map((file) =>
        fileURLToPath(new URL(file, configUrl)),
      ),
    ),
  };
  return defineConfig({
    root: fileURLToPath(new URL('.', configUrl)),
    plugins: [
      react(),
      zodJitless(),
      textParts(),
      prerenderFirstScreens({
        serviceWorker: options.serviceWorker,
        drawsSignedIn: Boolean(options.signedInStart),
      }),
      ...(options.signedInStart
        ? [signedInPreload(configUrl, options.signedInStart, modules)]
        : []),
      ...(options.plugins ?? []),
    ],
    // Same-origin /api in dev and preview, as in production where the server hosts the app.
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      sourcemap: true,
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              lateRecipesChunk(),
              appChunk(),
              firstScreensChunk(modules.firstScreens),
              signedInStartChunk(modules.start),
              textChunks(),
            ],
          },
        },
      },
    },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
      // Rendering the Chakra shell in happy-dom takes seconds on a busy machine.
      testTimeout: 20_000,
      // Files of a worker share one module graph and happy-dom window, as in ui (the setup
      // unmounts after every test): importing Chakra, core and ui again for each file was
      // most of an app's run.
      isolate: false,
    },
  });
}
