import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_NAME, API_VERSION } from './features/about/routes';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { paymentsMarker, type Env } from './env';
import { createSocialVerifier, type SocialVerifier } from './features/accounts/social';
import { createOutbox, type Outbox } from './features/outbox/service';
import { createRidesRuntime } from './features/dispatch/runtime';
import {
  createDomainProof,
  isLoopbackAddress,
  isPublicAddress,
} from './features/admin/domain-proof';
import { createDefaultGateway } from './features/gateway/default-gateway';
import type { PaymentGateway } from './features/gateway/gateway';
import { startCardCollector } from './features/gateway/card-collector';
import { warmGazetteer } from './features/geocoding/default-gazetteer';
import { webRoutes } from './features/web/routes';
import { API_ROUTES } from './features/routes';
import { setPasswordHashCost } from './lib/crypto';
import { HttpError } from './lib/http-error';
import { registerAuth } from './plugins/auth';
import { answerEarlyError, declareErrors, registerErrors } from './plugins/errors';
import { registerInputGuards } from './plugins/input';
import { SECURITY_HEADERS } from './plugins/security-headers';
import { compiledSerializerCompiler } from './plugins/serializer';

export interface BuildOptions {
  env: Env;
  db: Db;
  /** Tests pass their own to capture messages; by default built from env. */
  outbox?: Outbox;
  social?: SocialVerifier;
  /** Tests pass a sandbox of their own (to point its webhooks at their port). */
  gateway?: PaymentGateway;
  /** Print outbox messages (the console in development). */
  print?: (line: string) => void;
  /** Where the JSON logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added: the security suite's route inventory. */
  onRoute?: (route: RouteOptions) => void;
  /** Index the world cities once ready (serve() and the bench do); tests leave it off. */
  warmGazetteer?: boolean;
  /**
   * Check every answer against its route's schema with zod at run time (the default, so
   * a test catches a handler answering off its schema); production instead writes each
   * answer with a serializer compiled from that schema, which sends only what it declares.
   */
  checkResponses?: boolean;
  /**
   * Lets domain proof fetch from loopback too, where the tests' stand-in web servers
   * listen. Refused in production, where only public addresses are ever fetched.
   */
  domainProofReachesLoopback?: boolean;
  /** The outbox's waits between attempts (tests shorten them); RETRY_DELAYS_MS by default. */
  deliveryRetryDelaysMs?: readonly number[];
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.code',
];

/** Builds the whole API on a database that is already migrated; `main.ts` only starts it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  if (options.domainProofReachesLoopback && env.NODE_ENV === 'production') {
    throw new Error(
      'domainProofReachesLoopback is for tests: production fetches only public addresses',
    );
  }
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: REDACT,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // The apps always add a trailing slash (spec §7); both forms reach the same route.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Behind no proxy by default: the socket address is the client, so a forged
    // X-Forwarded-For cannot dodge a rate limit. TRUST_PROXY names the proxy in front.
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    // Refused before routing (a bad %-escape, an over-long path): our shape and headers.
    frameworkErrors: answerEarlyError,
  });
  // Every route declares the errors it may answer, in the one error shape (before the
  // security suite's inventory sees the route).
  app.addHook('onRoute', declareErrors);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.warmGazetteer) {
    app.addHook('onReady', async () => warmGazetteer(env.WORLD_INDEX_FILE));
  }

  const ctx: AppContext = {
    db,
    env,
    outbox:
      options.outbox ??
      createOutbox({
        db,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        ...(options.print ? { print: options.print } : {}),
        log: app.log,
        hashBodies: env.NODE_ENV === 'production',
        ...(options.deliveryRetryDelaysMs && { retryDelaysMs: options.deliveryRetryDelaysMs }),
        sms:
          env.SMS_PROVIDER === 'twilio'
            ? {
                apiUrl: env.TWILIO_API_URL,
                accountSid: env.TWILIO_ACCOUNT_SID!,
                authToken: env.TWILIO_AUTH_TOKEN!,
                from: env.TWILIO_FROM!,
              }
            : undefined,
      }),
    social:
      options.social ??
      createSocialVerifier({
        googleJwksUrl: env.GOOGLE_JWKS_URL,
        googleIssuer: env.GOOGLE_ISSUER,
        googleClientId: env.GOOGLE_CLIENT_ID,
        facebookVerifyUrl: env.FACEBOOK_VERIFY_URL,
        facebookAppId: env.FACEBOOK_APP_ID,
      }),
    rides: createRidesRuntime(db, env, app.log),
    gateway: options.gateway ?? createDefaultGateway(env, app.log),
    domainProof: createDomainProof({
      httpUrl: env.DOMAIN_PROOF_HTTP_URL,
      dnsServers: env.DOMAIN_PROOF_DNS_SERVERS,
      timeoutMs: 5000,
      ...(options.domainProofReachesLoopback && {
        reachable: (address: string) => isPublicAddress(address) || isLoopbackAddress(address),
      }),
    }),
  };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    options.checkResponses === false ? compiledSerializerCompiler : serializerCompiler,
  );
  registerErrors(app);

  // External concerns first: headers, limits, uploads, the OpenAPI document.
  // helmet's headers, read from helmet once (plugins/security-headers.ts) and added to
  // each reply's own: helmet's middleware chain was ten `setHeader`s on the raw response
  // per request, which Node then merged again with Fastify's at `writeHead`.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  const payments = paymentsMarker(env);
  // Once closing (below), responses still in flight tell keep-alive clients to hang up.
  let closing = false;
  // One synchronous hook for every answer's own headers: an async hook costs a promise
  // and a turn of the microtask queue per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Test cards move no money: whoever reads any answer can tell.
    if (payments) reply.header('parada-payments', payments);
    // Tokens and personal data must not stay in a shared or browser cache: the API is
    // no-store unless a route chose otherwise (public tiles, hashed assets).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // Long JSON (history, statements) and CSV shrink a lot, at a quick level. The apps'
  // assets arrive here already compressed at the strongest level (web routes), and the
  // event stream writes to its socket itself, so no compressor ever holds back an event.
  await app.register(compress, {
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'error.too_many_requests', {}, [], {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(multipart, {
    limits: { fileSize: env.UPLOAD_LIMIT_BYTES, files: 2, fields: 20, fieldSize: 10_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: API_NAME, version: API_VERSION },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
    // Named schemas (the recursive grouping) go to components, so every $ref resolves.
    transformObject: jsonSchemaTransformObject,
  });
  // The document maps every route: public only where the operator chose so (API_DOCS).
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins, then routes grouped by prefix.
  registerAuth(app);
  registerInputGuards(app);
  await app.register(
    async (api) => {
      for (const routes of API_ROUTES) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // The built apps, outside /api; the repo's apps/ folder unless APPS_ROOT says otherwise.
  await app.register(webRoutes, {
    appsRoot: env.APPS_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)),
  });

  // Graceful shutdown: once closing, responses still in flight tell keep-alive clients to
  // hang up (the onSend hook above), so the server can finish them and stop instead of
  // waiting on idle sockets.
  app.addHook('preClose', async () => {
    closing = true;
  });
  const stopCardCollector = startCardCollector(ctx, app.log);
  app.addHook('onClose', async () => {
    await ctx.rides.close();
    await stopCardCollector();
    await ctx.gateway.idle();
    ctx.outbox.stop();
    await ctx.outbox.drain();
  });
  return app;
}
