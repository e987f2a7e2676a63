import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from './paths';
import { seededDataDir, startServer } from './server';
import { startSocialStandIn } from './social-stand-in';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per test worker (`E2E_WORKERS`), each with its own database: files that
     * run side by side never see each other's rides, wallets or languages. Worker N uses
     * `ports[N - 1]`; the apps are at {app}.localhost:{port}.
     */
    ports: number[];
    /** The Google/Facebook stand-in (src/social-stand-in.ts) the server trusts. */
    socialOrigin: string;
    /** The run's migrated and seeded database, for a test that starts a server of its own. */
    seededDataDir: string;
  }
}

/**
 * The servers, started side by side from one seeded database, with the simulator's cars
 * sped up so a ride completes within the test and the three built apps served by Host
 * (turbo builds them before this package's tests).
 */
export default async function setup(project: TestProject) {
  for (const app of ['panel', 'hotel', 'guest', 'console', 'driver']) {
    await stat(path.join(REPO_ROOT, 'apps', app, 'dist/index.html')).catch(() => {
      throw new Error(`apps/${app} is not built: run pnpm turbo run build first`);
    });
  }
  const [social, seeded] = await Promise.all([startSocialStandIn(), seededDataDir()]);
  const settings = {
    SIM_DRIVERS: 'true',
    SIM_SPEED: process.env.E2E_SIM_SPEED ?? '60',
    DISPATCH_TICK_MS: '300',
    // Google and Facebook sign-in against the local stand-in: nothing leaves the machine.
    GOOGLE_JWKS_URL: `${social.origin}/oauth2/v3/certs`,
    GOOGLE_SCRIPT_URL: `${social.origin}/gsi/client`,
    FACEBOOK_SCRIPT_URL: `${social.origin}/fb/sdk.js`,
    FACEBOOK_VERIFY_URL: `${social.origin}/fb/me`,
  };
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServer(seeded, settings)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await social.close();
    await rm(seeded, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'ports',
    servers.map((server) => server.port),
  );
  project.provide('socialOrigin', social.origin);
  project.provide('seededDataDir', seeded);
  return stopAll;
}
