// Storybook for @parada/ui, kept at the root as the design card asks. pnpm isolates
// dependencies per package, so the framework and every import are resolved from
// packages/ui: the root has no React or Storybook of its own.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

interface ViteConfigLike {
  build?: { rollupOptions?: { onwarn?: unknown } };
}

const config = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (vite: ViteConfigLike) => ({
    ...vite,
    build: {
      ...vite.build,
      chunkSizeWarningLimit: 2048,
      rollupOptions: {
        ...vite.build?.rollupOptions,
        // Chakra's and Ark's "use client" directives mean nothing in a static build.
        onwarn: (warning: { code?: string }, warn: (warning: unknown) => void) => {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
