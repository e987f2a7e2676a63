import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';
import { buildApp, type BuildOptions } from './app';
import { startBanner } from './banner';
import { databaseOf } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed';
import { loadEnvOrExit, startupWarnings } from './env';
import { FIRST_OPERATOR_COMMAND } from './features/groupings/service';

/** A request's two log lines as a person scans them: what was asked, then how it ended. */
function readableLine(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (req) return `→ ${req.method} ${req.url}`;
  if (res) return `← ${res.statusCode} in ${Math.round(Number(log.responseTime))} ms`;
  return String(log[messageKey] ?? '');
}

/** What a caller other than `main.ts` adds to the app: the reliability suite's own hooks. */
export type ServeOptions = Pick<BuildOptions, 'onRoute' | 'warmGazetteer'>;

/**
 * Starts the API: migrate, seed a fresh database (outside production), listen, and on
 * SIGTERM stop taking requests, let in-flight ones finish, then close the database. Test
 * entries pass their hooks here, so no handler carries a test-only branch.
 */
export async function serve(options: ServeOptions = {}): Promise<FastifyInstance> {
  const env = loadEnvOrExit();
  const db = databaseOf(env);
  if (env.MIGRATE_ON_START) await migrateToLatest(db);
  if (env.SEED_DEMO && (await isEmpty(db))) await seedDemo(db);

  const production = env.NODE_ENV === 'production';
  const app = await buildApp({
    warmGazetteer: true,
    ...options,
    env,
    db,
    checkResponses: false,
    print: production ? undefined : (line) => console.info(line),
    // A person reads a local start's log: one short line an event. Production keeps pino's
    // JSON lines, which a log collector parses. Synchronous, so that the lines and the
    // banner below come out in the order they happen.
    ...(production
      ? {}
      : {
          logStream: pretty({
            sync: true,
            colorize: process.stdout.isTTY,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId,req,res,responseTime',
            singleLine: true,
            messageFormat: readableLine,
          }),
        }),
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  for (const warning of startupWarnings(env)) app.log.warn(warning);
  // A database out of reach at start is the requests' 503 to report, not a reason to stop.
  if (await isEmpty(db).catch(() => false)) {
    // Production starts on an empty database (no demo seed): until the operator creates the
    // first grouping, every page and API call answers 503 "not set up yet". Said once here,
    // where whoever deploys reads, with the command that ends it.
    app.log.warn(
      `No grouping exists yet: every page and API call answers 503 (not set up) until the ` +
        `first operator is created with: ${FIRST_OPERATOR_COMMAND} (docs/deploy.md)`,
    );
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  if (!production) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.info(startBanner({ port, apiDocs: env.API_DOCS, demo: env.SEED_DEMO }));
  }
  // Dispatch (and the fleet simulator) only where the app really runs, never in tests that
  // did not ask; on several instances one of them wins the election.
  app.ctx.rides.startFleet();
  return app;
}
